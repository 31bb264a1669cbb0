import {
  betaHandoffSchema,
  betaInvalidTokenErrorKey,
  currentUserSchema,
  loginBetaBodySchema,
  paths,
  signedInEntryPath,
  textSchema,
} from "@ondine/domain";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { AppError } from "../../errors/app-error";
import { parseWith } from "../../errors/parse-with";
import { declaredSchema, parseDeclared } from "../../openapi/declared-input";
import { routeSchemaFor } from "../../openapi/route-schema";
import { requireActor } from "../../plugins/authentication";
import { authDependencies, getCurrentUser } from "../auth";
import { startSession } from "../sessions";
import { createBetaHandoff, redeemBetaHandoff } from "./beta-handoff.service";

// A browser follows this link: a missing or repeated token reads as an invalid one.
export const redirectToProductionQuerySchema = z.object({ token: textSchema(256).optional().catch(undefined) });

const betaRoute = routeSchemaFor("Beta console");

/**
 * The hand-over between this console and the beta one (docs/product.md#accounts-beta):
 * mint a link for the other console, redeem one from it (the console's
 * /account/login_beta/{token} page, or the redirect_to_production link the
 * browser follows).
 */
export async function betaHandoffRoutes(app: FastifyInstance) {
  const deps = authDependencies(app);
  const invalidTokenPage = `${deps.config.publicUrl}${paths.error.replace("$errorKey", betaInvalidTokenErrorKey)}`;

  app.post(
    "/sessions/beta_handoff",
    {
      schema: betaRoute({
        summary: "A single-use link signing the caller in on the other console (with BETA_CONSOLE_URL)",
        auth: "browser-session",
        success: { status: 200, description: "`{url}`, valid one minute.", schema: betaHandoffSchema },
      }),
    },
    async (request, reply) => {
      const actor = requireActor(request);
      reply.header("cache-control", "no-store");
      return createBetaHandoff(deps, actor, request.ip);
    },
  );

  app.post(
    "/users/login_beta",
    {
      schema: betaRoute({
        summary: "Sign in with a hand-over token from the other console",
        auth: "none",
        body: loginBetaBodySchema,
        success: {
          status: 200,
          description: "The current user; the session cookies are set.",
          schema: currentUserSchema,
        },
      }),
    },
    async (request, reply) => {
      const { token } = parseWith(declaredSchema(request, "body"), request.body ?? {});
      const userId = await redeemBetaHandoff(deps, token, request.ip);
      const actor = await startSession(reply, request, { userId, rememberMe: false });
      reply.header("cache-control", "no-store");
      return getCurrentUser(deps, actor);
    },
  );

  // docs/product.md#accounts-beta: the beta console's way back. The console here is a single-page
  // app that keeps "signed in" in the browser, so the session lands on its
  // single sign-on entry, which marks it and goes home.
  app.get(
    "/v2/sessions/redirect_to_production",
    {
      schema: betaRoute({
        summary: "The beta console's way back: a link the browser follows with a hand-over token",
        description: "An invalid, used or expired token redirects to the console's error page.",
        auth: "none",
        querystring: redirectToProductionQuerySchema,
        success: { status: 302, description: "To the console, signed in (or to its error page).", noBody: true },
      }),
    },
    async (request, reply) => {
      const { token } = parseDeclared(request, "querystring");
      reply.header("cache-control", "no-store");
      let userId: number;
      try {
        userId = await redeemBetaHandoff(deps, token ?? "", request.ip);
      } catch (error) {
        if (error instanceof AppError && error.code === "NOT_AUTHORIZED") return reply.redirect(invalidTokenPage, 302);
        throw error;
      }
      await startSession(reply, request, { userId, rememberMe: false });
      return reply.redirect(`${deps.config.publicUrl}${signedInEntryPath(paths.home)}`, 302);
    },
  );
}
