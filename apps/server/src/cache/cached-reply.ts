import type { FastifyReply } from "fastify";
import { acceptsGzip } from "../compression/accepts-gzip";
import { varyOn } from "../compression/vary-header";
import type { CachedAnswer } from "./read-cache";

/**
 * Sends a cached answer as JSON, telling the browser it may keep it for
 * what remains of its lifetime, for this user only (`private`), and only
 * while the session or token is the same (`Vary`). A large answer goes as the
 * gzip the cache made once, to a client that accepts gzip (no compression per
 * request), and as its JSON text to one that does not.
 */
export function sendCachedAnswer(reply: FastifyReply, answer: CachedAnswer, now: number): FastifyReply {
  const maxAge = Math.max(0, Math.floor((answer.expiresAt - now) / 1000));
  reply
    .header("cache-control", `private, max-age=${maxAge}`)
    .header("vary", "Cookie, X-API-TOKEN")
    .type("application/json; charset=utf-8");
  if (answer.gzipped === undefined) return reply.send(answer.body);
  varyOn(reply, "Accept-Encoding");
  if (!acceptsGzip(reply.request.headers["accept-encoding"])) return reply.send(answer.body);
  return reply.header("content-encoding", "gzip").send(answer.gzipped);
}
