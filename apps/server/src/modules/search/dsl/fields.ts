import type { IndexMapping } from "../mappings/index-mapping";
import { searchInputError } from "../search-input-error";
import type { FieldValue, ResolvedField } from "./ast";
import { type DateContext, parseDateMath } from "./date-math";

/**
 * The field a request names, or 400 search.unknown_field at `path`.
 * `name.keyword` reads a text field as its exact value, as Elasticsearch
 * mappings' keyword sub-field does.
 */
export function resolveField(mapping: IndexMapping, name: string, path: string): ResolvedField {
  const field = Object.hasOwn(mapping.fields, name) ? mapping.fields[name] : undefined;
  if (field) return { name, type: field.type, mapping: field };
  if (name.endsWith(".keyword")) {
    const base = name.slice(0, -".keyword".length);
    const text = Object.hasOwn(mapping.fields, base) ? mapping.fields[base] : undefined;
    if (text?.type === "text") return { name, type: "keyword", mapping: text };
  }
  throw searchInputError(path, "search.unknown_field", `${path}: the ${mapping.name} index has no field ${name}.`);
}

/** Refuses a field whose type the construct does not take. */
export function requireFieldType(field: ResolvedField, path: string, types: readonly ResolvedField["type"][]): void {
  if (!types.includes(field.type)) {
    throw searchInputError(path, "search.field_type", `${path}: ${field.name} is a ${field.type} field.`);
  }
}

/** Refuses a list field where one value per document is needed (sort, aggregations). */
export function requireSingleValued(field: ResolvedField, path: string): void {
  if (field.mapping.many) {
    throw searchInputError(
      path,
      "search.field_type",
      `${path}: ${field.name} holds a list; it cannot sort or aggregate.`,
    );
  }
}

/** Whether a value can be read in the field's type (query_string's terms are tried on each of its fields). */
export function tryFieldValue(field: ResolvedField, value: unknown, dates: DateContext, roundUp = false) {
  switch (field.type) {
    case "keyword":
    case "text":
      if (typeof value === "string") return value;
      return typeof value === "number" || typeof value === "boolean" ? String(value) : undefined;
    case "number": {
      const number = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
      return typeof number === "number" && Number.isFinite(number) ? number : undefined;
    }
    case "boolean":
      if (typeof value === "boolean") return value;
      return value === "true" ? true : value === "false" ? false : undefined;
    case "date":
      return typeof value === "string" || typeof value === "number" ? parseDateMath(value, dates, roundUp) : undefined;
  }
}

/** A value in the field's type (dates in epoch milliseconds), or 400 search.invalid at `path`. */
export function readFieldValue(
  field: ResolvedField,
  value: unknown,
  path: string,
  dates: DateContext,
  roundUp = false,
): FieldValue {
  const read = tryFieldValue(field, value, dates, roundUp);
  if (read === undefined) {
    throw searchInputError(path, "search.invalid", `${path}: not a ${field.type} value for ${field.name}.`);
  }
  return read;
}
