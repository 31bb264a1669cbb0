import type { TFunction } from "i18next";
import { isApiError } from "../../../api/api-error";
import { apiErrorMessage } from "../../../api/api-error-message";
import { ticketErrorText } from "../ticket-error-text";

/** Why a change was refused, in words: a 422's field messages (`tickets.errors.*`), else the answer's code. */
export function refusalText(error: unknown, t: TFunction): string {
  const messages = isApiError(error) ? Object.values(error.errors).flat() : [];
  if (messages.length === 0) return apiErrorMessage(error, t);
  return [...new Set(messages)].map((message) => String(ticketErrorText(message))).join(" ");
}
