import {
  type FieldErrors,
  fieldErrorsFromZodIssues,
  type SilenceReason,
  type SilenceTarget,
  type SilenceWindowCreate,
  silenceErrors,
  silenceWindowCreateSchema,
  silenceWindowProblems,
} from "@ondine/domain";
import { instantOfParisWallClock, parisWallClockOf } from "../paris-wall-clock";

/**
 * The new-window form as typed: ids as text ("" for none), times as Paris
 * wall-clock times (`2026-11-22 14:00:00`, "" while incomplete), weekdays as
 * ISO numbers in text ("1" Monday ... "7" Sunday), the last day `YYYY-MM-DD`.
 */
export interface SilenceWindowFormValues {
  site_id: string;
  target: SilenceTarget;
  building_id: string;
  equipment_ids: string[];
  starts_at: string;
  ends_at: string;
  reason: SilenceReason | "";
  note: string;
  repeats: boolean;
  weekdays: string[];
  until: string;
}

export const silenceWindowFormFields = [
  "site_id",
  "target",
  "building_id",
  "equipment_ids",
  "starts_at",
  "ends_at",
  "reason",
  "note",
  "weekdays",
  "until",
] as const;
export type SilenceWindowFormField = (typeof silenceWindowFormFields)[number];
export type SilenceWindowFormErrors = Partial<Record<SilenceWindowFormField, string>>;

/** The form when it opens: on the site given (the list's filter, or the caller's only site), the whole site, from now. */
export function silenceWindowInitialValues(siteId: number | undefined, now: Date): SilenceWindowFormValues {
  return {
    site_id: siteId === undefined ? "" : String(siteId),
    target: "site",
    building_id: "",
    equipment_ids: [],
    starts_at: parisWallClockOf(now),
    ends_at: "",
    reason: "",
    note: "",
    repeats: false,
    weekdays: [],
    until: "",
  };
}

/**
 * The values as `silenceWindowCreateSchema` reads them (the server's own
 * schema, checked before sending). A start left as the form opened with it
 * means "now": sent as now, so a form left open a while does not start in
 * the past.
 */
export function silenceWindowInput(values: SilenceWindowFormValues, openedWith: string, now: Date) {
  const typedStart = instantOfParisWallClock(values.starts_at);
  const startsNow = values.starts_at === openedWith && typedStart !== undefined && new Date(typedStart) < now;
  return {
    site_id: values.site_id === "" ? undefined : Number(values.site_id),
    target: values.target,
    building_id: values.target === "building" && values.building_id !== "" ? Number(values.building_id) : null,
    equipment_ids: values.target === "equipment" ? values.equipment_ids.map(Number) : [],
    starts_at: startsNow ? now.toISOString() : typedStart,
    ends_at: instantOfParisWallClock(values.ends_at),
    reason: values.reason === "" ? undefined : values.reason,
    note: values.note,
    recurrence: values.repeats
      ? { weekdays: values.weekdays.map(Number), until: values.until === "" ? undefined : values.until }
      : null,
  };
}

/** The form's field an error's path names (`recurrence.until`, `equipment_ids.3`); undefined for none of them. */
function fieldOfPath(path: string): SilenceWindowFormField | undefined {
  const [head, next] = path.split(".");
  if (head === "recurrence") return next === "until" ? "until" : "weekdays";
  return silenceWindowFormFields.find((field) => field === head);
}

/** The field a rule's error belongs to (docs/alerts.md#silent-mode), for the errors that come without a path. */
export function fieldOfSilenceError(error: string, target: SilenceTarget): SilenceWindowFormField | undefined {
  switch (error) {
    case silenceErrors.startsInPast:
      return "starts_at";
    case silenceErrors.endsBeforeStart:
    case silenceErrors.tooFarAhead:
    case silenceErrors.occurrenceTooLong:
      return "ends_at";
    case silenceErrors.untilBeforeStart:
    case silenceErrors.seriesTooLong:
      return "until";
    case silenceErrors.targetIncomplete:
    case silenceErrors.notOnSite:
      return target === "building" ? "building_id" : target === "equipment" ? "equipment_ids" : "target";
    default:
      return undefined;
  }
}

/** What a blank field is missing, whatever the schema says of an absent value ("not valid" for a day). */
function isBlank(values: SilenceWindowFormValues, field: SilenceWindowFormField): boolean {
  const value = values[field];
  return Array.isArray(value) ? value.length === 0 : value === "";
}

/**
 * Errors (the schema's, the rules' or a 422's) by the form's fields, each
 * field's first; a target left incomplete shows at the building or the
 * equipment it lacks; the errors of no field apart, to show above the form.
 */
export function silenceWindowFormErrors(
  errors: FieldErrors,
  values: SilenceWindowFormValues,
): { fields: SilenceWindowFormErrors; others: string[] } {
  const fields: SilenceWindowFormErrors = {};
  const others: string[] = [];
  for (const [path, messages] of Object.entries(errors)) {
    for (const message of messages) {
      const byRule = fieldOfSilenceError(message, values.target);
      const byPath = fieldOfPath(path);
      const field = message === silenceErrors.targetIncomplete ? byRule : (byPath ?? byRule);
      if (field === undefined) others.push(message);
      else fields[field] ??= isBlank(values, field) ? "formErrors.required" : message;
    }
  }
  return { fields, others };
}

/** The window to send, or why not: the schema first, then the rules that need the clock (silenceWindowProblems). */
export function checkSilenceWindow(
  values: SilenceWindowFormValues,
  openedWith: string,
  now: Date,
): { window: SilenceWindowCreate; errors?: undefined } | { window?: undefined; errors: FieldErrors } {
  const input = silenceWindowInput(values, openedWith, now);
  const parsed = silenceWindowCreateSchema.safeParse(input);
  const errors: FieldErrors = parsed.success ? {} : fieldErrorsFromZodIssues(parsed.error.issues);
  // The clock's rules as soon as the times are there, so every problem shows at once.
  if (input.starts_at !== undefined && input.ends_at !== undefined) {
    const recurrence =
      input.recurrence && input.recurrence.until !== undefined
        ? { weekdays: input.recurrence.weekdays, until: input.recurrence.until }
        : null;
    const problems = silenceWindowProblems({ starts_at: input.starts_at, ends_at: input.ends_at, recurrence }, now);
    if (problems.length > 0) errors._rules = problems;
  }
  if (parsed.success && Object.keys(errors).length === 0) return { window: parsed.data };
  return { errors };
}
