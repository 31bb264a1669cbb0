import {
  type FieldErrors,
  invalidRangeMessage,
  isAddressAllowed,
  normaliseCidrRanges,
  type OrganismSecurityAnswer,
  type OrganismSecurityBody,
  organismSecurityBodySchema,
  parseCidrRange,
} from "@ondine/domain";

/** One row of the ranges list; `key` stays with the row when others are added or removed. */
export interface RangeRow {
  key: number;
  text: string;
}

export interface OrganismSecurityFormValues {
  ranges: RangeRow[];
  twoFactorRequired: boolean;
  /** "" while the field is emptied. */
  graceSignIns: number | "";
}

/** What the form flags: a message key per row (by its key), for the list as a whole, for the grace; and the rest. */
export interface OrganismSecurityFormErrors {
  rows: ReadonlyMap<number, string>;
  ranges?: string;
  graceSignIns?: string;
  others: string[];
}

let lastRowKey = 0;

/** A new row (empty unless told), with a key no other row has. */
export function newRangeRow(text = ""): RangeRow {
  lastRowKey += 1;
  return { key: lastRowKey, text };
}

export function formValuesOf(answer: OrganismSecurityAnswer): OrganismSecurityFormValues {
  return {
    ranges: answer.ip_ranges.map((range) => newRangeRow(range)),
    twoFactorRequired: answer.two_factor_required,
    graceSignIns: answer.two_factor_grace_sign_ins,
  };
}

/**
 * The body to send (blank rows left out), and the row key of each range
 * sent: the server's `ip_ranges.N` names the Nth range sent, not the Nth row.
 */
export function bodyOf(values: OrganismSecurityFormValues): { body: OrganismSecurityBody; rowKeys: number[] } {
  const filled = values.ranges.filter((row) => row.text.trim() !== "");
  return {
    body: {
      ip_ranges: filled.map((row) => row.text.trim()),
      two_factor_required: values.twoFactorRequired,
      // An emptied field reads as nothing sent: the schema's own `formErrors.required`.
      two_factor_grace_sign_ins: values.graceSignIns === "" ? Number.NaN : values.graceSignIns,
    },
    rowKeys: filled.map((row) => row.key),
  };
}

/** Field errors, by the API's dotted paths, on the form's rows and fields; those that name none go to `others`. */
export function formErrorsOf(errors: FieldErrors, rowKeys: readonly number[]): OrganismSecurityFormErrors {
  const rows = new Map<number, string>();
  const result: OrganismSecurityFormErrors = { rows, others: [] };
  for (const [path, messages] of Object.entries(errors)) {
    const [message] = messages;
    if (message === undefined) continue;
    const row = /^ip_ranges\.(\d+)$/.exec(path);
    const key = row ? rowKeys[Number(row[1])] : undefined;
    if (key !== undefined) rows.set(key, message);
    else if (path === "ip_ranges") result.ranges = message;
    else if (path === "two_factor_grace_sign_ins") result.graceSignIns = message;
    else result.others.push(message);
  }
  return result;
}

export const hasFormErrors = (errors: OrganismSecurityFormErrors) =>
  errors.rows.size > 0 || errors.ranges !== undefined || errors.graceSignIns !== undefined || errors.others.length > 0;

/**
 * The server's own checks before sending (STYLE "One schema per rule"): the
 * body schema, then every range read as the PUT reads it (`normaliseCidrRanges`).
 */
export function checkOrganismSecurity(values: OrganismSecurityFormValues): OrganismSecurityFormErrors {
  const { body, rowKeys } = bodyOf(values);
  const errors: Record<string, string[]> = {};
  if (values.graceSignIns === "") errors.two_factor_grace_sign_ins = ["formErrors.required"];
  const parsed = organismSecurityBodySchema.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) errors[issue.path.join(".")] ??= [issue.message];
  }
  const ranges = normaliseCidrRanges(body.ip_ranges);
  if (!ranges.ok) for (const index of ranges.invalidIndexes) errors[`ip_ranges.${index}`] ??= [invalidRangeMessage];
  return formErrorsOf(errors, rowKeys);
}

/**
 * Whether the caller's own address is outside the ranges typed so far (those
 * that read; none typed: any address). Admins are exempt, so this warns of
 * members at the same place, not of the admin's own lock-out.
 */
export function isCallerOutside(callerIp: string, values: OrganismSecurityFormValues): boolean {
  const ranges = values.ranges.flatMap((row) => {
    const parsed = parseCidrRange(row.text);
    return parsed.ok ? [parsed.normalised] : [];
  });
  return ranges.length > 0 && !isAddressAllowed(callerIp, ranges);
}
