import { type SsoStatus, signedInEntryPath, ssoErrorPath, ssoStatusSchema, textSchema } from "@ondine/domain";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { AppError } from "../../errors/app-error";
import { parseDeclared } from "../../openapi/declared-input";
import { routeSchemaFor } from "../../openapi/route-schema";
import { authDependencies } from "../auth";
import { startSession } from "../sessions";
import { createOidcClient, SsoError } from "./oidc-client";
import { oidcSettings } from "./oidc-settings";
import { signInFlowKey } from "./sign-in-flow";
import { clearSignInFlowCookie, setSignInFlowCookie, signInFlowCookieName } from "./sign-in-flow-cookie";
import { beginStaffSignIn, completeStaffSignIn, type SsoDependencies } from "./sso.service";

// A repeated `redirect` (an array) reads as none rather than as an error: the
// visitor still gets a sign-in, landing home.
export const startQuerySchema = z.object({ redirect: textSchema(2000).optional().catch(undefined) });

const ssoRoute = routeSchemaFor("Single sign-on");

/**
 * Staff single sign-on with OpenID Connect (authorization code flow with
 * PKCE): `start` sends the browser to the provider, `callback` signs in the
 * account of the verified staff address. Without the settings, both answer
 * 404; `status` tells the login screen whether to offer the button.
 */
export async function ssoRoutes(app: FastifyInstance) {
  const settings = oidcSettings(app.config);
  const deps: SsoDependencies | undefined = settings && {
    ...authDependencies(app),
    settings,
    provider: createOidcClient(settings),
    flowKey: signInFlowKey(settings.clientSecret),
  };

  const requireSso = (): SsoDependencies => {
    if (!deps) throw new AppError("NOT_FOUND", "Single sign-on is not configured.");
    return deps;
  };

  const toErrorPage = (request: FastifyRequest, reply: FastifyReply, error: SsoError) => {
    request.log.warn({ err: error.cause ?? error, sso_error: error.code }, "Single sign-on failed");
    clearSignInFlowCookie(reply, request);
    return reply.header("cache-control", "no-store").redirect(ssoErrorPath(error.code), 302);
  };

  app.get(
    "/auth/oidc/status",
    {
      schema: ssoRoute({
        summary: "Whether staff single sign-on is on (the login screen's button)",
        auth: "none",
        success: { status: 200, description: "`{enabled}`.", schema: ssoStatusSchema },
      }),
    },
    async (_request, reply): Promise<SsoStatus> => {
      reply.header("cache-control", "no-store");
      return { enabled: deps !== undefined };
    },
  );

  const browserNavigation = "The browser navigates here; it is not a JSON call. 404 when single sign-on is off.";

  app.get(
    "/auth/oidc/start",
    {
      schema: ssoRoute({
        summary: "Start a staff sign-in at the identity provider",
        description: `${browserNavigation} \`redirect\`: a console path to land on (default \`/\`).`,
        auth: "none",
        querystring: startQuerySchema,
        success: { status: 302, description: "To the provider (or to /support/sso_error/{code}).", noBody: true },
      }),
    },
    async (request, reply) => {
      const sso = requireSso();
      const { redirect } = parseDeclared(request, "querystring");
      try {
        const { authorizationUrl, flowCookie } = await beginStaffSignIn(sso, redirect);
        setSignInFlowCookie(reply, request, flowCookie, sso.now());
        return reply.header("cache-control", "no-store").redirect(authorizationUrl.href, 302);
      } catch (error) {
        if (error instanceof SsoError) return toErrorPage(request, reply, error);
        throw error;
      }
    },
  );

  app.get(
    "/auth/oidc/callback",
    {
      schema: ssoRoute({
        summary: "Where the identity provider sends the browser back",
        description: `${browserNavigation} Its query (\`code\`, \`state\`, or \`error\`) is the provider's, read by the OpenID Connect client.`,
        auth: "none",
        success: {
          status: 302,
          description: "To the console, signed in (or to /support/sso_error/{code}).",
          noBody: true,
        },
      }),
    },
    async (request, reply) => {
      const sso = requireSso();
      // The address the provider redirected to, as registered: our public one.
      const callbackUrl = new URL(sso.settings.callbackUrl);
      callbackUrl.search = new URL(request.url, callbackUrl).search;
      try {
        const { userId, redirect } = await completeStaffSignIn(sso, {
          callbackUrl,
          flowCookie: request.cookies[signInFlowCookieName],
          ip: request.ip,
        });
        clearSignInFlowCookie(reply, request);
        await startSession(reply, request, { userId, rememberMe: false });
        return reply.header("cache-control", "no-store").redirect(signedInEntryPath(redirect), 302);
      } catch (error) {
        if (error instanceof SsoError) return toErrorPage(request, reply, error);
        throw error;
      }
    },
  );
}
