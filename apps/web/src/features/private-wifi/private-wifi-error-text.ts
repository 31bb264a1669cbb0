import type { PrivateWifiSiteFigures } from "@ondine/domain";
import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import { isApiError } from "../../api/api-error";
import { apiErrorMessage } from "../../api/api-error-message";
import { formErrorText } from "../../i18n/form-errors";

/** What `privateWifi.errors.key_limit` quotes: the site's limit and the keys it holds. */
export interface KeyLimitValues {
  limit: number;
  used: number;
}

/** The limit from the refusal's body when it says it (`key_limit`, `keys_in_use`), else the site's figures. */
export function keyLimitValuesOf(error: unknown, figures: PrivateWifiSiteFigures | undefined): KeyLimitValues {
  const details = isApiError(error) ? error.details : {};
  const limit = typeof details.key_limit === "number" ? details.key_limit : figures?.key_limit;
  const used = typeof details.keys_in_use === "number" ? details.keys_in_use : figures?.keys_in_use;
  return { limit: limit ?? 0, used: used ?? 0 };
}

/** A rule's or the server's message key (`privateWifi.errors.*`, `formErrors.*`) in the interface language. */
export function privateWifiErrorText(error: ReactNode, keyLimit?: KeyLimitValues): ReactNode {
  return formErrorText(error, keyLimit ? { limit: keyLimit.limit, used: keyLimit.used } : undefined);
}

/** A refused call, read for a form: its fields' message keys, the other reasons in words, and the limit they quote. */
export interface Refusal<Field extends string> {
  fields: Partial<Record<Field, string>>;
  messages: string[];
  keyLimit: KeyLimitValues;
}

/**
 * The server's `errors` (docs/private-wifi.md#calls: `name_taken`,
 * `key_limit` with the limit, `expiry_in_past`...) on the form's fields when
 * they name one, the rest as sentences; a refusal naming nothing says why in
 * the API's words.
 */
export function readRefusal<Field extends string>(
  error: unknown,
  fieldNames: readonly Field[],
  t: TFunction,
  figures?: PrivateWifiSiteFigures,
): Refusal<Field> {
  const keyLimit = keyLimitValuesOf(error, figures);
  const refusal: Refusal<Field> = { fields: {}, messages: [], keyLimit };
  if (isApiError(error)) {
    for (const [path, keys] of Object.entries(error.errors)) {
      const [first] = keys ?? [];
      if (first === undefined) continue;
      if ((fieldNames as readonly string[]).includes(path)) refusal.fields[path as Field] = first;
      else refusal.messages.push(String(privateWifiErrorText(first, keyLimit)));
    }
  }
  if (Object.keys(refusal.fields).length === 0 && refusal.messages.length === 0) {
    refusal.messages.push(apiErrorMessage(error, t));
  }
  return refusal;
}
