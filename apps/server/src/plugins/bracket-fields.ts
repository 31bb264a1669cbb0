import { AppError } from "../errors/app-error";

type Nested = { [key: string]: Nested | unknown };

// Names that would reach Object.prototype through a crafted field name.
const forbiddenKeys = new Set(["__proto__", "prototype", "constructor"]);

function pathOf(name: string): string[] {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(name);
  if (!match?.[1]) throw new AppError("WRONG_PARAMETERS", `The form field name "${name}" cannot be read.`);
  const brackets = [...(match[2] ?? "").matchAll(/\[([^[\]]*)\]/g)].map((part) => part[1] ?? "");
  return [match[1], ...brackets];
}

/** Objects whose keys are all indexes (`[0]`, `[1]`...) become arrays, in index order. */
function withArrays(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withArrays);
  if (typeof value !== "object" || value === null) return value;
  const entries = Object.entries(value).map(([key, inner]) => [key, withArrays(inner)] as const);
  if (entries.length > 0 && entries.every(([key]) => /^\d+$/.test(key))) {
    return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, inner]) => inner);
  }
  return Object.fromEntries(entries);
}

/**
 * Form fields in bracket notation, as Rails-style clients send them
 * (`user[first_name]`, `user[user_locations_attributes][0][location_id]`,
 * `tags[]`), as the nested object a JSON body would carry. Values stay as
 * sent (strings): the call's schema reads them.
 */
export function nestBracketFields(fields: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const root: Nested = {};
  for (const [name, value] of Object.entries(fields)) {
    const path = pathOf(name);
    if (path.some((key) => forbiddenKeys.has(key))) {
      throw new AppError("WRONG_PARAMETERS", `The form field name "${name}" is not allowed.`);
    }
    let node: Nested = root;
    path.forEach((key, index) => {
      const isLast = index === path.length - 1;
      if (key === "") {
        // `name[]`: a list of the values sent under that name.
        if (!isLast) throw new AppError("WRONG_PARAMETERS", `The form field name "${name}" cannot be read.`);
        return;
      }
      const nextIsList = path[index + 1] === "";
      if (isLast || (nextIsList && index === path.length - 2)) {
        node[key] = nextIsList ? (Array.isArray(value) ? value : [value]) : value;
        return;
      }
      const next = node[key];
      if (typeof next !== "object" || next === null || Array.isArray(next)) node[key] = {};
      node = node[key] as Nested;
    });
  }
  return withArrays(root) as Record<string, unknown>;
}
