import type { CookieSerializeOptions } from "@fastify/cookie";
import type { FastifyReply, FastifyRequest } from "fastify";

/** The session token: httpOnly, never readable by scripts. */
export const sessionCookieName = "ondine_session";
/** The CSRF token: read by the console and sent back as X-CSRF-Token. */
export const csrfCookieName = "ondine_csrf";
export const csrfHeaderName = "x-csrf-token";

/**
 * Secure when the request came over HTTPS, or the console is published
 * on HTTPS (behind a proxy that terminates TLS).
 */
export function isSecureRequest(request: FastifyRequest): boolean {
  return request.protocol === "https" || request.server.config.publicUrl.startsWith("https:");
}

export function cookieOptions(
  request: FastifyRequest,
  options: { httpOnly: boolean; expires?: Date },
): CookieSerializeOptions {
  return {
    path: "/",
    sameSite: "lax",
    httpOnly: options.httpOnly,
    secure: isSecureRequest(request),
    // Without "remember me" the cookies end with the browser session.
    ...(options.expires ? { expires: options.expires } : {}),
  };
}

export function setSessionCookies(
  reply: FastifyReply,
  request: FastifyRequest,
  session: { token: string; csrfToken: string; rememberMe: boolean; expiresAt: Date },
): void {
  const expires = session.rememberMe ? session.expiresAt : undefined;
  reply.setCookie(sessionCookieName, session.token, cookieOptions(request, { httpOnly: true, expires }));
  reply.setCookie(csrfCookieName, session.csrfToken, cookieOptions(request, { httpOnly: false, expires }));
}

export function clearSessionCookies(reply: FastifyReply, request: FastifyRequest): void {
  reply.clearCookie(sessionCookieName, cookieOptions(request, { httpOnly: true }));
  reply.clearCookie(csrfCookieName, cookieOptions(request, { httpOnly: false }));
}
