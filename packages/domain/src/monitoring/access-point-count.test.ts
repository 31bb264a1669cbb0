import { describe, expect, it } from "vitest";
import { accessPointCount, isOfflineAccessPoint, tallyAccessPoints } from "./access-point-count";
import { type EquipmentState, equipmentStates } from "./equipment";

describe("accessPointCount (docs/monitoring.md)", () => {
  it("counts reachable as reached and unreachable as unreached", () => {
    expect(accessPointCount("reachable")).toBe("reached");
    expect(accessPointCount("unreachable")).toBe("unreached");
  });

  it("leaves planned, works, hibernation and the other states out of the ratios, and spare out of everything", () => {
    for (const state of ["planned", "works", "hibernation", "deployment", "event", "unknown"] as const) {
      expect(accessPointCount(state)).toBe("notSupervised");
    }
    expect(accessPointCount("spare")).toBe("spare");
  });

  it("counts a muted access point (under a silence window) as not supervised whatever its state; a spare stays spare", () => {
    expect(accessPointCount("reachable", true)).toBe("notSupervised");
    expect(accessPointCount("unreachable", true)).toBe("notSupervised");
    expect(accessPointCount("planned", true)).toBe("notSupervised");
    expect(accessPointCount("spare", true)).toBe("spare");
    expect(isOfflineAccessPoint({ state: "unreachable", muted: true })).toBe(false);
  });

  it("lists as offline exactly the access points counted unreached", () => {
    for (const state of equipmentStates) {
      expect(isOfflineAccessPoint({ state })).toBe(accessPointCount(state) === "unreached");
    }
  });
});

describe("tallyAccessPoints", () => {
  it("makes the total reached + unreached, so 37 reached of 41 non-spare with 4 planned or asleep reads 37 / 37", () => {
    const states: EquipmentState[] = [
      ...Array<EquipmentState>(37).fill("reachable"),
      "planned",
      "planned",
      "hibernation",
      "works",
      "spare",
    ];
    expect(tallyAccessPoints(states.map((state) => ({ state })))).toEqual({
      reached: 37,
      unreached: 0,
      total: 37,
      notSupervised: 4,
    });
  });

  it("takes muted access points out of the reached and the unreached: 2 of 3 reached, one unreachable muted, reads 2 / 2", () => {
    expect(
      tallyAccessPoints([
        { state: "reachable" },
        { state: "reachable", muted: false },
        { state: "unreachable", muted: true },
        { state: "reachable", muted: true },
      ]),
    ).toEqual({ reached: 2, unreached: 0, total: 2, notSupervised: 2 });
  });

  it("agrees with the offline list: the list's length is total - reached", () => {
    const accessPoints = equipmentStates.map((state) => ({ state }));
    const tally = tallyAccessPoints(accessPoints);
    expect(accessPoints.filter(isOfflineAccessPoint)).toHaveLength(tally.total - tally.reached);
  });
});
