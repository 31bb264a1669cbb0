import type { FastifyReply, FastifyRequest } from "fastify";
import { cookieOptions } from "../sessions";
import { signInFlowLifetimeMs } from "./sign-in-flow";

/**
 * Holds the sealed sign-in flow between `start` and `callback`: httpOnly,
 * sent only to the single sign-on calls, SameSite=Lax so that the provider's
 * top-level redirect back carries it.
 */
export const signInFlowCookieName = "ondine_oidc";
const signInFlowCookiePath = "/api/auth/oidc";

export function setSignInFlowCookie(reply: FastifyReply, request: FastifyRequest, value: string, now: Date): void {
  reply.setCookie(signInFlowCookieName, value, {
    ...cookieOptions(request, { httpOnly: true, expires: new Date(now.getTime() + signInFlowLifetimeMs) }),
    path: signInFlowCookiePath,
  });
}

export function clearSignInFlowCookie(reply: FastifyReply, request: FastifyRequest): void {
  reply.clearCookie(signInFlowCookieName, {
    ...cookieOptions(request, { httpOnly: true }),
    path: signInFlowCookiePath,
  });
}
