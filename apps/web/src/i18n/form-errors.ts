import type { ReactNode } from "react";
import { i18n } from "./i18n";

/**
 * The domain's zod schemas carry catalogue keys as messages
 * (`formErrors.required`, `twoFactor.code_invalid`, STYLE "One schema per
 * rule"); the server's `errors` do too. This reads one in the interface
 * language; anything else (a node, `true` for "invalid, no text") is kept.
 */
export function formErrorText(error: ReactNode, values?: Record<string, string | number>): ReactNode {
  if (typeof error !== "string" || error === "") return error;
  // The key comes from the schema at run time; catalogues.test.ts keeps the known ones in every language.
  return i18n.t(error as never, values ?? {}) as string;
}

/**
 * For Mantine's `useForm({ enhanceGetInputProps })`: every field shows its
 * error translated, with the given interpolation values per field (e.g. the
 * minimum length of a password).
 */
export function translatedInputErrors(valuesByField: Record<string, Record<string, string | number>> = {}) {
  return ({ inputProps, field }: { inputProps: { error?: ReactNode }; field: string }) => ({
    error: formErrorText(inputProps.error, valuesByField[field]),
  });
}
