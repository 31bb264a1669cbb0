import { searchInputError } from "../search-input-error";

/** `query.bool` + `must` → `query.bool.must`. */
export function childPath(path: string, key: string): string {
  return path === "" ? key : `${path}.${key}`;
}

/** `query.bool.must` + 1 → `query.bool.must[1]`. */
export function itemPath(path: string, index: number): string {
  return `${path}[${index}]`;
}

export type JsonObject = Record<string, unknown>;

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function readObject(value: unknown, path: string): JsonObject {
  if (!isJsonObject(value)) throw searchInputError(path, "search.invalid", `${path || "The body"} must be an object.`);
  return value;
}

/** Refuses any key outside `known`, naming it: the first unknown key decides. */
export function checkKeys(object: JsonObject, path: string, known: readonly string[]): void {
  for (const key of Object.keys(object)) {
    if (!known.includes(key)) throw searchInputError(childPath(path, key), "search.unsupported");
  }
}

/** An object of exactly one key, such as `{"term": {...}}` or `{"code": {...}}`. */
export function readSingleEntry(value: unknown, path: string): [string, unknown] {
  const object = readObject(value, path);
  const entries = Object.entries(object);
  const [first] = entries;
  if (!first || entries.length !== 1) {
    throw searchInputError(path, "search.invalid", `${path} must hold exactly one key.`);
  }
  return first;
}

/** A clause or a list of clauses (ES takes both in bool and sort). */
export function readList(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [value];
}

export function readArray(value: unknown, path: string): unknown[] {
  if (!Array.isArray(value)) throw searchInputError(path, "search.invalid", `${path} must be an array.`);
  return value;
}

export function readString(value: unknown, path: string): string {
  if (typeof value !== "string") throw searchInputError(path, "search.invalid", `${path} must be a string.`);
  return value;
}

export function readBoolean(value: unknown, path: string): boolean {
  if (typeof value === "boolean") return value;
  if (value === "true" || value === "false") return value === "true";
  throw searchInputError(path, "search.invalid", `${path} must be true or false.`);
}

/** A whole number within bounds, given as a number or a numeric string. */
export function readInteger(value: unknown, path: string, bounds: { min: number; max: number }): number {
  const number = typeof value === "string" && /^-?\d+$/.test(value.trim()) ? Number(value) : value;
  if (typeof number !== "number" || !Number.isInteger(number)) {
    throw searchInputError(path, "search.invalid", `${path} must be a whole number.`);
  }
  if (number < bounds.min) throw searchInputError(path, "search.invalid", `${path} must be at least ${bounds.min}.`);
  if (number > bounds.max) {
    throw searchInputError(path, "search.too_large", `${path} must be at most ${bounds.max}.`);
  }
  return number;
}
