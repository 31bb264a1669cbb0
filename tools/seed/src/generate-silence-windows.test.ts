import {
  type SilenceSchedule,
  silenceExtensionProblems,
  silenceLastEnd,
  silenceLimits,
  silenceReasons,
  silenceRecurrenceOf,
  silenceWindowProblems,
  silenceWindowState,
} from "@ondine/domain";
import { describe, expect, it } from "vitest";
import { demoCatalogue } from "./demo-catalogue";
import { generateDemoData } from "./generate-demo-data";
import type { DemoSilenceWindow } from "./generate-silence-windows";

const dayMs = 86_400_000;

function scheduleOf(window: DemoSilenceWindow, endsAt: Date = window.endsAt): SilenceSchedule {
  return { startsAt: window.startsAt, endsAt, rrule: window.rrule, endedEarlyAt: window.endedEarlyAt };
}

// Three presents: a weekday morning, the night of the autumn clock change (a Sunday), a winter afternoon.
describe.each([
  new Date("2026-11-20T10:00:00.000Z"),
  new Date("2026-10-25T01:30:00.000Z"),
  new Date("2027-02-10T15:00:00.000Z"),
])("the demo's silent-mode windows at %s", (now) => {
  const data = generateDemoData(demoCatalogue, 1, { now });
  const { windows, actions } = data.alerts.silence;
  const { mutedNow } = data.alerts;
  const siteOf = new Map(data.sites.map((site) => [site.id, site]));
  const userOf = new Map(data.users.map((user) => [user.id, user]));
  const stateOf = (window: DemoSilenceWindow) => silenceWindowState(scheduleOf(window), now);

  it("is deterministic for a seed and differs between seeds", () => {
    expect(generateDemoData(demoCatalogue, 1, { now }).alerts.silence).toEqual(data.alerts.silence);
    expect(generateDemoData(demoCatalogue, 2, { now }).alerts.silence.windows).not.toEqual(windows);
  });

  it("passes the domain's rules when each window was created, extended or ended", () => {
    expect(windows.map((window) => window.id)).toEqual(windows.map((_, index) => index + 1));
    for (const window of windows) {
      const done = actions.filter((action) => action.windowId === window.id);
      const [created, ...later] = done;
      if (created?.action !== "created") throw new Error(`window ${window.id} has no creation`);
      expect(created.at).toEqual(window.createdAt);
      const recurrence = window.rrule ? silenceRecurrenceOf(window.rrule) : null;
      const input = { starts_at: window.startsAt.toISOString(), ends_at: created.endsAt.toISOString(), recurrence };
      expect(silenceWindowProblems(input, created.at), `window ${window.id}`).toEqual([]);
      let endsAt = created.endsAt;
      for (const change of later) {
        expect(change.at.getTime()).toBeGreaterThan(created.at.getTime());
        expect(change.at.getTime()).toBeLessThanOrEqual(now.getTime());
        if (change.action === "extended") {
          expect(silenceExtensionProblems(scheduleOf(window, endsAt), change.endsAt, change.at)).toEqual([]);
          endsAt = change.endsAt;
        }
      }
      expect(window.endsAt).toEqual(endsAt);
      expect(window.endsAt.getTime()).toBeGreaterThan(window.startsAt.getTime());
      expect(window.extensions).toBe(later.filter((change) => change.action === "extended").length);
      expect(window.lastEndsAt).toEqual(silenceLastEnd(scheduleOf(window)));
      expect(window.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(window.note.length).toBeGreaterThan(20);
      expect(window.note.length).toBeLessThanOrEqual(silenceLimits.noteMaxLength);
    }
  });

  it("covers what it names on its own site, set by a manager of the site holding silent_mode or the support desk", () => {
    for (const window of windows) {
      const site = siteOf.get(window.siteId);
      expect(site?.state).toBe("En production");
      if (window.target === "building") {
        expect(data.buildings.find((building) => building.id === window.buildingId)?.siteId).toBe(window.siteId);
      } else expect(window.buildingId).toBeNull();
      if (window.target === "equipment") {
        expect(window.equipmentMacs.length).toBeGreaterThan(0);
        for (const mac of window.equipmentMacs) {
          expect(data.inventory.equipment.find((item) => item.mac === mac)?.siteId).toBe(window.siteId);
        }
      } else expect(window.equipmentMacs).toEqual([]);
      const creator = userOf.get(window.createdById ?? 0);
      const isDesk = creator?.roleFlags.includes("support_desk") ?? false;
      const isManager =
        (creator?.roleFlags.includes("silent_mode") ?? false) &&
        (creator?.organismIds.includes(site?.organismId ?? 0) || creator?.siteIds.includes(window.siteId));
      expect(isDesk || isManager, `window ${window.id}`).toBe(true);
    }
    const hotelManager = data.users.find((user) => user.email === "hotels@ondine.example");
    const organismOf = (window: DemoSilenceWindow) => siteOf.get(window.siteId)?.organismId ?? 0;
    expect(windows.some((window) => hotelManager?.organismIds.includes(organismOf(window)))).toBe(true);
    expect(windows.some((window) => !hotelManager?.organismIds.includes(organismOf(window)))).toBe(true);
  });

  it("has past, current and planned windows, a weekly one and one extended twice ending in about three days", () => {
    const states = windows.map(stateOf);
    expect(states.filter((state) => state === "past").length).toBeGreaterThanOrEqual(4);
    const current = windows.filter((window) => stateOf(window) === "current" && window.rrule === null);
    expect(current.length).toBeGreaterThanOrEqual(2);
    for (const window of current) {
      expect(window.startsAt.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(window.lastEndsAt.getTime()).toBeGreaterThan(now.getTime());
    }
    const planned = windows.filter((window) => stateOf(window) === "planned" && window.rrule === null);
    expect(planned).toHaveLength(1);
    const startsIn = (planned[0]?.startsAt.getTime() ?? 0) - now.getTime();
    expect(startsIn).toBeGreaterThan(0);
    expect(startsIn).toBeLessThan(14 * dayMs);
    const weekly = windows.filter((window) => window.rrule !== null);
    expect(weekly).toHaveLength(1);
    expect(weekly[0]?.rrule).toContain("FREQ=WEEKLY");
    expect(weekly[0]?.recurrenceWeekdays).toBe("7");
    expect(stateOf(weekly[0] as DemoSilenceWindow)).not.toBe("past");
    const extended = windows.filter((window) => window.extensions === 2);
    expect(extended).toHaveLength(1);
    const endsIn = (extended[0]?.endsAt.getTime() ?? 0) - now.getTime();
    expect(endsIn).toBeGreaterThan(2.5 * dayMs);
    expect(endsIn).toBeLessThan(4 * dayMs);
    expect(extended[0]?.remindedAt).toBeNull();
    expect(windows.some((window) => window.endedEarlyAt !== null)).toBe(true);
    expect(new Set(windows.map((window) => window.reason))).toEqual(new Set(silenceReasons));
    expect(new Set(windows.map((window) => window.target))).toEqual(new Set(["site", "building", "equipment"]));
  });

  it("mutes now what the windows on now cover: a whole site with all its equipment, a building's floors", () => {
    const on = windows.filter((window) => stateOf(window) === "current");
    const wholeSites = new Set(on.filter((window) => window.target === "site").map((window) => window.siteId));
    expect(mutedNow.siteIds).toEqual(wholeSites);
    expect(wholeSites.size).toBeGreaterThan(0);
    const floorsOf = (buildingId: number | null) =>
      new Set(data.floors.filter((floor) => floor.buildingId === buildingId).map((floor) => floor.id));
    const onFloors = on.filter((window) => window.target === "building").map((window) => floorsOf(window.buildingId));
    expect(onFloors.length).toBeGreaterThan(0);
    for (const item of data.inventory.equipment) {
      const covered =
        wholeSites.has(item.siteId) ||
        onFloors.some((floors) => item.floorId !== null && floors.has(item.floorId)) ||
        on.some((window) => window.equipmentMacs.includes(item.mac));
      expect(mutedNow.macs.has(item.mac), item.mac).toBe(covered);
    }
  });
});
