import { type AlertLogAnswer, type AlertSubscriptionsAnswer, alertLogPageSize } from "@ondine/domain";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Database } from "../../db";
import { alertAnnouncements, alertNotifications, alertSubscriptions } from "../../db/schema";
import { signInAs, type TestSession } from "../../test/sessions";
import { testEngines } from "../../test/test-database";
import { useTestApp } from "../../test/use-test-app";
import { alertsStart, insertAlertsWorld, minuteMs, subscribe } from "./alerts-fixture";

function subscriptionsOf(db: Database, userId: number) {
  return db
    .select({ siteId: alertSubscriptions.siteId, levels: alertSubscriptions.levels })
    .from(alertSubscriptions)
    .where(eq(alertSubscriptions.userId, userId))
    .orderBy(asc(alertSubscriptions.siteId));
}

/** An announcement on a site `minutes` after the start, mailed to these people. */
async function announce(
  db: Database,
  site: { id: number; organismId: number },
  minutes: number,
  mailedTo: readonly number[] = [],
): Promise<number> {
  const at = new Date(alertsStart.getTime() + minutes * minuteMs);
  const [row] = await db
    .insert(alertAnnouncements)
    .values({
      siteId: site.id,
      organismId: site.organismId,
      kind: "down",
      level: "down",
      reason: "noLine",
      since: at,
      announcedAt: at,
    })
    .returning({ id: alertAnnouncements.id });
  if (!row) throw new Error("announce: no row");
  if (mailedTo.length > 0) {
    await db
      .insert(alertNotifications)
      .values(mailedTo.map((userId) => ({ announcementId: row.id, userId, createdAt: at, mailedAt: at })));
  }
  return row.id;
}

