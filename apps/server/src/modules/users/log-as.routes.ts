import { canManageAccounts, currentUserSchema, pathIdParamsSchema } from "@ondine/domain";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../errors/app-error";
import { routeSchemaFor } from "../../openapi/route-schema";
import { requireActor } from "../../plugins/authentication";
import { authDependencies } from "../auth";
import { startSession } from "../sessions";
import { endLogAs, type SessionStarter, startLogAs } from "./log-as.service";
import { userIdFrom } from "./user-id-params";

const sessionStarter =
  (request: FastifyRequest, reply: FastifyReply): SessionStarter =>
  (options) =>
    startSession(reply, request, options);

const logAsRoute = routeSchemaFor("Accounts");

/**
 * docs/product.md#accounts-impersonation log-as: `GET /api/users/{id}/fake` and `GET /api/users/reset_fake`.
 * GETs as SPEC calls them; they renew the session, so they need the CSRF header.
 */
export async function logAsRoutes(app: FastifyInstance) {
  const deps = authDependencies(app);

  app.get(
    "/users/:id/fake",
    {
      config: { changesState: true },
      schema: logAsRoute({
        summary: "Log in as another account (the session is renewed as them)",
        auth: "browser-session",
        params: pathIdParamsSchema,
        success: {
          status: 200,
          description: "The current user, now the account logged in as.",
          schema: currentUserSchema,
        },
      }),
    },
    async (request, reply) => {
      const actor = requireActor(request);
      if (!canManageAccounts(actor)) throw new AppError("NOT_ALLOWED");
      const id = userIdFrom(request);
      reply.header("cache-control", "no-store");
      return startLogAs(deps, actor, request.scope, id, {
        ip: request.ip,
        startSession: sessionStarter(request, reply),
      });
    },
  );

  app.get(
    "/users/reset_fake",
    {
      config: { changesState: true },
      schema: logAsRoute({
        summary: "End a log-as: the session is renewed as the admin",
        auth: "browser-session",
        success: { status: 200, description: "The current user, the admin again.", schema: currentUserSchema },
      }),
    },
    async (request, reply) => {
      const actor = requireActor(request);
      reply.header("cache-control", "no-store");
      return endLogAs(deps, actor, { ip: request.ip, startSession: sessionStarter(request, reply) });
    },
  );
}
