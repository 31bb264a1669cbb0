import { type FieldErrors, silenceErrors } from "@ondine/domain";
import { AppError } from "../../errors/app-error";

/**
 * The field each silent-mode rule is about, as the form names it: the 422
 * answer keys the rule's code (`silentMode.errors.*`) under it, as every
 * field error is. The window as a whole (`_root`) for a window already over.
 */
const ruleFields: Record<string, string> = {
  [silenceErrors.endsBeforeStart]: "ends_at",
  [silenceErrors.startsInPast]: "starts_at",
  [silenceErrors.tooFarAhead]: "ends_at",
  [silenceErrors.seriesTooLong]: "recurrence.until",
  [silenceErrors.untilBeforeStart]: "recurrence.until",
  [silenceErrors.occurrenceTooLong]: "ends_at",
  [silenceErrors.targetIncomplete]: "target",
  [silenceErrors.recurringNotExtended]: "ends_at",
  [silenceErrors.extendNotLater]: "ends_at",
  [silenceErrors.windowOver]: "_root",
};

/**
 * 422 INVALID_PARAMETERS naming every rule that fails under its field, and
 * the target's `silentMode.errors.not_on_site` under the field naming a
 * building or equipment of another site; nothing when all is well.
 */
export function throwIfRulesFail(problems: readonly string[], notOnSiteField?: "building_id" | "equipment_ids"): void {
  const errors: FieldErrors = {};
  const add = (field: string, code: string) => {
    errors[field] = [...(errors[field] ?? []), code];
  };
  if (notOnSiteField) add(notOnSiteField, silenceErrors.notOnSite);
  for (const problem of problems) add(ruleFields[problem] ?? "_root", problem);
  if (Object.keys(errors).length > 0) {
    throw new AppError("INVALID_PARAMETERS", "The window breaks a silent-mode rule.", errors);
  }
}
