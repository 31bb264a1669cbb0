import {
  addCalendarMonths,
  availabilityLevelOf,
  availabilityRetentionMonths,
  calendarDayOf,
  monitoredSiteState,
  type SilenceSchedule,
  silenceOccurrenceAt,
  siteAvailabilityReason,
  startOfCalendarDay,
} from "@ondine/domain";
import { describe, expect, it } from "vitest";
import { demoCatalogue } from "./demo-catalogue";
import type { DemoAvailabilityEvent } from "./generate-availability-history";
import { generateDemoData } from "./generate-demo-data";
import { planOfInventory } from "./inventory-plan";
import { lastReportOf, lastReportStamp, siteStatusOf } from "./present-site-status";
import { siteIncidentStarts } from "./site-incident-starts";

const now = new Date("2026-11-20T10:00:00.000Z");
const minuteMs = 60_000;
const dayMs = 86_400_000;

describe("the demo's availability history", () => {
  const data = generateDemoData(demoCatalogue, 1, { now });
  const { current, events } = data.alerts.availability;
  const { windows } = data.alerts.silence;
  const eventsOf = (siteId: number) => events.filter((event) => event.siteId === siteId);
  const plan = planOfInventory(data, data.inventory);
  const report = lastReportOf(plan, data.inventory.equipment, now);

  it("is deterministic for a seed and differs between seeds", () => {
    expect(generateDemoData(demoCatalogue, 1, { now }).alerts.availability).toEqual(data.alerts.availability);
    expect(generateDemoData(demoCatalogue, 2, { now }).alerts.availability.events).not.toEqual(events);
  });

  it("gives every site its evaluation, at the level the status written shows now", () => {
    expect(current.map((row) => row.siteId).sort((a, b) => a - b)).toEqual(data.sites.map((site) => site.id));
    for (const site of data.sites) {
      const row = current.find((candidate) => candidate.siteId === site.id);
      const status = siteStatusOf(report, site.id, data.alerts.mutedNow.macs);
      if (site.state !== monitoredSiteState) {
        expect(status, `site ${site.id}`).toBeUndefined();
        expect(row).toMatchObject({ level: "notReferenced", reason: "neverReported", muted: false });
        continue;
      }
      if (!status) throw new Error(`no status for production site ${site.id}`);
      const reason = siteAvailabilityReason(status, now);
      expect(row, `site ${site.id}`).toMatchObject({ level: availabilityLevelOf(reason), reason, evaluatedAt: now });
      expect(row?.muted).toBe(data.alerts.mutedNow.siteIds.has(site.id));
    }
    // The demo shows every level: the simulator's down and degraded sites, a muted one, the others up.
    const levels = current.map((row) => row.level);
    expect(levels).toEqual(expect.arrayContaining(["up", "down", "notReferenced"]));
    expect(levels.filter((level) => level === "degraded" || level === "degradedAps")).toHaveLength(1);
    expect(current.some((row) => row.muted)).toBe(true);
  });

  it("ends each site's events in its current evaluation, since the last change of level", () => {
    for (const row of current) {
      const history = eventsOf(row.siteId);
      const last = history.at(-1);
      expect(last, `site ${row.siteId}`).toMatchObject({ level: row.level, muted: row.muted });
      const levelChanges = history.filter((event, index) => index === 0 || history[index - 1]?.level !== event.level);
      expect(row.since).toEqual(levelChanges.at(-1)?.at);
    }
  });

  it("dates the simulator's down and degraded sites as the status does (site-incident-starts)", () => {
    const starts = siteIncidentStarts(plan, lastReportStamp(now));
    expect(starts.size).toBe(2);
    for (const [siteId, since] of starts) {
      const row = current.find((candidate) => candidate.siteId === siteId);
      expect(row?.level).not.toBe("up");
      expect(row?.since?.getTime()).toBe(since);
    }
  });

  it("holds a modest history over the 13 months kept, marked seen, recorded when it happened", () => {
    const oldest = startOfCalendarDay(addCalendarMonths(calendarDayOf(now), -availabilityRetentionMonths));
    expect(events.map((event) => event.id)).toEqual(events.map((_, index) => index + 1));
    for (let index = 1; index < events.length; index++) {
      expect((events[index] as DemoAvailabilityEvent).at >= (events[index - 1] as DemoAvailabilityEvent).at).toBe(true);
    }
    for (const event of events) {
      expect(event.alertsSeen).toBe(true);
      expect(event.recordedAt).toEqual(event.at);
      expect(event.at.getTime()).toBeGreaterThanOrEqual(oldest.getTime());
      expect(event.at.getTime()).toBeLessThanOrEqual(now.getTime());
    }
    for (const site of data.sites) {
      const history = eventsOf(site.id);
      expect(history.length, `site ${site.id}`).toBeGreaterThan(0);
      expect(history.length, `site ${site.id}`).toBeLessThanOrEqual(60);
      // Each event changes the level or the silence.
      for (let index = 1; index < history.length; index++) {
        const [before, event] = [history[index - 1], history[index]] as [DemoAvailabilityEvent, DemoAvailabilityEvent];
        expect(before.level !== event.level || before.muted !== event.muted).toBe(true);
      }
    }
  });

  it("has outages of minutes and of hours, degraded spells, and the site mostly up", () => {
    const spells = data.sites.flatMap((site) => {
      const history = eventsOf(site.id);
      return history.flatMap((event, index) => {
        const next = history[index + 1];
        return next && event.level !== "up" && event.level !== "notReferenced"
          ? [{ level: event.level, length: next.at.getTime() - event.at.getTime() }]
          : [];
      });
    });
    const downs = spells.filter((spell) => spell.level === "down");
    expect(downs.some((spell) => spell.length <= 20 * minuteMs)).toBe(true);
    expect(downs.some((spell) => spell.length >= 2 * 3_600_000)).toBe(true);
    expect(spells.some((spell) => spell.level === "degraded")).toBe(true);
    expect(spells.some((spell) => spell.level === "degradedAps")).toBe(true);
    const production = data.sites.filter((site) => site.state === monitoredSiteState).length;
    const belowUp = spells.reduce((sum, spell) => sum + spell.length, 0);
    expect(belowUp / (production * 395 * dayMs)).toBeLessThan(0.1);
  });

  it("records the whole-site silences as muted, and nothing else muted", () => {
    const wholeSite = windows.filter((window) => window.target === "site");
    const schedule = (window: (typeof windows)[number]): SilenceSchedule => ({ ...window });
    for (const event of events) {
      const silenced = wholeSite.some(
        (window) => window.siteId === event.siteId && silenceOccurrenceAt(schedule(window), event.at) !== null,
      );
      expect(event.muted, `event ${event.id}`).toBe(silenced);
    }
    expect(events.filter((event) => event.muted).length).toBeGreaterThan(wholeSite.length);
  });
});
