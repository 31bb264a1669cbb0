import { describe, expect, it } from "vitest";
import { canChangeState } from "./api-token-access";

describe("canChangeState", () => {
  it("refuses a read-only API token and nobody else", () => {
    expect(canChangeState({ apiTokenReadOnly: true })).toBe(false);
    expect(canChangeState({ apiTokenReadOnly: false })).toBe(true);
  });
});
