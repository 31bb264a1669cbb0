import { alertLevelOf, alertNoiseDefaults, monitoredSiteState, shouldTellSubscriber } from "@ondine/domain";
import { describe, expect, it } from "vitest";
import { alertLogDays } from "./demo-alerts";
import { demoCatalogue } from "./demo-catalogue";
import type { DemoAlertAnnouncement } from "./generate-alert-log";
import type { DemoAvailabilityEvent } from "./generate-availability-history";
import { generateDemoData } from "./generate-demo-data";

const now = new Date("2026-11-20T10:00:00.000Z");
const dayMs = 86_400_000;

describe("the demo's alert subscriptions and alert log", () => {
  const data = generateDemoData(demoCatalogue, 1, { now });
  const { subscriptions, log, availability } = data.alerts;
  const siteOf = new Map(data.sites.map((site) => [site.id, site]));
  const userByEmail = (email: string) => data.users.find((user) => user.email === email);
  const logFrom = now.getTime() - alertLogDays * dayMs;

  /** The site's last event before an instant: what site_availability said to the evaluation then. */
  const eventAt = (siteId: number, at: Date): DemoAvailabilityEvent | undefined =>
    availability.events.filter((event) => event.siteId === siteId && event.at < at).at(-1);

  it("is deterministic for a seed", () => {
    const again = generateDemoData(demoCatalogue, 1, { now }).alerts;
    expect(again.subscriptions).toEqual(subscriptions);
    expect(again.log).toEqual(log);
  });

  it("subscribes the hotel-chain manager to outages and recoveries of a few hotels, another manager to degraded too", () => {
    const hotels = userByEmail("hotels@ondine.example");
    const ofHotels = subscriptions.filter((row) => row.userId === hotels?.id);
    expect(ofHotels.length).toBeGreaterThanOrEqual(3);
    for (const row of ofHotels) expect(row.levels).toEqual(["down", "recovered"]);
    const others = subscriptions.filter((row) => row.userId !== hotels?.id);
    expect(others.length).toBeGreaterThan(0);
    for (const row of others) expect(row.levels).toContain("degraded");
    for (const row of subscriptions) {
      const user = data.users.find((candidate) => candidate.id === row.userId);
      const site = siteOf.get(row.siteId);
      expect(site?.state).toBe(monitoredSiteState);
      expect(user?.organismIds).toContain(site?.organismId);
      expect(row.createdAt.getTime()).toBeLessThan(logFrom);
    }
    expect(new Set(subscriptions.map((row) => `${row.userId}:${row.siteId}`)).size).toBe(subscriptions.length);
  });

  it("announces over the last weeks what the events say, after the tolerance, never down or degraded while muted", () => {
    const { announcements } = log;
    expect(announcements.length).toBeGreaterThan(20);
    expect(announcements.map((row) => row.id)).toEqual(announcements.map((_, index) => index + 1));
    for (const announcement of announcements) {
      expect(announcement.announcedAt.getTime()).toBeGreaterThanOrEqual(logFrom);
      expect(announcement.announcedAt.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(announcement.organismId).toBe(siteOf.get(announcement.siteId)?.organismId);
      const event = eventAt(announcement.siteId, announcement.announcedAt);
      if (!event) throw new Error(`announcement ${announcement.id} before any event`);
      if (announcement.kind === "flapping") continue;
      expect(alertLevelOf(event.level), `announcement ${announcement.id}`).toBe(announcement.level);
      expect(announcement.announcedAt.getTime() - announcement.since.getTime()).toBeGreaterThanOrEqual(
        alertNoiseDefaults.toleranceMs,
      );
      if (announcement.kind === "down" || announcement.kind === "degraded") {
        expect(event.muted).toBe(false);
        expect(announcement.reason).toBe(event.reason);
      }
      if (announcement.kind === "recovered") expect(announcement.reason).toBeNull();
    }
    const kinds = new Set(announcements.map((row) => row.kind));
    for (const kind of ["down", "degraded", "recovered", "flapping", "repeat"] as const) expect(kinds).toContain(kind);
  });

  it("tells the subscribers the domain picks, and mails them in groups, at most one mail in five minutes", () => {
    const announcementOf = new Map(log.announcements.map((row) => [row.id, row]));
    expect(log.notifications.length).toBeGreaterThan(5);
    expect(log.notifications.map((row) => row.id)).toEqual(log.notifications.map((_, index) => index + 1));
    for (const notification of log.notifications) {
      const announcement = announcementOf.get(notification.announcementId) as DemoAlertAnnouncement;
      expect(notification.createdAt).toEqual(announcement.announcedAt);
      expect(notification.outboxMessageId).toBeNull();
      const choices =
        subscriptions.find((row) => row.userId === notification.userId && row.siteId === announcement.siteId)?.levels ??
        null;
      // Told of the outage before: only a repeat, a flapping or a recovery may go on that ground alone.
      const onChoices = shouldTellSubscriber(announcement.kind, announcement.level, choices, false);
      const onReceipt = shouldTellSubscriber(announcement.kind, announcement.level, choices, true);
      expect(onChoices || (onReceipt && ["repeat", "flapping", "recovered"].includes(announcement.kind))).toBe(true);
      if (notification.mailedAt === null) continue;
      expect(notification.mailedAt.getTime()).toBeGreaterThanOrEqual(
        notification.createdAt.getTime() + alertNoiseDefaults.groupWaitMs,
      );
      expect(notification.mailedAt.getTime()).toBeLessThanOrEqual(now.getTime());
    }
    for (const user of new Set(log.notifications.map((row) => row.userId))) {
      const mails = [
        ...new Set(
          log.notifications.flatMap((row) => (row.userId === user && row.mailedAt ? [row.mailedAt.getTime()] : [])),
        ),
      ];
      mails.sort((a, b) => a - b);
      for (let index = 1; index < mails.length; index++) {
        expect((mails[index] as number) - (mails[index - 1] as number)).toBeGreaterThanOrEqual(
          alertNoiseDefaults.groupIntervalMs,
        );
      }
    }
    // A recovery the hotel-chain manager chose reaches them.
    const hotels = userByEmail("hotels@ondine.example");
    expect(
      log.notifications.some(
        (row) => row.userId === hotels?.id && announcementOf.get(row.announcementId)?.kind === "recovered",
      ),
    ).toBe(true);
  });

  it("keeps receipts only of outages not recovered, and a noise state for each site in production", () => {
    for (const receipt of log.receipts) {
      const last = log.announcements.filter((row) => row.siteId === receipt.siteId).at(-1);
      expect(last?.kind).not.toBe("recovered");
      expect(eventAt(receipt.siteId, now)?.level).not.toBe("up");
    }
    const production = data.sites.filter((site) => site.state === monitoredSiteState).map((site) => site.id);
    expect(log.siteStates.map((row) => row.siteId).sort((a, b) => a - b)).toEqual(production);
    for (const row of log.siteStates) {
      if (row.nextCheckAt) expect(row.nextCheckAt.getTime()).toBeGreaterThan(now.getTime());
      expect(row.state.level).toBe(alertLevelOf(eventAt(row.siteId, now)?.level ?? "up"));
    }
  });
});
