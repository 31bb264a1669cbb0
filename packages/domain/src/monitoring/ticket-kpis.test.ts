import { describe, expect, it } from "vitest";
import { maintenanceLookBackStart } from "./ticket-kpis";

describe("maintenanceLookBackStart (docs/product.md#monitoring-maintenance)", () => {
  it("goes back 3 months to the start of that day", () => {
    expect(maintenanceLookBackStart(new Date("2026-11-22T14:00:00Z"))).toEqual(new Date("2026-08-22T00:00:00Z"));
    expect(maintenanceLookBackStart(new Date("2026-02-10T23:59:00Z"))).toEqual(new Date("2025-11-10T00:00:00Z"));
  });

  it("stops at the end of a shorter month", () => {
    expect(maintenanceLookBackStart(new Date("2026-05-31T08:00:00Z"))).toEqual(new Date("2026-02-28T00:00:00Z"));
  });
});
