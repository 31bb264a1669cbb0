import { describe, expect, it } from "vitest";
import { isOfflineAccessPoint } from "./access-point-count";

describe("isOfflineAccessPoint (docs/product.md#monitoring-screens)", () => {
  it("counts an access point the network reports unreachable", () => {
    expect(isOfflineAccessPoint({ state: "unreachable" })).toBe(true);
  });

  it("leaves out reachable ones and those nobody supervises (planned, works, hibernation, spare)", () => {
    for (const state of ["reachable", "planned", "works", "hibernation", "spare", "deployment"] as const) {
      expect(isOfflineAccessPoint({ state })).toBe(false);
    }
  });
});
