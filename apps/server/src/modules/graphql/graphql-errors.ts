import type { FastifyBaseLogger } from "fastify";
import { GraphQLError, type GraphQLFormattedError } from "graphql";
import { errorAnswerFor } from "../../errors/error-answer";

type Execution = { data?: unknown; errors: readonly GraphQLError[]; statusCode?: number };

/** Mercurius wraps a document's parse and validation errors in one error holding them. */
function unwrapped(error: GraphQLError): readonly GraphQLError[] {
  const inner = error.originalError as { errors?: unknown } | undefined;
  if (!Array.isArray(inner?.errors)) return [error];
  return inner.errors.map((each) =>
    each instanceof GraphQLError ? each : new GraphQLError((each as Error).message, { originalError: each as Error }),
  );
}

/**
 * One error as the client reads it: the code (docs/product.md#errors) in `extensions.code`,
 * with the field errors of a refused input (`extensions.errors`, the REST
 * answer's keys). Errors of the document itself (syntax, unknown field,
 * depth, cost) are WRONG_PARAMETERS; anything unexpected is INTERNAL_ERROR
 * whose details stay in the log, as the REST error handler does.
 */
function formatError(error: GraphQLError, log: FastifyBaseLogger): GraphQLFormattedError {
  const original = error.originalError;
  const where = {
    ...(error.locations ? { locations: error.locations } : {}),
    ...(error.path ? { path: error.path } : {}),
  };
  // Compiled queries (graphql-jit) may give errors without extensions.
  const code = error.extensions?.code;
  if (code !== undefined || original === undefined || original instanceof GraphQLError) {
    const extensions = { ...error.extensions, code: code ?? "WRONG_PARAMETERS" };
    return { message: error.message, ...where, extensions };
  }
  const { body, isServerFault, isOutage } = errorAnswerFor(original);
  if (isServerFault) log.error({ err: original, path: error.path }, "GraphQL resolver failed");
  else if (isOutage) log.warn({ err: original, path: error.path }, body.message);
  const { code: bodyCode, message, errors, ...extras } = body;
  const fieldErrors = errors && Object.keys(errors).length > 0 ? { errors } : {};
  return { message, ...where, extensions: { code: bodyCode, ...fieldErrors, ...extras } };
}

/**
 * Mercurius's errorFormatter: the answer's errors and its HTTP status. An
 * answer with data is 200 (GraphQL over HTTP); without, a single refused
 * request keeps its REST status (401, 403, 404, 429...), a refused document 400.
 */
export function formatGraphqlErrors(execution: Execution, context: { reply?: { log: FastifyBaseLogger } }) {
  const log = context.reply?.log as FastifyBaseLogger;
  const errors = execution.errors.flatMap(unwrapped);
  const formatted = errors.map((error) => formatError(error, log));
  let statusCode = 200;
  if (execution.data === undefined || execution.data === null) {
    const [only] = execution.errors;
    const status = (only?.originalError as { statusCode?: unknown } | undefined)?.statusCode;
    if (execution.statusCode !== undefined) statusCode = execution.statusCode;
    else if (execution.errors.length === 1 && typeof status === "number") statusCode = status;
  }
  return { statusCode, response: { data: execution.data ?? null, errors: formatted } };
}
