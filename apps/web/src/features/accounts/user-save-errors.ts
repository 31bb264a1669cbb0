import type { FieldErrors } from "@ondine/domain";
import { isApiError } from "../../api/api-error";

export const emailUnavailableKey = "users.email_unavailable";

/**
 * A refused save's field errors, keyed like the form ("user.email"). The
 * server keys them by the body's path; a bare field name is read the same.
 */
export function userFieldErrors(error: unknown): FieldErrors {
  if (!isApiError(error)) return {};
  return Object.fromEntries(
    Object.entries(error.errors).map(([field, messages]) => [
      field.startsWith("user.") ? field : `user.${field}`,
      messages,
    ]),
  );
}

/** "Create user: server email error shows 'email unavailable'" (docs/product.md#errors-behaviour). */
export function isEmailUnavailable(error: unknown): boolean {
  return userFieldErrors(error)["user.email"]?.includes(emailUnavailableKey) ?? false;
}

/** The refusals of a manager level (docs/product.md#accounts-permissions), as the server names them. */
const levelRefusalKeys = ["accounts.errors.features_not_allowed", "accounts.errors.contacts_not_allowed"] as const;
export type LevelRefusalKey = (typeof levelRefusalKeys)[number];

/** Why a save was refused, when the actor's manager level is the reason. */
export function levelRefusalKey(error: unknown): LevelRefusalKey | undefined {
  if (!isApiError(error)) return undefined;
  const keys = Object.values(error.errors).flat();
  return levelRefusalKeys.find((key) => keys.includes(key));
}
