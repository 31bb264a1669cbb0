import { signInBodySchema, twoFactorCodeBodySchema } from "@ondine/domain";
import type { FastifyInstance } from "fastify";
import { AppError } from "../../errors/app-error";
import { parseWith } from "../../errors/parse-with";
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

/** Sign-in (password, then the mailed code when two-factor is on), sign-out, the current user, unlock. */
export async function signInRoutes(app: FastifyInstance) {
  const deps = authDependencies(app);

  app.post("/users/sign_in", async (request, reply) => {
    await app.enforceRateLimit(request, "signInPerIp", { ip: true });
    const body = parseWith(signInBodySchema, request.body);
    const unlockPass = request.cookies[unlockPassCookieName];
    if (!(await holdsUnlockPassForAddress(deps.db, unlockPass, body.email, deps.now()))) {
      await app.enforceRateLimit(request, "signInPerAddress", { value: body.email });
    }
    const outcome = await signIn(deps, body, { ip: request.ip, unlockPass });
    if (outcome.kind === "two_factor") {
      setTwoFactorCookie(reply, request, outcome.pendingToken, deps.now());
      // SPEC §8: 302 TWO_FACTOR_REQUIRED, with no Location: the console asks for the code.
      // The code was just mailed: the console starts the resend countdown at once.
      throw new AppError(
        "TWO_FACTOR_REQUIRED",
        "A code was mailed: send it to POST /api/users/two_factor.",
        {},
        {
          resend_available_in: twoFactorResendDelaySeconds,
        },
      );
    }
    const actor = await startSession(reply, request, { userId: outcome.userId, rememberMe: outcome.rememberMe });
    return getCurrentUser(deps, actor);
  });

  app.post("/users/two_factor", async (request, reply) => {
    await app.enforceRateLimit(request, "twoFactorPerIp", { ip: true });
    const { code } = parseWith(twoFactorCodeBodySchema, request.body ?? {});
    const pendingToken = request.cookies[twoFactorCookieName];
    const { user, rememberMe } = await verifyTwoFactorCode(deps, pendingToken, code, request.ip);
    await completeSignIn(deps, user.id, request.ip, { two_factor: true });
    clearTwoFactorCookie(reply, request);
    const actor = await startSession(reply, request, { userId: user.id, rememberMe });
    return getCurrentUser(deps, actor);
  });

  app.post("/users/two_factor/resend", async (request) => {
    await app.enforceRateLimit(request, "twoFactorPerIp", { ip: true });
    return resendTwoFactorCode(deps, request.cookies[twoFactorCookieName]);
  });

  // A GET, as SPEC §7 calls it; it ends the session, so it needs the CSRF header.
  app.get("/users/sign_out", { config: { changesState: true } }, async (request, reply) => {
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
  });

  app.get("/users/me", async (request, reply) => {
    const actor = requireActor(request);
    reply.header("cache-control", "no-store");
    return getCurrentUserOfReadingRequest(deps, actor);
  });

  app.get("/users/unlock", async (request, reply) => {
    const { unlock_token } = parseWith(unlockQuerySchema, request.query);
    const userId = await unlockAccount(deps, unlock_token, request.ip);
    await grantUnlockPass(deps.db, reply, request, userId, deps.now());
    return reply.code(204).send();
  });
}