describe.each(testEngines)("the alert calls on %s", (engine) => {
  const t = useTestApp(engine, { now: alertsStart });

  const get = <T>(session: TestSession, url: string) =>
    t.app.inject({ method: "GET", url, headers: session.headers }).then((response) => {
      expect(response.statusCode, response.body).toBe(200);
      return response.json<T>();
    });
  const put = (session: TestSession, payload: Record<string, unknown>) =>
    t.app.inject({ method: "PUT", url: "/api/alerts/subscriptions", headers: session.headers, payload });

  it("lists every site of the caller's scope with their choices, and replaces them", async () => {
    const world = await insertAlertsWorld(t.db);
    await subscribe(t.db, world.paul.id, world.phare.id, ["down"]);
    const paul = await signInAs(t.app, world.paul);
    const lea = await signInAs(t.app, world.lea);

    expect((await get<AlertSubscriptionsAnswer>(paul, "/api/alerts/subscriptions")).sites).toEqual([
      {
        site_id: world.plage.id,
        site_name: "La Plage",
        organism_id: world.organism.id,
        organism_name: "Hôtels du Port",
        levels: [],
      },
      {
        site_id: world.phare.id,
        site_name: "Le Phare",
        organism_id: world.organism.id,
        organism_name: "Hôtels du Port",
        levels: ["down"],
      },
    ]);
    expect(
      (await get<AlertSubscriptionsAnswer>(lea, "/api/alerts/subscriptions")).sites.map((site) => site.site_id),
    ).toEqual([world.phare.id]);

    const replaced = await put(paul, {
      subscriptions: [
        { site_id: world.plage.id, levels: ["recovered", "down"] },
        { site_id: world.phare.id, levels: [] },
      ],
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json<AlertSubscriptionsAnswer>().sites.map((site) => [site.site_name, site.levels])).toEqual([
      ["La Plage", ["down", "recovered"]],
      ["Le Phare", []],
    ]);
    expect(await subscriptionsOf(t.db, world.paul.id)).toEqual([
      { siteId: world.plage.id, levels: ["down", "recovered"] },
    ]);

    expect((await put(paul, { subscriptions: [] })).statusCode).toBe(200);
    expect(await subscriptionsOf(t.db, world.paul.id)).toEqual([]);
  });

  it("answers 404 for a site outside the caller's scope and writes nothing", async () => {
    const world = await insertAlertsWorld(t.db);
    await subscribe(t.db, world.lea.id, world.phare.id, ["down"]);
    const lea = await signInAs(t.app, world.lea);

    for (const siteId of [world.pins.id, world.plage.id, 987_654]) {
      const refused = await put(lea, {
        subscriptions: [
          { site_id: world.phare.id, levels: ["degraded"] },
          { site_id: siteId, levels: ["down"] },
        ],
      });
      expect(refused.statusCode, refused.body).toBe(404);
    }
    expect(await subscriptionsOf(t.db, world.lea.id)).toEqual([{ siteId: world.phare.id, levels: ["down"] }]);
    expect(
      (await put(lea, { subscriptions: [{ site_id: world.phare.id, levels: ["down", "down"] }] })).statusCode,
    ).toBe(422);
  });

  it("lists the announcements on the caller's sites, newest first, admins every one", async () => {
    const world = await insertAlertsWorld(t.db);
    const phareOutage = await announce(t.db, world.phare, 1, [world.lea.id, world.paul.id]);
    const plageOutage = await announce(t.db, world.plage, 2, [world.paul.id]);
    const pinsOutage = await announce(t.db, world.pins, 3, [world.marc.id]);
    const [lea, paul, admin] = await Promise.all([
      signInAs(t.app, world.lea),
      signInAs(t.app, world.paul),
      signInAs(t.app, world.admin),
    ]);

    const paulLog = await get<AlertLogAnswer>(paul, "/api/alerts/log");
    expect(paulLog).toMatchObject({ current_page: 1, total_pages: 1 });
    expect(paulLog.items.map((item) => [item.id, item.site_name, item.organism_name, item.recipients])).toEqual([
      [plageOutage, "La Plage", "Hôtels du Port", 1],
      [phareOutage, "Le Phare", "Hôtels du Port", 2],
    ]);
    expect(paulLog.items[0]).toMatchObject({
      kind: "down",
      level: "down",
      reason: "noLine",
      since: "2026-06-16T08:02:00.000Z",
      announced_at: "2026-06-16T08:02:00.000Z",
    });
    expect((await get<AlertLogAnswer>(lea, "/api/alerts/log")).items.map((item) => item.id)).toEqual([phareOutage]);
    expect((await get<AlertLogAnswer>(lea, `/api/alerts/log?site_id=${world.plage.id}`)).items).toEqual([]);
    expect((await get<AlertLogAnswer>(lea, `/api/alerts/log?site_id=${world.pins.id}`)).items).toEqual([]);
    expect((await get<AlertLogAnswer>(admin, "/api/alerts/log")).items.map((item) => item.id)).toEqual([
      pinsOutage,
      plageOutage,
      phareOutage,
    ]);
    expect(
      (await get<AlertLogAnswer>(paul, `/api/alerts/log?site_id=${world.phare.id}`)).items.map((item) => item.id),
    ).toEqual([phareOutage]);
  });

  it("pages the log", async () => {
    const world = await insertAlertsWorld(t.db);
    for (let minutes = 0; minutes <= alertLogPageSize; minutes++) await announce(t.db, world.phare, minutes);
    const lea = await signInAs(t.app, world.lea);

    const first = await get<AlertLogAnswer>(lea, "/api/alerts/log");
    const second = await get<AlertLogAnswer>(lea, "/api/alerts/log?page=2");
    expect([first.items.length, first.total_pages, second.items.length, second.current_page]).toEqual([
      alertLogPageSize,
      2,
      1,
      2,
    ]);
    expect(second.items[0]?.since).toBe(alertsStart.toISOString());
  });

  it("answers 401 without a session", async () => {
    for (const url of ["/api/alerts/subscriptions", "/api/alerts/log"]) {
      expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(401);
    }
  });
});
