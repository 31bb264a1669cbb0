import { silenceLimits } from "@ondine/domain";
import type { ReactNode } from "react";
import { formErrorText } from "../../i18n/form-errors";

/** The figures the `silentMode.errors.*` texts quote, from the domain's limits. */
const silenceErrorValues = {
  days: silenceLimits.maxAheadDays,
  seriesDays: silenceLimits.maxSeriesDays,
  occurrenceDays: silenceLimits.maxOccurrenceHours / 24,
  minutes: silenceLimits.maxStartInPastMinutes,
  max: silenceLimits.noteMaxLength,
};

/** A window's error (the form's, the rules' or the server's 422 `errors`) in the interface language, with its limits. */
export function silenceErrorText(error: ReactNode): ReactNode {
  return formErrorText(error, silenceErrorValues);
}
