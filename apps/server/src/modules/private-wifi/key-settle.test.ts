import { iotCommandLifetimeMs } from "@ondine/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { iotCommands, privateSpaceDevices } from "../../db/schema";
import { runRegisteredJob } from "../../test/run-registered-job";
import { testEngines } from "../../test/test-database";
import { useTestApp } from "../../test/use-test-app";
import { createCollector } from "../ingest";
import { pushKeyChanges } from "./key-push.repository";
import { insertPushSite, insertSpace, type PushSite, type SpaceRow, spaceNow } from "./key-push-fixture";
import { settlePrivateKeyCommands } from "./key-settle";

const start = new Date("2026-11-30T09:00:00Z");
const later = (ms: number) => new Date(start.getTime() + ms);

describe.each(testEngines)("settling the private keys' commands on %s", (engine) => {
  const t = useTestApp(engine, { now: start });

  /** Queues the spaces' changes as the console does; returns the command's id. */
  const push = async (site: PushSite, spaces: readonly SpaceRow[], action: "set" | "withdraw") => {
    await pushKeyChanges(t.db, {
      site: { id: site.siteId },
      ssid: "Residence-Prive",
      actor: null,
      now: t.clock.now(),
      changes: spaces.map((space) => ({ spaceId: space.id, name: space.name, action, psk: space.psk })),
    });
    const commandId = (await spaceNow(t.db, spaces[0]?.id ?? 0))?.pushCommandId;
    if (!commandId) throw new Error("nothing queued");
    return commandId;
  };

  /** The site's collector takes its commands (they are sent), as its long poll does. */
  const collectorOf = async (site: PushSite) => {
    const { token } = await createCollector(t.db, { name: `Collector ${site.siteId}`, siteIds: [site.siteId] });
    const headers = { authorization: `Bearer ${token}` };
    return {
      take: () => t.app.inject({ method: "GET", url: "/api/ingest/v1/commands", headers }),
      report: (id: number, body: object) =>
        t.app.inject({ method: "POST", url: `/api/ingest/v1/commands/${id}/result`, headers, payload: body }),
    };
  };

  it("acknowledged: the spaces turn applied at once, and a deleted space whose withdrawal it was goes", async () => {
    const site = await insertPushSite(t.db);
    const kept = await insertSpace(t.db, site.siteId);
    const deleted = await insertSpace(t.db, site.siteId, { deletedAt: start, withdrawnAt: start });
    await t.db
      .insert(privateSpaceDevices)
      .values({ spaceId: deleted.id, mac: "02:00:00:00:00:01", connectedSince: start });
    const commandId = await push(site, [kept, deleted], "withdraw");
    const collector = await collectorOf(site);
    await collector.take();
    t.clock.advance(20_000);

    const answer = await collector.report(commandId, { status: "acknowledged", stamp: later(15_000).toISOString() });

    expect(answer.json()).toEqual({ id: commandId, state: "acknowledged" });
    expect(await spaceNow(t.db, kept.id)).toMatchObject({
      pushState: "applied",
      pushFinishedAt: later(15_000),
      pushFailure: null,
    });
    expect(await spaceNow(t.db, deleted.id)).toBeUndefined();
    expect(await t.db.select().from(privateSpaceDevices).where(eq(privateSpaceDevices.spaceId, deleted.id))).toEqual(
      [],
    );
  });

  it("failed: the spaces turn failed with the collector's words, a deleted one stays until its withdrawal is applied", async () => {
    const site = await insertPushSite(t.db);
    const space = await insertSpace(t.db, site.siteId);
    const deleted = await insertSpace(t.db, site.siteId, { deletedAt: start, withdrawnAt: start });
    const commandId = await push(site, [space, deleted], "withdraw");
    const collector = await collectorOf(site);
    await collector.take();
    t.clock.advance(10_000);

    await collector.report(commandId, { status: "failed", message: "controller did not answer" });

    for (const id of [space.id, deleted.id]) {
      expect(await spaceNow(t.db, id)).toMatchObject({
        pushState: "failed",
        pushFinishedAt: later(10_000),
        pushFailure: "controller did not answer",
        pushCommandId: commandId,
      });
    }
  });

  it("expired: the sweep marks the command expired and its spaces failed, with no words", async () => {
    const site = await insertPushSite(t.db);
    const space = await insertSpace(t.db, site.siteId);
    const commandId = await push(site, [space], "set");

    t.clock.advance(iotCommandLifetimeMs + 1_000);
    await runRegisteredJob(t.app.jobs, "iot.expire-commands", t.clock.now());

    const [command] = await t.db.select().from(iotCommands).where(eq(iotCommands.id, commandId));
    expect(command?.state).toBe("expired");
    expect(await spaceNow(t.db, space.id)).toMatchObject({
      pushState: "failed",
      pushFinishedAt: later(iotCommandLifetimeMs),
      pushFailure: null,
    });
  });

  it("a command past its expiry is over even before the sweep marks it; one still running settles nothing", async () => {
    const site = await insertPushSite(t.db);
    const space = await insertSpace(t.db, site.siteId);
    const commandId = await push(site, [space], "set");

    expect(await settlePrivateKeyCommands(t.db, later(iotCommandLifetimeMs - 1), [commandId])).toEqual({
      applied: 0,
      failed: 0,
      deleted: 0,
    });
    expect((await spaceNow(t.db, space.id))?.pushState).toBe("waiting");

    expect(await settlePrivateKeyCommands(t.db, later(iotCommandLifetimeMs))).toEqual({
      applied: 0,
      failed: 1,
      deleted: 0,
    });
    expect(await spaceNow(t.db, space.id)).toMatchObject({
      pushState: "failed",
      pushFinishedAt: later(iotCommandLifetimeMs),
    });
  });

  it("a space changed again since waits on its newer command: the older one's result leaves it alone", async () => {
    const site = await insertPushSite(t.db);
    const space = await insertSpace(t.db, site.siteId);
    const older = await push(site, [space], "set");
    const collector = await collectorOf(site);
    await collector.take();
    t.clock.advance(1_000);
    const newer = await push(site, [space], "withdraw");

    await collector.report(older, { status: "acknowledged" });

    expect(await spaceNow(t.db, space.id)).toMatchObject({ pushState: "waiting", pushCommandId: newer });
  });

  it("a result recorded before a crash is settled by the next run of the retry job", async () => {
    const site = await insertPushSite(t.db);
    const space = await insertSpace(t.db, site.siteId);
    const commandId = await push(site, [space], "set");
    // The result is in, its settling lost.
    await t.db
      .update(iotCommands)
      .set({ state: "acknowledged", sentAt: later(1_000), finishedAt: later(2_000) })
      .where(eq(iotCommands.id, commandId));

    t.clock.advance(60_000);
    await runRegisteredJob(t.app.jobs, "private-wifi.retry", t.clock.now());

    expect(await spaceNow(t.db, space.id)).toMatchObject({ pushState: "applied", pushFinishedAt: later(2_000) });
  });
});
