import { iotCommandLifetimeMs } from "@ondine/domain";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { iotCommands, privateSpaces } from "../../db/schema";
import { testEngines } from "../../test/test-database";
import { useTestDatabase } from "../../test/use-test-database";
import { insertUser } from "../../test/user-factory";
import { createCollector } from "../ingest";
import { takePendingIotCommands } from "../iot";
import { type PrivateKeyChange, pushKeyChanges } from "./key-push.repository";
import { insertPushSite, insertSpace, insertSpaces, spaceNow } from "./key-push-fixture";

const now = new Date("2026-11-30T09:00:00Z");

describe.each(testEngines)("pushing private keys to a site on %s", (engine) => {
  const t = useTestDatabase(engine);

  const commandsOf = (siteId: number) =>
    t.db.select().from(iotCommands).where(eq(iotCommands.siteId, siteId)).orderBy(asc(iotCommands.id));

  it("queues the changes in order, 500 a command, and each space waits on the command carrying it", async () => {
    const site = await insertPushSite(t.db);
    const spaces = await insertSpaces(t.db, site.siteId, 1201, {
      pushState: "failed",
      pushAttempts: 3,
      pushFailure: "controller did not answer",
      pushFinishedAt: new Date("2026-11-30T08:00:00Z"),
    });
    const changes: PrivateKeyChange[] = spaces.map((space, index) => ({
      spaceId: space.id,
      name: space.name,
      action: index % 3 === 0 ? "withdraw" : "set",
      psk: space.psk,
    }));

    await pushKeyChanges(t.db, {
      site: { id: site.siteId },
      ssid: "Residence-Prive",
      actor: null,
      now,
      changes,
      attempt: 4,
    });

    const commands = await commandsOf(site.siteId);
    expect(commands.map((command) => command.privateKeys?.changes.length)).toEqual([500, 500, 201]);
    for (const command of commands) {
      expect(command).toMatchObject({
        kind: "private_keys",
        state: "queued",
        actorUserId: null,
        actorName: null,
        deviceId: null,
        roomId: null,
        createdAt: now,
        expiresAt: new Date(now.getTime() + iotCommandLifetimeMs),
      });
      expect(command.privateKeys?.ssid).toBe("Residence-Prive");
    }
    expect(commands.flatMap((command) => command.privateKeys?.changes ?? [])).toEqual(
      changes.map((change) => ({
        space_id: change.spaceId,
        name: change.name,
        action: change.action,
        psk: change.psk,
      })),
    );
    const stored = await t.db
      .select()
      .from(privateSpaces)
      .where(eq(privateSpaces.siteId, site.siteId))
      .orderBy(asc(privateSpaces.id));
    expect(stored.map((space) => space.pushCommandId)).toEqual(
      spaces.map((_, index) => commands[Math.floor(index / 500)]?.id),
    );
    for (const space of stored) {
      expect(space).toMatchObject({
        pushState: "waiting",
        pushChangedAt: now,
        pushAttempts: 4,
        pushFailure: null,
        pushFinishedAt: null,
      });
    }
  });

  it("names the person who asked, and counts a person's change as the first try", async () => {
    const site = await insertPushSite(t.db);
    const space = await insertSpace(t.db, site.siteId, { pushAttempts: 5 });
    const person = await insertUser(t.db, { firstName: "Camille", lastName: "Durand" });

    await pushKeyChanges(t.db, {
      site: { id: site.siteId },
      ssid: "Residence-Prive",
      actor: { id: person.id, impersonatorId: null },
      now,
      changes: [{ spaceId: space.id, name: space.name, action: "set", psk: space.psk }],
    });

    const [command] = await commandsOf(site.siteId);
    expect(command).toMatchObject({ actorUserId: person.id, actorName: "Camille Durand" });
    expect(await spaceNow(t.db, space.id)).toMatchObject({ pushState: "waiting", pushAttempts: 1 });
  });

  it("a space named by two commands waits on the later one", async () => {
    const site = await insertPushSite(t.db);
    const spaces = await insertSpaces(t.db, site.siteId, 500);
    const first = spaces[0];
    if (!first) throw new Error("no space");
    const changes: PrivateKeyChange[] = [
      ...spaces.map((space) => ({ spaceId: space.id, name: space.name, action: "set" as const, psk: space.psk })),
      { spaceId: first.id, name: first.name, action: "withdraw", psk: first.psk },
    ];

    await pushKeyChanges(t.db, { site: { id: site.siteId }, ssid: "Residence-Prive", actor: null, now, changes });

    const commands = await commandsOf(site.siteId);
    expect(commands).toHaveLength(2);
    expect((await spaceNow(t.db, first.id))?.pushCommandId).toBe(commands[1]?.id);
    expect((await spaceNow(t.db, spaces[1]?.id ?? 0))?.pushCommandId).toBe(commands[0]?.id);
  });

  it("leaves alone a space of another site named among the changes", async () => {
    const site = await insertPushSite(t.db);
    const other = await insertPushSite(t.db);
    const mine = await insertSpace(t.db, site.siteId);
    const theirs = await insertSpace(t.db, other.siteId);

    await pushKeyChanges(t.db, {
      site: { id: site.siteId },
      ssid: "Residence-Prive",
      actor: null,
      now,
      changes: [mine, theirs].map((space) => ({ spaceId: space.id, name: space.name, action: "set", psk: space.psk })),
    });

    expect((await spaceNow(t.db, mine.id))?.pushState).toBe("waiting");
    expect(await spaceNow(t.db, theirs.id)).toMatchObject({ pushState: "applied", pushCommandId: null });
  });

  it("the site's collector receives the commands with their SSID and changes, nothing else", async () => {
    const site = await insertPushSite(t.db);
    const space = await insertSpace(t.db, site.siteId);
    const collector = await createCollector(t.db, { name: "Collector Résidence", siteIds: [site.siteId] });

    await pushKeyChanges(t.db, {
      site: { id: site.siteId },
      ssid: "Residence-Prive",
      actor: null,
      now,
      changes: [{ spaceId: space.id, name: space.name, action: "set", psk: space.psk }],
    });

    const delivered = await takePendingIotCommands(t.db, { id: collector.id, siteIds: new Set([site.siteId]) }, now);
    expect(delivered).toEqual([
      expect.objectContaining({
        kind: "private_keys",
        site_id: site.siteId,
        device: null,
        room: null,
        spare: null,
        message: null,
        private_keys: {
          ssid: "Residence-Prive",
          changes: [{ space_id: space.id, name: space.name, action: "set", psk: space.psk }],
        },
      }),
    ]);
  });

  it("queues nothing for no change", async () => {
    const site = await insertPushSite(t.db);
    await pushKeyChanges(t.db, { site: { id: site.siteId }, ssid: "Residence-Prive", actor: null, now, changes: [] });
    expect(await commandsOf(site.siteId)).toEqual([]);
  });
});
