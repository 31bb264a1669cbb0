import { describe, expect, it } from "vitest";
import {
  bodyOf,
  checkOrganismSecurity,
  formErrorsOf,
  isCallerOutside,
  newRangeRow,
  type OrganismSecurityFormValues,
} from "./organism-security-form-values";

const valuesWith = (texts: string[], extra: Partial<OrganismSecurityFormValues> = {}): OrganismSecurityFormValues => ({
  ranges: texts.map((text) => newRangeRow(text)),
  twoFactorRequired: false,
  graceSignIns: 3,
  ...extra,
});

describe("organism security form values", () => {
  it("sends the filled rows trimmed, keeping which row each range came from", () => {
    const values = valuesWith([" 192.0.2.0/24 ", "", "2001:db8::/32"]);
    const { body, rowKeys } = bodyOf(values);
    expect(body).toEqual({
      ip_ranges: ["192.0.2.0/24", "2001:db8::/32"],
      two_factor_required: false,
      two_factor_grace_sign_ins: 3,
    });
    expect(rowKeys).toEqual([values.ranges[0]?.key, values.ranges[2]?.key]);
  });

  it("flags each unreadable range on its row, as the server would", () => {
    const values = valuesWith(["192.0.2.0/24", "", "192.0.2.0/33", "nope"]);
    const errors = checkOrganismSecurity(values);
    expect([...errors.rows]).toEqual([
      [values.ranges[2]?.key, "organismSecurity.errors.invalid_range"],
      [values.ranges[3]?.key, "organismSecurity.errors.invalid_range"],
    ]);
    expect(checkOrganismSecurity(valuesWith(["192.0.2.0/24"])).rows.size).toBe(0);
  });

  it("asks for the grace when its field is emptied, and refuses more than 50 ranges", () => {
    expect(checkOrganismSecurity(valuesWith([], { graceSignIns: "" })).graceSignIns).toBe("formErrors.required");
    const many = Array.from({ length: 51 }, (_, index) => `10.0.${index}.0/24`);
    expect(checkOrganismSecurity(valuesWith(many)).ranges).toBe("formErrors.too_many");
  });

  it("reads the server's errors onto the rows the sent ranges came from", () => {
    const errors = formErrorsOf(
      {
        "ip_ranges.1": ["organismSecurity.errors.invalid_range"],
        two_factor_grace_sign_ins: ["formErrors.invalid"],
        _root: ["formErrors.invalid"],
      },
      [11, 13],
    );
    expect([...errors.rows]).toEqual([[13, "organismSecurity.errors.invalid_range"]]);
    expect(errors.graceSignIns).toBe("formErrors.invalid");
    expect(errors.others).toEqual(["formErrors.invalid"]);
  });

  it("warns only when readable ranges leave the caller's address out", () => {
    expect(isCallerOutside("192.0.2.10", valuesWith([]))).toBe(false);
    expect(isCallerOutside("192.0.2.10", valuesWith(["nonsense"]))).toBe(false);
    expect(isCallerOutside("192.0.2.10", valuesWith(["198.51.100.0/24"]))).toBe(true);
    expect(isCallerOutside("::ffff:192.0.2.10", valuesWith(["192.0.2.0/24"]))).toBe(false);
  });
});
