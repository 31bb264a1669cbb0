import type { FastifyInstance } from "fastify";
import fastifyPlugin from "fastify-plugin";
import { TooManyRequestsError } from "./app-error";
import { errorAnswerFor } from "./error-answer";

/**
 * The one error handler (STYLE.md habit 7): every thrown error answers
 * `{code, message, errors}`. A server fault is logged with its stack under
 * the request id; the client gets nothing of it but the code.
 */
export const errorHandlerPlugin = fastifyPlugin(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error, request, reply) => {
      const { status, body, isServerFault } = errorAnswerFor(error);
      if (isServerFault) {
        request.log.error({ err: error }, "Request failed");
      } else {
        request.log.info({ code: body.code, errors: body.errors }, body.message);
      }
      if (error instanceof TooManyRequestsError) reply.header("retry-after", String(error.retryAfterSeconds));
      return reply.code(status).type("application/json; charset=utf-8").send(body);
    });
  },
  { name: "ondine-error-handler" },
);
