import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { iotCommands } from "../../db/schema";
import { testEngines } from "../../test/test-database";
import { useTestDatabase } from "../../test/use-test-database";
import { insertPushSite, insertSpace, spaceNow } from "./key-push-fixture";
import { retryPrivateKeyPushes } from "./key-retry";

const failedAt = new Date("2026-11-30T09:00:00Z");
const minutesAfter = (minutes: number) => new Date(failedAt.getTime() + minutes * 60_000);
const failed = (attempts: number) => ({
  pushState: "failed" as const,
  pushAttempts: attempts,
  pushChangedAt: new Date(failedAt.getTime() - 5 * 60_000),
  pushFinishedAt: failedAt,
  pushFailure: "controller did not answer",
});

describe.each(testEngines)("the private-wifi.retry job on %s", (engine) => {
  const t = useTestDatabase(engine);

  const commandsOf = (siteId: number) =>
    t.db.select().from(iotCommands).where(eq(iotCommands.siteId, siteId)).orderBy(asc(iotCommands.id));

  it("tries a failed space again 1, 2, 4 ... minutes after its last try, with what it should be now", async () => {
    const site = await insertPushSite(t.db);
    const live = await insertSpace(t.db, site.siteId, failed(1));
    const expired = await insertSpace(t.db, site.siteId, { ...failed(3), withdrawnAt: minutesAfter(-10) });
    const applied = await insertSpace(t.db, site.siteId);

    expect(await retryPrivateKeyPushes(t.db, new Date(minutesAfter(1).getTime() - 1))).toEqual({
      settled: 0,
      retried: 0,
    });
    expect(await retryPrivateKeyPushes(t.db, minutesAfter(1))).toEqual({ settled: 0, retried: 1 });
    const [setAgain] = await commandsOf(site.siteId);
    expect(setAgain).toMatchObject({ kind: "private_keys", actorUserId: null, actorName: null });
    expect(setAgain?.privateKeys).toEqual({
      ssid: site.ssid,
      changes: [{ space_id: live.id, name: live.name, action: "set", psk: live.psk }],
    });
    expect(await spaceNow(t.db, live.id)).toMatchObject({
      pushState: "waiting",
      pushAttempts: 2,
      pushCommandId: setAgain?.id,
      pushChangedAt: minutesAfter(1),
      pushFailure: null,
      pushFinishedAt: null,
    });

    // The third try failed: the fourth comes 4 minutes later, taking the expired key out.
    expect((await retryPrivateKeyPushes(t.db, minutesAfter(3))).retried).toBe(0);
    expect((await retryPrivateKeyPushes(t.db, minutesAfter(4))).retried).toBe(1);
    const [, withdrawal] = await commandsOf(site.siteId);
    expect(withdrawal?.privateKeys?.changes).toEqual([
      { space_id: expired.id, name: expired.name, action: "withdraw", psk: expired.psk },
    ]);
    expect(await spaceNow(t.db, expired.id)).toMatchObject({ pushState: "waiting", pushAttempts: 4 });
    expect(await spaceNow(t.db, applied.id)).toMatchObject({ pushState: "applied", pushCommandId: null });
  });

  it("waits at most an hour between tries, and takes a deleted space's key out", async () => {
    const site = await insertPushSite(t.db);
    const deleted = await insertSpace(t.db, site.siteId, {
      ...failed(9),
      deletedAt: minutesAfter(-90),
      withdrawnAt: minutesAfter(-90),
    });

    expect((await retryPrivateKeyPushes(t.db, minutesAfter(59))).retried).toBe(0);
    expect((await retryPrivateKeyPushes(t.db, minutesAfter(60))).retried).toBe(1);
    const [command] = await commandsOf(site.siteId);
    expect(command?.privateKeys?.changes).toEqual([
      { space_id: deleted.id, name: deleted.name, action: "withdraw", psk: deleted.psk },
    ]);
    expect(await spaceNow(t.db, deleted.id)).toMatchObject({ pushState: "waiting", pushAttempts: 10 });
  });

  it("spaces on their same try go in one command, others in their own", async () => {
    const site = await insertPushSite(t.db);
    const first = await insertSpace(t.db, site.siteId, failed(1));
    const second = await insertSpace(t.db, site.siteId, failed(1));
    const third = await insertSpace(t.db, site.siteId, failed(2));

    expect((await retryPrivateKeyPushes(t.db, minutesAfter(2))).retried).toBe(3);

    const commands = await commandsOf(site.siteId);
    expect(commands.map((command) => command.privateKeys?.changes.map((change) => change.space_id))).toEqual([
      [first.id, second.id],
      [third.id],
    ]);
    expect((await spaceNow(t.db, first.id))?.pushAttempts).toBe(2);
    expect((await spaceNow(t.db, third.id))?.pushAttempts).toBe(3);
  });

  it("a site without its private SSID keeps its failed spaces until it has one", async () => {
    const site = await insertPushSite(t.db, { ssid: null });
    const space = await insertSpace(t.db, site.siteId, failed(1));

    expect((await retryPrivateKeyPushes(t.db, minutesAfter(10))).retried).toBe(0);

    expect(await commandsOf(site.siteId)).toEqual([]);
    expect(await spaceNow(t.db, space.id)).toMatchObject({ pushState: "failed", pushAttempts: 1 });
  });
});
