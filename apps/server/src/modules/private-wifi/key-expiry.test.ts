import { privateSpaceExpiryInstant } from "@ondine/domain";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { iotCommands } from "../../db/schema";
import { runRegisteredJob } from "../../test/run-registered-job";
import { testEngines } from "../../test/test-database";
import { useTestApp } from "../../test/use-test-app";
import { insertPushSite, insertSpace, spaceNow } from "./key-push-fixture";

// The last instant of 30 November in Paris (UTC+1 in winter): the day's keys still work.
const lastInstantOfDay = new Date("2026-11-30T22:59:59.999Z");

describe.each(testEngines)("the private-wifi.expire job on %s", (engine) => {
  const t = useTestApp(engine, { now: lastInstantOfDay });

  const runAt = async (now: Date) => {
    t.clock.advance(now.getTime() - t.clock.now().getTime());
    await runRegisteredJob(t.app.jobs, "private-wifi.expire", now);
  };
  const commandsOf = (siteId: number) =>
    t.db.select().from(iotCommands).where(eq(iotCommands.siteId, siteId)).orderBy(asc(iotCommands.id));

  it("withdraws the keys whose day is over once the next day begins in Paris, by the server", async () => {
    const site = await insertPushSite(t.db);
    const endsToday = await insertSpace(t.db, site.siteId, { expiresOn: "2026-11-30" });
    const endedYesterday = await insertSpace(t.db, site.siteId, { expiresOn: "2026-11-29" });
    const endsLater = await insertSpace(t.db, site.siteId, { expiresOn: "2026-12-05" });
    const neverEnds = await insertSpace(t.db, site.siteId);
    const midnight = privateSpaceExpiryInstant("2026-11-30");
    expect(midnight).toEqual(new Date(lastInstantOfDay.getTime() + 1));

    await runAt(lastInstantOfDay);
    expect((await spaceNow(t.db, endsToday.id))?.withdrawnAt).toBeNull();
    expect((await spaceNow(t.db, endedYesterday.id))?.withdrawnAt).toEqual(lastInstantOfDay);

    await runAt(midnight);
    const commands = await commandsOf(site.siteId);
    expect(commands.map((command) => command.privateKeys?.changes)).toEqual([
      [{ space_id: endedYesterday.id, name: endedYesterday.name, action: "withdraw", psk: endedYesterday.psk }],
      [{ space_id: endsToday.id, name: endsToday.name, action: "withdraw", psk: endsToday.psk }],
    ]);
    expect(commands.map((command) => [command.actorUserId, command.actorName, command.privateKeys?.ssid])).toEqual([
      [null, null, site.ssid],
      [null, null, site.ssid],
    ]);
    expect(await spaceNow(t.db, endsToday.id)).toMatchObject({
      withdrawnAt: midnight,
      pushState: "waiting",
      pushCommandId: commands[1]?.id,
      pushChangedAt: midnight,
      pushAttempts: 1,
    });
    for (const untouched of [endsLater, neverEnds]) {
      expect(await spaceNow(t.db, untouched.id)).toMatchObject({ withdrawnAt: null, pushState: "applied" });
    }

    // Withdrawn once: the next runs queue nothing more.
    await runAt(new Date(midnight.getTime() + 60_000));
    expect(await commandsOf(site.siteId)).toHaveLength(2);
  });

  it("leaves alone the deleted and the already withdrawn spaces", async () => {
    const site = await insertPushSite(t.db);
    const withdrawnAt = new Date("2026-11-25T10:00:00Z");
    const deleted = await insertSpace(t.db, site.siteId, { expiresOn: "2026-11-20", deletedAt: withdrawnAt });
    const withdrawn = await insertSpace(t.db, site.siteId, { expiresOn: "2026-11-20", withdrawnAt });

    await runAt(lastInstantOfDay);

    expect(await commandsOf(site.siteId)).toEqual([]);
    expect((await spaceNow(t.db, deleted.id))?.withdrawnAt).toBeNull();
    expect((await spaceNow(t.db, withdrawn.id))?.withdrawnAt).toEqual(withdrawnAt);
  });

  it("a site without its private SSID keeps its expired keys until it has one again", async () => {
    const site = await insertPushSite(t.db, { ssid: null });
    const space = await insertSpace(t.db, site.siteId, { expiresOn: "2026-11-20" });

    await runAt(lastInstantOfDay);

    expect(await commandsOf(site.siteId)).toEqual([]);
    expect(await spaceNow(t.db, space.id)).toMatchObject({ withdrawnAt: null, pushState: "applied" });
  });
});
