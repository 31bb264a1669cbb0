import { silenceErrors } from "@ondine/domain";
import { describe, expect, it } from "vitest";
import { checkSilenceWindow, silenceWindowFormErrors, silenceWindowInitialValues } from "./silence-window-form-values";

const opened = new Date("2026-11-20T08:00:00.000Z");
const initial = silenceWindowInitialValues(12, opened);

describe("the new-window form's values (docs/alerts.md#silent-mode)", () => {
  it("shows a target left incomplete at the building it lacks, and a rule without a path at its field", () => {
    const values = { ...initial, target: "building" as const, ends_at: "2026-11-20 18:00:00" };
    const { fields, others } = silenceWindowFormErrors(
      {
        target: [silenceErrors.targetIncomplete],
        _root: [silenceErrors.tooFarAhead, silenceErrors.windowOver],
        "recurrence.until": [silenceErrors.seriesTooLong],
      },
      values,
    );
    expect(fields).toEqual({
      building_id: "formErrors.required",
      ends_at: silenceErrors.tooFarAhead,
      until: "formErrors.required",
    });
    expect(others).toEqual([silenceErrors.windowOver]);
  });

  it("sends a start left as the form opened with it as now, and a start typed as typed", () => {
    const values = { ...initial, ends_at: "2026-11-20 18:00:00", reason: "works" as const };
    const later = new Date(opened.getTime() + 10 * 60_000);
    expect(checkSilenceWindow(values, initial.starts_at, later).window?.starts_at).toBe(later.toISOString());

    const typed = { ...values, starts_at: "2026-11-20 14:00:00" };
    expect(checkSilenceWindow(typed, initial.starts_at, later).window?.starts_at).toBe("2026-11-20T13:00:00.000Z");
  });

  it("reports the clock's rules with the schema's, so every problem shows at once", () => {
    const values = { ...initial, site_id: "", ends_at: "2026-11-20 08:30:00", starts_at: "2026-11-20 10:00:00" };
    const { errors } = checkSilenceWindow(values, initial.starts_at, opened);
    expect(errors).toMatchObject({ site_id: ["formErrors.required"], _rules: [silenceErrors.endsBeforeStart] });
  });
});
