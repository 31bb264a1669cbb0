import { z } from "zod";

/** A JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1), as zod writes it. */
export type JsonSchema = { [keyword: string]: unknown };

/**
 * Definitions a schema shares (a recursive one's), hoisted from its `$defs`
 * into `components.schemas`: a `#/$defs/...` reference inside an operation
 * would point at the root of the OpenAPI document, where there are none.
 */
export type SharedSchemas = Record<string, JsonSchema>;

/**
 * Checks, transforms and dates have no JSON Schema: they read as "any value"
 * (`{}`) rather than throwing. `input`: what a client sends (a preprocessed
 * query number, a default left out), not what the handler gets.
 */
const conversion = { unrepresentable: "any", target: "draft-2020-12" } as const;

function rewriteReferences(value: unknown, references: Map<string, string>): unknown {
  if (Array.isArray(value)) return value.map((item) => rewriteReferences(item, references));
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      key === "$ref" && typeof item === "string" ? (references.get(item) ?? item) : rewriteReferences(item, references),
    ]),
  );
}

/**
 * The JSON Schema of a zod schema's input (or output, for an answer), its
 * `$defs` moved to `shared` under names starting with `namePrefix`.
 */
export function jsonSchemaOf(
  schema: z.ZodType,
  options: { io: "input" | "output"; namePrefix: string; shared: SharedSchemas },
): JsonSchema {
  const { $schema: _dialect, $defs, ...converted } = z.toJSONSchema(schema, { ...conversion, io: options.io });
  if (!$defs) return converted;
  const references = new Map(
    Object.keys($defs).map((name) => [`#/$defs/${name}`, `#/components/schemas/${options.namePrefix}${name}`]),
  );
  for (const [name, definition] of Object.entries($defs)) {
    options.shared[`${options.namePrefix}${name}`] = rewriteReferences(definition, references) as JsonSchema;
  }
  return rewriteReferences(converted, references) as JsonSchema;
}

/**
 * The properties of an object schema, and which are required: query
 * strings and paths are documented one parameter per property. An
 * intersection (`a.and(b)`) lists those of both.
 */
export function objectPropertiesOf(schema: JsonSchema): { properties: Record<string, JsonSchema>; required: string[] } {
  if (Array.isArray(schema.allOf)) {
    const parts = (schema.allOf as JsonSchema[]).map(objectPropertiesOf);
    return {
      properties: Object.assign({}, ...parts.map((part) => part.properties)),
      required: parts.flatMap((part) => part.required),
    };
  }
  if (schema.type !== "object") throw new Error(`Expected an object schema, got ${JSON.stringify(schema)}`);
  return {
    properties: (schema.properties ?? {}) as Record<string, JsonSchema>,
    required: (schema.required ?? []) as string[],
  };
}
