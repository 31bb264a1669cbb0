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

/** `make` applied once per key object for the process: the same value each time an app is built. */
function oncePerObject<Key extends object, Value>(make: (key: Key) => Value): (key: Key) => Value {
  const made = new WeakMap<Key, Value>();
  return (key) => {
    let value = made.get(key);
    if (value === undefined) {
      value = make(key);
      made.set(key, value);
    }
    return value;
  };
}

/** One JSON Schema per zod schema, so that its serializer is compiled once too. */
const jsonSchemaOfAnswer = oncePerObject((schema: z.ZodType): object => {
  const { $schema: _dialect, ...converted } = z.toJSONSchema(schema, {
    target: "draft-7",
    io: "output",
    unrepresentable: "any",
  });
  return converted;
});

const serializerOf = oncePerObject((schema: object) => fastJsonStringify(schema) as (data: unknown) => string);

/**
 * Fastify's default serializer compiler (fast-json-stringify, no shared
 * schemas: the app adds none), compiling each answer's schema once for the
 * process. A compiled serializer is a pure function of its schema, and
 * compiling the API's answers took about 230 ms of each app's start
 * (fast-json-stringify builds an Ajv instance per schema): the tests build
 * an app for every test (docs/architecture.md "Tools and tests").
 */
export const answerSerializerCompiler: FastifySerializerCompiler<unknown> = ({ schema }) =>
  serializerOf(schema as object);
