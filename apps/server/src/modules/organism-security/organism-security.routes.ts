import {
  canManageOrganismSecurity,
  organismSecurityAnswerSchema,
  organismSecurityBodySchema,
  pathIdParamsSchema,
} from "@ondine/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../../errors/app-error";
import { rowIdFromPath } from "../../errors/path-id";
import { moduleDependencies } from "../../module-dependencies";
import { parseDeclared } from "../../openapi/declared-input";
import { routeSchemaFor } from "../../openapi/route-schema";
import { requireActor } from "../../plugins/authentication";
import { getOrganismSecurity, type OrganismSecurityCaller, updateOrganismSecurity } from "./organism-security.service";

const organismSecurityRoute = routeSchemaFor("Organism security");

/** Signed in (401), an admin (403). */
function callerOf(request: FastifyRequest): OrganismSecurityCaller {
  const actor = requireActor(request);
  if (!canManageOrganismSecurity(actor)) throw new AppError("NOT_ALLOWED");
  return { actor, ip: request.ip };
}

const organismIdOf = (request: FastifyRequest) => rowIdFromPath(request.params, "No such organism.");

/** An organism's allowed address ranges and two-factor requirement (docs/security.md "Organism security"). */
export async function organismSecurityRoutes(app: FastifyInstance) {
  const deps = moduleDependencies(app);

  app.get(
    "/organisms/:id/security",
    {
      schema: organismSecurityRoute({
        summary: "An organism's allowed address ranges and two-factor requirement (admins)",
        description:
          "403 for anyone but an admin, 404 for an organism that does not exist. `caller_ip` is the caller's " +
          "address as the server reads it (`TRUST_PROXY`).",
        auth: "signed-in",
        params: pathIdParamsSchema,
        success: { status: 200, description: "The settings.", schema: organismSecurityAnswerSchema },
      }),
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const organismId = organismIdOf(request);
      reply.header("cache-control", "no-store");
      return getOrganismSecurity(deps, caller, organismId);
    },
  );

  app.put(
    "/organisms/:id/security",
    {
      schema: organismSecurityRoute({
        summary: "Set an organism's allowed address ranges and two-factor requirement (admins)",
        description:
          "Up to 50 CIDR ranges (IPv4 or IPv6, one address alone), stored normalised and each once; none: any " +
          "address. A range that cannot be read answers 422 on its index " +
          '(`errors["ip_ranges.2"]: ["organismSecurity.errors.invalid_range"]`). In force at the next request ' +
          "of every member.",
        auth: "signed-in",
        params: pathIdParamsSchema,
        body: organismSecurityBodySchema,
        success: { status: 200, description: "The settings, as stored.", schema: organismSecurityAnswerSchema },
      }),
    },
    async (request) => {
      const caller = callerOf(request);
      const organismId = organismIdOf(request);
      const body = parseDeclared(request, "body");
      return updateOrganismSecurity(deps, caller, organismId, body);
    },
  );
}
