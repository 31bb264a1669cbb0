import { isApiError } from "../../../api/api-error";

/** The reply form's fields a refusal may name. */
export const replyFields = ["message", "internal", "status", "attachments"] as const;
export type ReplyField = (typeof replyFields)[number];

/** What a refused reply says, read for the form: each field's first message (i18n keys), and those no field shows. */
export interface ReplyRefusal {
  fieldErrors: Partial<Record<ReplyField, string>>;
  otherMessages: string[];
}

/** The form's field of a path of the 422's `errors`: a file is named by its place (`attachments.2`), shown under the files. */
function replyFieldOf(path: string): ReplyField | undefined {
  const [field] = path.split(".");
  return replyFields.find((name) => name === field);
}

/** A 422's field errors (docs/tickets.md#calls: `tickets.errors.*`, `formErrors.*`) by the form's fields; anything else has none. */
export function readReplyRefusal(error: unknown): ReplyRefusal {
  const refusal: ReplyRefusal = { fieldErrors: {}, otherMessages: [] };
  if (!isApiError(error)) return refusal;
  for (const [path, messages] of Object.entries(error.errors)) {
    const field = replyFieldOf(path);
    const [first] = messages;
    if (field && first !== undefined) refusal.fieldErrors[field] ??= first;
    else refusal.otherMessages.push(...messages);
  }
  return refusal;
}
