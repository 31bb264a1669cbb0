import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from "fastify";
import fastifyPlugin from "fastify-plugin";
import { acceptsGzip } from "../compression/accepts-gzip";
import { gzipAnswer, gzipLevels, isWorthCompressing } from "../compression/gzip-answer";
import { varyOn } from "../compression/vary-header";

/** JSON, the API's answers (application/json, application/problem+json...): files and streams have other types. */
const compressibleType = /^application\/(?:[\w.-]+\+)?json(?:;|$)/i;

/**
 * Whether the answer is one this plugin compresses: a whole JSON body of a
 * status that has one, not yet encoded, and with no validator or range that
 * names its bytes as they are (a route that sets an ETag or a Content-Range
 * answers for those bytes).
 */
function isCompressibleAnswer(request: FastifyRequest, reply: FastifyReply): boolean {
  const status = reply.statusCode;
  return (
    request.method !== "HEAD" &&
    status >= 200 &&
    status !== 204 &&
    status !== 206 &&
    status !== 304 &&
    !reply.hasHeader("content-encoding") &&
    !reply.hasHeader("content-range") &&
    !reply.hasHeader("etag") &&
    compressibleType.test(String(reply.getHeader("content-type") ?? ""))
  );
}

/**
 * The answer gzip-compressed when it is JSON of at least the threshold and
 * the request accepts gzip; as it is otherwise. A stream (server-sent events,
 * files, a workbook) is never touched: only a string or Buffer is, and the
 * cheap checks come before any byte is counted or compressed.
 */
async function compressAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (typeof payload !== "string" && !Buffer.isBuffer(payload)) return payload;
  if (!isCompressibleAnswer(request, reply) || !isWorthCompressing(payload)) return payload;
  // Sent compressed or not, this answer depends on Accept-Encoding: caches must keep one per value.
  varyOn(reply, "Accept-Encoding");
  if (!acceptsGzip(request.headers["accept-encoding"])) return payload;
  const compressed = await gzipAnswer(payload, gzipLevels.perRequest);
  reply.header("content-encoding", "gzip").removeHeader("content-length");
  return compressed;
}

/**
 * Compresses large JSON answers for the clients that accept gzip
 * (docs/performance.md "API answers"). The hook is added to each route as
 * its last `onSend`, after the hooks of the route's own plugins (GraphQL's
 * answer-size check reads the JSON, not its gzip): it compresses the bytes
 * that would have gone. It takes the routes declared once it has loaded:
 * app.ts registers it before the modules. A HEAD answer is left plain (no
 * body to compress). Answers already compressed (the console's
 * precompressed files, the read cache's hits: cache/cached-reply.ts) carry
 * Content-Encoding and pass through.
 */
export const answerCompressionPlugin = fastifyPlugin(
  async (app: FastifyInstance) => {
    app.addHook("onRoute", (route) => {
      const hooks: onSendHookHandler[] = route.onSend === undefined ? [] : [route.onSend].flat();
      route.onSend = [...hooks, compressAnswer];
    });
  },
  { name: "ondine-answer-compression" },
);
