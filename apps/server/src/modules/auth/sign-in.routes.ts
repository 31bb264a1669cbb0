import {
  currentUserSchema,
  signInBodySchema,
  twoFactorResendAnswerSchema,
  twoFactorSignInBodySchema,
} from "@ondine/domain";
import type { FastifyInstance } from "fastify";
import { AppError } from "../../errors/app-error";
import { parseWith } from "../../errors/parse-with";
import { declaredSchema, parseDeclared } from "../../openapi/declared-input";
import { routeSchemaFor } from "../../openapi/route-schema";
import { requireActor } from "../../plugins/authentication";
import { recordAuditEvent } from "../audit";
import { endSession, startSession } from "../sessions";
import { authDependencies } from "./auth-dependencies";
import { getCurrentUser, getCurrentUserOfReadingRequest } from "./current-user.service";
import { completeSignIn, signIn } from "./sign-in.service";
import { unlockQuerySchema } from "./token-queries";
import { resendTwoFactorCode, twoFactorResendDelaySeconds, verifyTwoFactorCode } from "./two-factor.service";
import { clearTwoFactorCookie, setTwoFactorCookie, twoFactorCookieName } from "./two-factor-cookie";
import { unlockAccount } from "./unlock.service";
import { grantUnlockPass, holdsUnlockPassForAddress, unlockPassCookieName } from "./unlock-pass";

const signInRoute = routeSchemaFor("Sign-in");

/** Sign-in (password, then the mailed code when two-factor is on), sign-out, the current user, unlock. */
export async function signInRoutes(app: FastifyInstance) {
  const deps = authDependencies(app);

  app.post(
    "/users/sign_in",
    {
      schema: signInRoute({
        summary: "Sign in with an e-mail address and a password",
        description:
          "Sets the `ondine_session` and `ondine_csrf` cookies. With two-factor on, answers 302 " +
          "`TWO_FACTOR_REQUIRED` (no Location) with `two_factor_method` (`mail`: a code was just mailed, and " +
          "`resend_available_in`; `authenticator`: the app's code) for `POST /api/users/two_factor`. " +
          "A 401 says why in `reason` (docs/api.md).",
        auth: "none",
        body: signInBodySchema,
        success: { status: 200, description: "The current user, as `GET /api/users/me`.", schema: currentUserSchema },
      }),
    },
    async (request, reply) => {
      await app.enforceRateLimit(request, "signInPerIp", { ip: true });
      const body = parseDeclared(request, "body");
      const unlockPass = request.cookies[unlockPassCookieName];
      if (!(await holdsUnlockPassForAddress(deps.db, unlockPass, body.email, deps.now()))) {
        await app.enforceRateLimit(request, "signInPerAddress", { value: body.email });
      }
      const outcome = await signIn(deps, body, { ip: request.ip, unlockPass });
      if (outcome.kind === "two_factor") {
        setTwoFactorCookie(reply, request, outcome.pendingToken, deps.now());
        // docs/product.md#errors: 302 TWO_FACTOR_REQUIRED, with no Location: the console asks for the code.
        // By mail, the code was just mailed: the console starts the resend countdown at once.
        const isMailed = outcome.method === "mail";
        throw new AppError(
          "TWO_FACTOR_REQUIRED",
          isMailed
            ? "A code was mailed: send it to POST /api/users/two_factor."
            : "Send the authenticator app's code to POST /api/users/two_factor.",
          {},
          {
            two_factor_method: outcome.method,
            ...(isMailed ? { resend_available_in: twoFactorResendDelaySeconds } : {}),
          },
        );
      }
      const actor = await startSession(reply, request, { userId: outcome.userId, rememberMe: outcome.rememberMe });
      return getCurrentUser(deps, actor);
    },
  );

  app.post(
    "/users/two_factor",
    {
      schema: signInRoute({
        summary: "Finish a sign-in with the second factor: the mailed code, the app's code, or a recovery code",
        description:
          "Reads the pending sign-in from the `ondine_2fa` cookie set by `POST /api/users/sign_in`. `{code}` (the " +
          "mailed code, or the authenticator's: a step already used is refused) or `{recovery_code}` (once). " +
          "Wrong: 422 `twoFactor.code_invalid` on the field typed, counted toward the lockout " +
          '(docs/security.md "Two-factor sign-in").',
        auth: "none",
        body: twoFactorSignInBodySchema,
        success: {
          status: 200,
          description: "The current user; the session cookies are set.",
          schema: currentUserSchema,
        },
      }),
    },
    async (request, reply) => {
      await app.enforceRateLimit(request, "twoFactorPerIp", { ip: true });
      const input = parseWith(declaredSchema(request, "body"), request.body ?? {});
      const pendingToken = request.cookies[twoFactorCookieName];
      const { user, rememberMe, by } = await verifyTwoFactorCode(deps, pendingToken, input, request.ip);
      await completeSignIn(deps, user.id, request.ip, { two_factor: true, method: by });
      clearTwoFactorCookie(reply, request);
      // docs/security.md "Step-up": the second factor just typed counts for the next 5 minutes.
      const actor = await startSession(reply, request, { userId: user.id, rememberMe, secondFactorAt: deps.now() });
      return getCurrentUser(deps, actor);
    },
  );

  app.post(
    "/users/two_factor/resend",
    {
      schema: signInRoute({
        summary: "Mail the pending sign-in a new two-factor code",
        auth: "none",
        success: {
          status: 200,
          description: "`{resend_available_in}`, in seconds.",
          schema: twoFactorResendAnswerSchema,
        },
      }),
    },
    async (request) => {
      await app.enforceRateLimit(request, "twoFactorPerIp", { ip: true });
      return resendTwoFactorCode(deps, request.cookies[twoFactorCookieName]);
    },
  );

  // A GET, as the product (docs/product.md#accounts) calls it; it ends the session, so it needs the CSRF header.
  app.get(
    "/users/sign_out",
    {
      config: { changesState: true },
      schema: signInRoute({
        summary: "Sign out: the session ends server-side",
        description: "With a session cookie, the CSRF header is needed; without one, nothing to end.",
        auth: "none",
        success: { status: 204, description: "Signed out.", noBody: true },
      }),
    },
    async (request, reply) => {
      const actor = request.actor;
      await endSession(reply, request);
      if (actor?.sessionId) {
        await recordAuditEvent(deps.db, {
          action: "sign_out",
          actorId: actor.id,
          subjectId: actor.id,
          impersonatorId: actor.impersonatorId,
          ip: request.ip,
        });
      }
      return reply.code(204).send();
    },
  );

  app.get(
    "/users/me",
    {
      schema: signInRoute({
        summary: "The signed-in user, with roles and locations",
        auth: "signed-in",
        success: { status: 200, description: "The current user.", schema: currentUserSchema },
      }),
    },
    async (request, reply) => {
      const actor = requireActor(request);
      reply.header("cache-control", "no-store");
      return getCurrentUserOfReadingRequest(deps, actor);
    },
  );

  app.get(
    "/users/unlock",
    {
      schema: signInRoute({
        summary: "Lift an account's lock with the mailed unlock token",
        auth: "none",
        querystring: unlockQuerySchema,
        success: { status: 204, description: "Unlocked; the browser gets the unlock pass cookie.", noBody: true },
      }),
    },
    async (request, reply) => {
      const { unlock_token } = parseDeclared(request, "querystring");
      const userId = await unlockAccount(deps, unlock_token, request.ip);
      await grantUnlockPass(deps.db, reply, request, userId, deps.now());
      return reply.code(204).send();
    },
  );
}
