import { describe, expect, it } from "vitest";
import { conditionSlotMs, conditionSlotOf, networkConditions } from "../../simulate/src/network-conditions";
import { seededDemoPlan } from "../../simulate/src/seeded-demo-plan";
import { outageStarts } from "./outage-starts";

describe("outageStarts (the manager's walk-through 'down since' of the demo's access points)", () => {
  const plan = seededDemoPlan();
  const stamp = Date.UTC(2026, 10, 22, 14, 0);
  const unreachableAt = (instant: number, mac: string) =>
    networkConditions(plan, conditionSlotOf(instant)).unreachableAccessPoints.has(mac);

  it("dates each unreachable access point from the first slot of its unbroken outage", () => {
    const starts = outageStarts(plan, stamp);
    expect([...starts.keys()].sort()).toEqual(
      [...networkConditions(plan, conditionSlotOf(stamp)).unreachableAccessPoints].sort(),
    );
    for (const [mac, start] of starts) {
      expect(start).toBeLessThanOrEqual(stamp);
      expect(start % conditionSlotMs).toBe(0);
      for (let instant = start; instant <= stamp; instant += conditionSlotMs)
        expect(unreachableAt(instant, mac)).toBe(true);
      expect(unreachableAt(start - conditionSlotMs, mac)).toBe(false);
    }
  });
});
