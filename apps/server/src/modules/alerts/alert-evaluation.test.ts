import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Database } from "../../db";
import { alertSubscriptions, userLocations, users } from "../../db/schema";
import { engineDependentEngines, openSameDatabase, openTestDatabase, testEngines } from "../../test/test-database";
import { useTestDatabase } from "../../test/use-test-database";
import {
  alertsPublicUrl,
  alertsStart,
  countNotifications,
  evaluateAlertsAt,
  findAnnouncementsOf,
  findOutboxMails,
  findReceiptHolders,
  insertAlertsWorld,
  minuteMs,
  recordAvailability,
  subscribe,
} from "./alerts-fixture";

const at = (ms: number) => new Date(alertsStart.getTime() + ms);

describe.each(testEngines)("the alert evaluation on %s", (engine) => {
  const t = useTestDatabase(engine);

  it("mails a site's outage to its subscriber once, after the tolerance and the group wait, then its recovery", async () => {
    const world = await insertAlertsWorld(t.db);
    await subscribe(t.db, world.lea.id, world.phare.id, ["down", "recovered"]);
    await recordAvailability(t.db, world.phare.id, { level: "down", reason: "noLine", since: at(0) });

    // Within the tolerance (2 minutes), nothing is announced.
    expect(await evaluateAlertsAt(t.db, at(0))).toMatchObject({ events: 1, sites: 1, announcements: 0, mails: 0 });
    expect(await evaluateAlertsAt(t.db, at(minuteMs))).toMatchObject({ events: 0, announcements: 0, mails: 0 });
    // Held 2 minutes: announced; the notification waits the group wait (30 s) for others.
    expect(await evaluateAlertsAt(t.db, at(2 * minuteMs))).toMatchObject({
      announcements: 1,
      notifications: 1,
      mails: 0,
    });
    expect(await findOutboxMails(t.db)).toEqual([]);
    expect(await evaluateAlertsAt(t.db, at(2.5 * minuteMs))).toMatchObject({ announcements: 0, mails: 1 });
    // Nothing more while it stays down (the repeat is 4 hours away).
    expect(await evaluateAlertsAt(t.db, at(3 * minuteMs))).toMatchObject({ announcements: 0, mails: 0 });
    expect(await evaluateAlertsAt(t.db, at(60 * minuteMs))).toMatchObject({ announcements: 0, mails: 0 });

    const [outage] = await findOutboxMails(t.db);
    expect(outage).toMatchObject({
      recipient: world.lea.email,
      subject: "Site hors service : Le Phare",
      language: "fr",
    });
    expect(outage?.text).toContain("Le Phare (Hôtels du Port) : hors service depuis le 16 juin 2026 à 10:00.");
    expect(outage?.text).toContain("Aucune de ses lignes Internet ne répond.");
    expect(outage?.text).toContain(
      `${alertsPublicUrl}/network/status/monitoring?location_site=${world.phare.id}&location_organism=${world.organism.id}`,
    );
    expect(await findReceiptHolders(t.db, world.phare.id)).toEqual([world.lea.id]);

    // Back up at 10:10, announced after the tolerance, mailed after the group wait.
    await recordAvailability(t.db, world.phare.id, { level: "up", since: at(70 * minuteMs) });
    expect(await evaluateAlertsAt(t.db, at(71 * minuteMs))).toMatchObject({ events: 1, announcements: 0 });
    expect(await evaluateAlertsAt(t.db, at(72 * minuteMs))).toMatchObject({ announcements: 1, mails: 0 });
    expect(await evaluateAlertsAt(t.db, at(72.5 * minuteMs))).toMatchObject({ mails: 1 });
    expect(await evaluateAlertsAt(t.db, at(80 * minuteMs))).toMatchObject({ announcements: 0, mails: 0 });

    const mails = await findOutboxMails(t.db);
    expect(mails.map((mail) => mail.subject)).toEqual(["Site hors service : Le Phare", "Site rétabli : Le Phare"]);
    expect(mails[1]?.text).toContain(
      "Le Phare (Hôtels du Port) : de nouveau en service depuis le 16 juin 2026 à 11:10.",
    );
    expect((await findAnnouncementsOf(t.db, world.phare.id)).map((row) => row.kind)).toEqual(["down", "recovered"]);
    expect(await findReceiptHolders(t.db, world.phare.id)).toEqual([]);
    expect(await countNotifications(t.db)).toEqual({ written: 2, mailed: 2 });
  });

  it("never alerts of a muted site", async () => {
    const world = await insertAlertsWorld(t.db);
    await subscribe(t.db, world.lea.id, world.phare.id, ["down", "degraded", "recovered"]);
    await recordAvailability(t.db, world.phare.id, { level: "down", reason: "stale", since: at(0), muted: true });
    for (const minutes of [0, 2, 3, 30, 300]) await evaluateAlertsAt(t.db, at(minutes * minuteMs));

    expect(await findAnnouncementsOf(t.db, world.phare.id)).toEqual([]);
    expect(await findOutboxMails(t.db)).toEqual([]);
  });

  it("mails one person's alerts on two sites within the group wait in one mail, newest first", async () => {
    const world = await insertAlertsWorld(t.db);
    await subscribe(t.db, world.paul.id, world.phare.id, ["down"]);
    await subscribe(t.db, world.paul.id, world.plage.id, ["down"]);
    await recordAvailability(t.db, world.phare.id, { level: "down", reason: "noLine", since: at(0) });
    await recordAvailability(t.db, world.plage.id, { level: "down", reason: "noAccessPoint", since: at(20_000) });

    await evaluateAlertsAt(t.db, at(0));
    expect(await evaluateAlertsAt(t.db, at(2 * minuteMs))).toMatchObject({ announcements: 1, mails: 0 });
    expect(await evaluateAlertsAt(t.db, at(2 * minuteMs + 20_000))).toMatchObject({ announcements: 1, mails: 0 });
    expect(await evaluateAlertsAt(t.db, at(2 * minuteMs + 30_000))).toMatchObject({ mails: 1 });

    const [mail, ...others] = await findOutboxMails(t.db);
    expect(others).toEqual([]);
    expect(mail).toMatchObject({ recipient: world.paul.email, subject: "2 sites hors service : La Plage, Le Phare" });
    const text = mail?.text ?? "";
    expect(text.indexOf("La Plage (Hôtels du Port) : hors service")).toBeGreaterThan(-1);
    expect(text.indexOf("La Plage (Hôtels du Port)")).toBeLessThan(text.indexOf("Le Phare (Hôtels du Port)"));
    expect(text).toContain("Aucune de ses bornes Wi-Fi n'est joignable.");
    expect(await countNotifications(t.db)).toEqual({ written: 2, mailed: 2 });
  });

  it("tells only those whose scope still holds the site, and the recovery to those told of the outage", async () => {
    const world = await insertAlertsWorld(t.db);
    await subscribe(t.db, world.lea.id, world.phare.id, ["down"]);
    await subscribe(t.db, world.paul.id, world.phare.id, ["down"]);
    await t.db.update(users).set({ language: "de" }).where(eq(users.id, world.paul.id));
    // Marc was subscribed to Le Phare once (another customer's site now): it alerts him no more.
    await subscribe(t.db, world.marc.id, world.phare.id, ["down", "recovered"]);
    await recordAvailability(t.db, world.phare.id, { level: "down", reason: "noLine", since: at(0) });
    await evaluateAlertsAt(t.db, at(2 * minuteMs));
    await evaluateAlertsAt(t.db, at(2.5 * minuteMs));
    expect((await findOutboxMails(t.db)).map((mail) => [mail.recipient, mail.subject]).sort()).toEqual(
      [
        [world.lea.email, "Site hors service : Le Phare"],
        [world.paul.email, "Standort ausgefallen: Le Phare"],
      ].sort(),
    );

    // Paul no longer chooses anything and Léa loses the site: Paul still hears of the recovery, as he was told of the outage.
    await t.db.delete(alertSubscriptions).where(eq(alertSubscriptions.userId, world.paul.id));
    await t.db.delete(userLocations).where(eq(userLocations.userId, world.lea.id));
    await recordAvailability(t.db, world.phare.id, { level: "up", since: at(10 * minuteMs) });
    await evaluateAlertsAt(t.db, at(12 * minuteMs));
    await evaluateAlertsAt(t.db, at(12.5 * minuteMs));
    const recovery = (await findOutboxMails(t.db)).slice(2);
    expect(recovery.map((mail) => [mail.recipient, mail.subject])).toEqual([
      [world.paul.email, "Standort wieder verfügbar: Le Phare"],
    ]);
  });
});

