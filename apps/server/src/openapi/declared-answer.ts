import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { RouteSchema } from "./route-schema";

/** The answer a route sent that does not follow the schema it declares: a fault of the server (500). */
export class UndeclaredAnswerError extends Error {
  constructor(request: FastifyRequest, error: z.ZodError) {
    super(
      `${request.method} ${request.routeOptions.url} answered what its declared schema refuses:\n${z.prettifyError(error)}`,
    );
    this.name = "UndeclaredAnswerError";
  }
}

/**
 * A `preSerialization` hook, added outside production (app.ts): each JSON
 * answer on the route's success status is parsed with the schema the route
 * declares (RouteSchema's `success.schema`), and one that does not follow
 * it is a 500, so the route's own tests fail where the console's `apiCall`
 * would have failed in a user's page. Production skips it: the check costs
 * a full parse of every answer, and fast-json-stringify writes what the
 * schema says anyway (answer-serialization.ts). `echo` writes the schema's
 * complaint to stderr too (tests, whose logger is silent and whose 500 says
 * nothing of it).
 */
export function declaredAnswerCheck(options: { echo: boolean }) {
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const success = (request.routeOptions.schema as RouteSchema | undefined)?.success;
    if (!success?.schema || success.mediaType !== undefined || reply.statusCode !== success.status) return payload;
    const parsed = success.schema.safeParse(payload);
    if (parsed.success) return payload;
    const error = new UndeclaredAnswerError(request, parsed.error);
    request.log.error({ err: error }, "answer does not follow its declared schema");
    if (options.echo) console.error(error.message);
    throw error;
  };
}
