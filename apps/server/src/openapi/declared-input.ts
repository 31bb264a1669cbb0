import type { z } from "zod";
import { parseWith } from "../errors/parse-with";
import { ClockedSchema, type InputSchema } from "./route-schema";

/** The request parts a route declares schemas for, named as in Fastify's `schema`. */
export type InputPart = "body" | "querystring" | "params";

/** What `declaredSchema` reads of a request: its parts and the schema its route declared. */
export type DeclaringRequest<Schema> = {
  body: unknown;
  query: unknown;
  params: unknown;
  routeOptions: { schema?: Schema };
};

/** The zod schema of `part` in a route's declared `schema` (built, for a clocked one). */
type DeclaredZod<Schema, Part extends InputPart> = Schema extends { [K in Part]: infer Declared }
  ? Declared extends ClockedSchema<infer Built>
    ? Built
    : Declared extends z.ZodType
      ? Declared
      : never
  : never;

/** A clocked schema needs the request's present moment; any other, nothing. */
type NowArgument<Schema, Part extends InputPart> = Schema extends { [K in Part]: ClockedSchema } ? [now: Date] : [];

/**
 * The schema the request's route declared for `part`, the one the OpenAPI
 * document shows: for routes that read the part their own way (a path id
 * answering 404, the multipart user form) before validating it.
 */
export function declaredSchema<Schema, Part extends InputPart>(
  request: DeclaringRequest<Schema>,
  part: Part,
  ...now: NowArgument<Schema, Part>
): DeclaredZod<Schema, Part> {
  const declared = (request.routeOptions.schema as Partial<Record<InputPart, InputSchema>> | undefined)?.[part];
  if (declared === undefined) throw new Error(`The route declares no ${part} schema`);
  if (!(declared instanceof ClockedSchema)) return declared as DeclaredZod<Schema, Part>;
  const [at] = now as [Date?];
  if (!at) throw new Error(`The ${part} schema depends on the clock: pass the request's now`);
  return declared.build(at) as DeclaredZod<Schema, Part>;
}

const partOf = (request: DeclaringRequest<unknown>, part: InputPart): unknown =>
  part === "querystring" ? request.query : request[part];

/**
 * Validates a request part with the schema its route declared (`schema:
 * { body, querystring, params }`): 422 INVALID_PARAMETERS naming each field,
 * as `parseWith`. Called in the handler, after authorizing, so that a
 * caller without a session gets 401 and one without the role 403 before any
 * field is read (docs/product.md#errors order), and rate limits count before parsing.
 *
 *     const body = parseDeclared(request, "body", deps.now());
 */
export function parseDeclared<Schema, Part extends InputPart>(
  request: DeclaringRequest<Schema>,
  part: Part,
  ...now: NowArgument<Schema, Part>
): z.output<DeclaredZod<Schema, Part>> {
  return parseWith(declaredSchema(request, part, ...now), partOf(request, part));
}
