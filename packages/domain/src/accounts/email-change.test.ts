import { describe, expect, it } from "vitest";
import { emailChangeNeedsCurrentPassword, isEmailChange } from "./email-change";

describe("e-mail change", () => {
  it("sees a change only when the address differs beyond letter case", () => {
    expect(isEmailChange("anne@example.test", "Anne@Example.test")).toBe(false);
    expect(isEmailChange("anne@example.test", "anne.morel@example.test")).toBe(true);
  });

  it("asks for the current password only when one changes one's own address", () => {
    expect(emailChangeNeedsCurrentPassword({ id: 4 }, { id: 4 })).toBe(true);
    expect(emailChangeNeedsCurrentPassword({ id: 1 }, { id: 4 })).toBe(false);
  });
});
