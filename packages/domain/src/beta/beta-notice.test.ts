import { describe, expect, it } from "vitest";
import { betaNoticeAutoCloseMs, shouldShowBetaNotice } from "./beta-notice";

describe("the beta notice (docs/product.md#accounts-beta)", () => {
  it("shows until it has been closed 3 times", () => {
    expect([0, 1, 2, 3, 4].map(shouldShowBetaNotice)).toEqual([true, true, true, false, false]);
  });

  it("closes by itself after 10 seconds", () => {
    expect(betaNoticeAutoCloseMs).toBe(10_000);
  });
});
