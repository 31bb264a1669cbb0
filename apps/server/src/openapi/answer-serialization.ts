import { z } from "zod";

/**
 * Fastify's `response` schema of a JSON answer, from the zod schema the route
 * declares: Fastify serializes the answer with fast-json-stringify compiled
 * from it (its default serializer compiler) rather than `JSON.stringify`.
 *
 * Draft 7, the dialect fast-json-stringify reads (its `$ref`s to
 * `#/definitions/...` resolve inside the schema). What has no JSON Schema
 * (a transform, a Date) reads as "any value" and is written by
 * `JSON.stringify`, so a Date still goes out as its ISO string. Properties
 * the schema does not name are left out of the answer, as the console's
 * `apiCall` would drop them: what goes out is what the document says.
 * fast-json-stringify coerces a value of the wrong type (a number in a
 * string field) instead of failing; declared-answer.ts checks each answer
 * against the zod schema outside production so that such a route fails its
 * tests.
 */
export function responseSchemaOf(
  // Structural rather than route-schema.ts's RouteAnswer: that file imports this one.
  answer: { status: number; schema?: z.ZodType; mediaType?: unknown } | undefined,
): { response?: Record<number, unknown> } {
  if (!answer?.schema || answer.mediaType !== undefined) return {};
  const { $schema: _dialect, ...schema } = z.toJSONSchema(answer.schema, {
    target: "draft-7",
    io: "output",
    unrepresentable: "any",
  });
  return { response: { [answer.status]: schema } };
}
