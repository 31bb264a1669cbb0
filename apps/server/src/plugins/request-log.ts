import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fastifyPlugin from "fastify-plugin";
import { errorAnswerFor } from "../errors/error-answer";
import type { LogFormat } from "../logger";

const durationMs = (reply: FastifyReply) => Math.round(reply.elapsedTime * 10) / 10;

/**
 * The one JSON line of a request (docs/operations.md#logs): its id (the
 * child logger's `reqId`), the route's pattern rather than the URL, whose
 * ids and query may carry what a log must not keep (a search, a reset
 * token), the status and the error's code, the time, and who asked when
 * known. A request no route matched has no pattern: its path alone, without
 * the query.
 */
function requestFields(request: FastifyRequest, reply: FastifyReply, code: string | undefined) {
  const route = request.routeOptions.url ?? null;
  return {
    method: request.method,
    route,
    ...(route === null ? { path: request.url.split("?")[0] } : {}),
    status: reply.statusCode,
    ...(code ? { code } : {}),
    durationMs: durationMs(reply),
    ...(request.actor ? { userId: request.actor.id } : {}),
  };
}

/**
 * One log line per request, when its answer has gone (Fastify's own pair,
 * "incoming request" and "request completed", is turned off in app.ts; the
 * error handler writes a client error's details at debug only): in "json",
 * the fields above; in "readable" (development), `GET /url 401 NOT_AUTHORIZED 3.1 ms`,
 * written without the request's id, which pino-pretty would put on a line
 * of its own under each. A server fault still gets its own line, with its stack.
 */
export const requestLogPlugin = fastifyPlugin(
  async (app: FastifyInstance, options: { format: LogFormat }) => {
    const errorCodes = new WeakMap<FastifyRequest, string>();
    // Before the error handler answers: the code it will answer with.
    app.addHook("onError", async (request, _reply, error) => {
      errorCodes.set(request, errorAnswerFor(error).body.code);
    });
    app.addHook("onResponse", async (request, reply) => {
      const code = errorCodes.get(request);
      if (options.format === "readable") {
        const status = code ? `${reply.statusCode} ${code}` : String(reply.statusCode);
        app.log.info(`${request.method} ${request.url} ${status} ${durationMs(reply)} ms`);
      } else {
        request.log.info(requestFields(request, reply, code), "request");
      }
    });
  },
  { name: "ondine-request-log" },
);
