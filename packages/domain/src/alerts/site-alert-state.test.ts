import { describe, expect, it } from "vitest";
import { alertNoiseDefaults } from "./alert-noise-rules";
import {
  changesWithinFlapWindow,
  parseSiteAlertState,
  quietSiteAlertState,
  type SiteAlertState,
} from "./site-alert-state";

const t0 = new Date("2026-03-02T09:00:00.000Z");
const minutesAfter = (minutes: number) => new Date(t0.getTime() + minutes * 60_000).toISOString();

describe("parseSiteAlertState", () => {
  it("reads back a state stored as JSON", () => {
    const state: SiteAlertState = {
      level: "down",
      muted: false,
      announced: "down",
      announcedAt: minutesAfter(2),
      repeatedAt: minutesAfter(242),
      changes: [minutesAfter(0)],
      flapping: false,
      unmutedAt: null,
    };
    expect(parseSiteAlertState(JSON.parse(JSON.stringify(state)))).toEqual(state);
  });

  it("reads a flapping state, and puts its changes oldest first", () => {
    const parsed = parseSiteAlertState({
      ...quietSiteAlertState,
      announced: "flapping",
      flapping: true,
      changes: [minutesAfter(3), minutesAfter(1), "2026-03-02T10:02:00+01:00"],
    });
    expect(parsed.announced).toBe("flapping");
    expect(parsed.changes).toEqual([minutesAfter(1), minutesAfter(2), minutesAfter(3)]);
  });

  it.each([
    ["nothing stored", null],
    ["a string", "down"],
    ["an empty object", {}],
    ["an unknown level", { ...quietSiteAlertState, level: "notReferenced" }],
    ["an instant that is not one", { ...quietSiteAlertState, unmutedAt: "yesterday" }],
    ["a missing field", { ...quietSiteAlertState, changes: undefined }],
  ])("falls back to the quiet state for %s", (_label, json) => {
    expect(parseSiteAlertState(json)).toEqual(quietSiteAlertState);
  });
});

describe("changesWithinFlapWindow", () => {
  it("keeps the changes less than one flapping window old, oldest first", () => {
    const changes = [minutesAfter(31), minutesAfter(0), minutesAfter(1), minutesAfter(29)];
    expect(changesWithinFlapWindow(changes, new Date(minutesAfter(30)), alertNoiseDefaults)).toEqual([
      minutesAfter(1),
      minutesAfter(29),
      minutesAfter(31),
    ]);
  });
});