/** Both instances' runs at the same moment, started together. */
async function evaluateTogether(first: Database, second: Database, now: Date) {
  return Promise.all([evaluateAlertsAt(first, now), evaluateAlertsAt(second, now)]);
}

// Tests share no state: the two-instance test opens a database of its own (two handles on it on PostgreSQL) and
// closes it at its end.
// Engine-dependent: two instances' evaluations at once, kept apart by the transaction advisory lock (two pools on
// PostgreSQL; PGlite's one connection runs them one after the other).
describe.each(engineDependentEngines)("two instances evaluating alerts at once on %s", (engine) => {
  it("announce and mail each alert exactly once", async () => {
    const database = await openTestDatabase(engine);
    const second = engine === "postgres" ? await openSameDatabase(database) : database;
    try {
      const world = await insertAlertsWorld(database.db);
      await subscribe(database.db, world.paul.id, world.phare.id, ["down"]);
      await subscribe(database.db, world.paul.id, world.plage.id, ["down"]);
      await subscribe(database.db, world.lea.id, world.phare.id, ["down"]);
      await recordAvailability(database.db, world.phare.id, { level: "down", reason: "noLine", since: at(0) });
      await recordAvailability(database.db, world.plage.id, {
        level: "degraded",
        reason: "lowBandwidth",
        since: at(0),
      });

      const reports = [
        ...(await evaluateTogether(database.db, second.db, at(0))),
        ...(await evaluateTogether(database.db, second.db, at(2 * minuteMs))),
        ...(await evaluateTogether(database.db, second.db, at(2.5 * minuteMs))),
        ...(await evaluateTogether(database.db, second.db, at(3 * minuteMs))),
      ];
      const total = (key: "events" | "announcements" | "notifications" | "mails") =>
        reports.reduce((sum, report) => sum + report[key], 0);
      expect([total("events"), total("announcements"), total("notifications"), total("mails")]).toEqual([2, 2, 2, 2]);
      expect((await findOutboxMails(database.db)).map((mail) => mail.recipient).sort()).toEqual(
        [world.lea.email, world.paul.email].sort(),
      );
      expect(await countNotifications(database.db)).toEqual({ written: 2, mailed: 2 });
    } finally {
      if (second !== database) await second.close();
      await database.close();
    }
  });
});
