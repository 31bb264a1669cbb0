import fastJsonStringify from "fast-json-stringify";
import type { FastifySerializerCompiler } from "fastify";
import { z } from "zod";

/**
 * Fastify's `response` schema of a JSON answer, from the zod schema the route
 * declares: Fastify serializes the answer with fast-json-stringify compiled
 * from it (`answerSerializerCompiler`) rather than `JSON.stringify`.
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
  return { response: { [answer.status]: jsonSchemaOfAnswer(answer.schema) } };
}

/** One JSON Schema per zod schema, for the process: the same object each time an app is built. */
const answerJsonSchemas = new WeakMap<z.ZodType, object>();

function jsonSchemaOfAnswer(schema: z.ZodType): object {
  let converted = answerJsonSchemas.get(schema);
  if (!converted) {
    const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
      target: "draft-7",
      io: "output",
      unrepresentable: "any",
    });
    converted = rest;
    answerJsonSchemas.set(schema, converted);
  }
  return converted;
}

type Serializer = (data: unknown) => string;
const serializers = new WeakMap<object, Serializer>();

/**
 * Fastify's default serializer compiler (fast-json-stringify, no shared
 * schemas: the app adds none), compiling each answer's schema once for the
 * process. A compiled serializer is a pure function of its schema, and
 * compiling the API's answers took about 230 ms of each app's start
 * (fast-json-stringify builds an Ajv instance per schema): the tests build
 * an app for every test (docs/architecture.md "Tools and tests").
 */
export const answerSerializerCompiler: FastifySerializerCompiler<unknown> = ({ schema }) => {
  const key = schema as object;
  let serializer = serializers.get(key);
  if (!serializer) {
    serializer = fastJsonStringify(key) as Serializer;
    serializers.set(key, serializer);
  }
  return serializer;
};
