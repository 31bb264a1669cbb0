import {
  isExpiryDayAllowed,
  type PrivateSpace,
  type PrivateSpaceCreate,
  type PrivateSpaceUpdate,
  privateSpaceCreateSchema,
  privateSpaceUpdateSchema,
  privateWifiErrors,
} from "@ondine/domain";

/** The form's fields as typed: the expiry day `YYYY-MM-DD`, "" for no end. */
export interface PrivateSpaceFormValues {
  name: string;
  comment: string;
  expires_on: string;
}

export type PrivateSpaceFormField = keyof PrivateSpaceFormValues;
export const privateSpaceFormFields: readonly PrivateSpaceFormField[] = ["name", "comment", "expires_on"];

/** The message key of each field the rules refuse. */
export type PrivateSpaceFormErrors = Partial<Record<PrivateSpaceFormField, string>>;

export function privateSpaceFormValuesOf(space?: PrivateSpace): PrivateSpaceFormValues {
  return { name: space?.name ?? "", comment: space?.comment ?? "", expires_on: space?.expires_on ?? "" };
}

type Checked<Body> = { body: Body; errors?: undefined } | { body?: undefined; errors: PrivateSpaceFormErrors };

function errorsOfIssues(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>) {
  const errors: PrivateSpaceFormErrors = {};
  for (const issue of issues) {
    const field = issue.path[0] as PrivateSpaceFormField | undefined;
    if (field && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

/** An expiry day before today (Paris) at `now` is refused as the server refuses it (docs/private-wifi.md#expiry). */
function expiryError(expiresOn: string | null | undefined, now: Date): PrivateSpaceFormErrors {
  return expiresOn && !isExpiryDayAllowed(expiresOn, now) ? { expires_on: privateWifiErrors.expiryInPast } : {};
}

/** A new space as the server's schema reads it, or why not. */
export function checkNewPrivateSpace(values: PrivateSpaceFormValues, now: Date): Checked<PrivateSpaceCreate> {
  const parsed = privateSpaceCreateSchema.safeParse({ ...values, expires_on: values.expires_on || null });
  const errors = {
    ...expiryError(values.expires_on, now),
    ...(parsed.success ? {} : errorsOfIssues(parsed.error.issues)),
  };
  if (!parsed.success || Object.keys(errors).length > 0) return { errors };
  return { body: parsed.data };
}

/**
 * The changes to a space, only what differs (an expired space's past day is
 * not sent again, which the server would refuse), or why not; an empty
 * patch when nothing changed.
 */
export function checkPrivateSpaceChanges(
  space: PrivateSpace,
  values: PrivateSpaceFormValues,
  now: Date,
): Checked<PrivateSpaceUpdate | null> {
  const patch: Record<string, string | null> = {};
  if (values.name.trim() !== space.name) patch.name = values.name;
  if (values.comment.trim() !== space.comment) patch.comment = values.comment;
  const expiresOn = values.expires_on || null;
  if (expiresOn !== space.expires_on) patch.expires_on = expiresOn;
  if (Object.keys(patch).length === 0) return { body: null };
  const parsed = privateSpaceUpdateSchema.safeParse(patch);
  const errors = {
    ...expiryError(patch.expires_on, now),
    ...(parsed.success ? {} : errorsOfIssues(parsed.error.issues)),
  };
  if (!parsed.success || Object.keys(errors).length > 0) return { errors };
  return { body: parsed.data };
}
