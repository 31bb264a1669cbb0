import type { FastifyReply } from "fastify";
import type { CachedAnswer } from "./read-cache";

/**
 * Sends a cached answer as JSON, telling the browser it may keep it for
 * what remains of its lifetime, for this user only (`private`), and only
 * while the session or token is the same (`Vary`).
 */
export function sendCachedAnswer(reply: FastifyReply, answer: CachedAnswer, now: number): FastifyReply {
  const maxAge = Math.max(0, Math.floor((answer.expiresAt - now) / 1000));
  return reply
    .header("cache-control", `private, max-age=${maxAge}`)
    .header("vary", "Cookie, X-API-TOKEN")
    .type("application/json; charset=utf-8")
    .send(answer.body);
}
