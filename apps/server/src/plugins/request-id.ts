import type { FastifyInstance } from "fastify";
import fastifyPlugin from "fastify-plugin";
import { requestIdHeader } from "../logger";

/**
 * Echoes the request id (chosen by requestIdFor, see app.ts) on every
 * answer, so a client or a proxy can quote it and we find its log lines.
 */
export const requestIdPlugin = fastifyPlugin(
  async (app: FastifyInstance) => {
    app.addHook("onRequest", async (request, reply) => {
      reply.header(requestIdHeader, request.id);
    });
  },
  { name: "ondine-request-id" },
);
