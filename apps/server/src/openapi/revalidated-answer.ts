import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";

/** A fixed answer of the running server (the document, a page's files) and its ETag. */
export type FixedAnswer = { body: string | Buffer; etag: string; contentType: string };

export function fixedAnswer(body: string | Buffer, contentType: string): FixedAnswer {
  return { body, contentType, etag: `"${createHash("sha256").update(body).digest("base64url")}"` };
}

/**
 * Sends a fixed answer that browsers revalidate (`no-cache`): it changes
 * only with a deployment, so most requests end in 304 without the body.
 */
export function sendRevalidated(request: FastifyRequest, reply: FastifyReply, answer: FixedAnswer) {
  reply.header("cache-control", "no-cache").header("etag", answer.etag);
  if (request.headers["if-none-match"] === answer.etag) return reply.code(304).send();
  return reply.type(answer.contentType).send(answer.body);
}
