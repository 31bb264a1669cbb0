import type { FastifyInstance } from "fastify";
import fastifyPlugin from "fastify-plugin";
import { errorAnswerFor } from "./error-answer";

/**
 * The one error handler (STYLE.md habit 7): every thrown error answers
 * `{code, message, errors}`. A server fault is logged with its stack under
 * the request id; the client gets nothing of it but the code.
 */
export const errorHandlerPlugin = fastifyPlugin(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error, request, reply) => {
      const { status, body, isServerFault, isOutage, retryAfterSeconds } = errorAnswerFor(error);
      if (isServerFault) {
        request.log.error({ err: error }, "Request failed");
      } else if (isOutage) {
        request.log.warn({ err: error, code: body.code }, body.message);
      } else {
        // The request's own line has its status and code (plugins/request-log.ts); the details at debug.
        request.log.debug({ code: body.code, errors: body.errors }, body.message);
      }
      // Rate limits, load shedding and database outages alike say when to come back.
      if (retryAfterSeconds !== undefined) reply.header("retry-after", String(retryAfterSeconds));
      return reply.code(status).type("application/json; charset=utf-8").send(body);
    });
  },
  { name: "ondine-error-handler" },
);
