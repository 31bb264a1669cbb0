import { ticketErrors, ticketLimits } from "@ondine/domain";
import type { ReactNode } from "react";
import { formErrorText } from "../../i18n/form-errors";
import { formatFileSize } from "./format-file-size";

/** The figures the `tickets.errors.*` texts quote, from the domain's limits. */
function ticketErrorValues(): Record<string, string | number> {
  return {
    max: formatFileSize(ticketLimits.attachmentBytes),
    days: ticketLimits.reopenDays,
  };
}

/**
 * A ticket field's error (the form's or the server's 422 `errors`) in the
 * interface language, with the limits its text quotes. `too_many_attachments`
 * quotes a count, the others a size or a number of days.
 */
export function ticketErrorText(error: ReactNode): ReactNode {
  const values =
    error === ticketErrors.tooManyAttachments ? { max: ticketLimits.attachmentsPerMessage } : ticketErrorValues();
  return formErrorText(error, values);
}
