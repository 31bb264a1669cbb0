import type { FastifyInstance } from "fastify";
import fastifyPlugin from "fastify-plugin";
import { runInRequestContext } from "../request-context";

/**
 * Runs each request's hooks and handler in its request context (its id),
 * which the database names its connection after (db/request-application-name.ts).
 * Entered in `onRequest`, then again in `preValidation`: reading the body
 * resumes in the socket's context rather than the request's, so what runs
 * after it (validation, preHandler, the handler) is put back in.
 */
export const requestContextPlugin = fastifyPlugin(
  async (app: FastifyInstance) => {
    app.addHook("onRequest", (request, _reply, done) => {
      runInRequestContext({ requestId: request.id }, done);
    });
    app.addHook("preValidation", (request, _reply, done) => {
      runInRequestContext({ requestId: request.id }, done);
    });
  },
  { name: "ondine-request-context" },
);
