import { roleFlagKeys } from "@ondine/domain";

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const booleans: Record<string, boolean> = { true: true, "1": true, false: false, "0": false };

/** "true"/"1" and "false"/"0" as booleans; anything else is left for the schema to refuse. */
function asBoolean(value: unknown): unknown {
  return typeof value === "string" && value in booleans ? booleans[value] : value;
}

function asInteger(value: unknown): unknown {
  return typeof value === "string" && /^-?\d+$/.test(value) ? Number(value) : value;
}

function coerceKeys(fields: Fields, coercions: Record<string, (value: unknown) => unknown>): Fields {
  const coerced: Fields = { ...fields };
  for (const [key, coerce] of Object.entries(coercions)) {
    if (key in coerced) coerced[key] = coerce(coerced[key]);
  }
  return coerced;
}

const locationCoercions = { id: asInteger, location_id: asInteger, _destroy: asBoolean };
const roleCoercions = Object.fromEntries(roleFlagKeys.map((key) => [key, asInteger]));

/**
 * The user form sent as multipart/form-data carries only strings: this reads
 * its numbers (ids, 0/1 role flags) and booleans as the JSON body has them,
 * so `userBodySchema` validates both alike (`POST /users`, docs/product.md#accounts).
 */
export function userBodyFromFormFields(form: unknown): unknown {
  if (!isFields(form) || !isFields(form.user)) return form;
  const user = coerceKeys(form.user, { admin: asBoolean, beta_only: asBoolean, two_factor_enabled: asBoolean });
  if (isFields(user.roles)) user.roles = coerceKeys(user.roles, roleCoercions);
  if (Array.isArray(user.user_locations_attributes)) {
    user.user_locations_attributes = user.user_locations_attributes.map((location) =>
      isFields(location) ? coerceKeys(location, locationCoercions) : location,
    );
  }
  return { ...form, user };
}
