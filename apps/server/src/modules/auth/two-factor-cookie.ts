import { twoFactorSignInLifetimeMs } from "@ondine/domain";
import type { FastifyReply, FastifyRequest } from "fastify";
import { cookieOptions } from "../sessions";

/** Names the pending sign-in between the password and the code; httpOnly, sent only to the two-factor calls. */
export const twoFactorCookieName = "ondine_2fa";
const twoFactorCookiePath = "/api/users/two_factor";

export function setTwoFactorCookie(reply: FastifyReply, request: FastifyRequest, token: string, now: Date): void {
  reply.setCookie(twoFactorCookieName, token, {
    ...cookieOptions(request, { httpOnly: true, expires: new Date(now.getTime() + twoFactorSignInLifetimeMs) }),
    path: twoFactorCookiePath,
  });
}

export function clearTwoFactorCookie(reply: FastifyReply, request: FastifyRequest): void {
  reply.clearCookie(twoFactorCookieName, { ...cookieOptions(request, { httpOnly: true }), path: twoFactorCookiePath });
}
