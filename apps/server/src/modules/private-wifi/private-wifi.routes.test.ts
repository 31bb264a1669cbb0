import {
  type PrivateSpace,
  type PrivateSpaceDetail,
  type PrivateSpaceKey,
  type PrivateSpaceList,
  privateKeyRules,
  privateSpaceNameKey,
} from "@ondine/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { iotCommands, iotRooms, privateSpaceDevices } from "../../db/schema";
import { testEngines } from "../../test/test-database";
import { insertSpace, spaceNow } from "./key-push-fixture";
import {
  answerOf,
  auditRows,
  privateWifiNow,
  queuedKeyChanges,
  storedSpaces,
  today,
  usePrivateWifiApp,
  yesterday,
} from "./private-wifi-fixture";

const keyShape = new RegExp(`^[${privateKeyRules.alphabet}]{${privateKeyRules.generatedLength}}$`);
const named = (name: string) => ({ name, nameKey: privateSpaceNameKey(name) });

describe.each(testEngines)("the private Wi-Fi spaces' calls on %s", (engine) => {
  const t = usePrivateWifiApp(engine);

  it("creates a space with a fresh key, pushed to the site, its key in no answer", async () => {
    const { site } = t.world;
    const space = answerOf<PrivateSpace>(
      await t.client.create(t.as.manager, site.id, { name: "  Chambre   12 ", comment: "Bail Léa", expires_on: today }),
      201,
    );
    expect(space).toMatchObject({
      site_id: site.id,
      name: "Chambre 12",
      comment: "Bail Léa",
      state: "active",
      expires_on: today,
      room: null,
      coupon: null,
      devices_count: 0,
      created_at: privateWifiNow.toISOString(),
      push: { state: "waiting", changed_at: privateWifiNow.toISOString(), finished_at: null, failure: null },
    });
    expect(JSON.stringify(space)).not.toContain("psk");
    const [stored] = await storedSpaces(t.db, site.id);
    expect(stored?.psk).toMatch(keyShape);
    expect(stored?.pushCommandId).not.toBeNull();
    expect(stored?.createdById).toBe(t.world.manager.id);
    expect(await queuedKeyChanges(t.db, site.id)).toEqual([
      { space_id: space.id, name: "Chambre 12", action: "set", psk: stored?.psk },
    ]);
  });

  it("refuses a taken name (case, accents and spacing aside) and a past day at once, and a site without an SSID", async () => {
    const { site, otherSite } = t.world;
    await insertSpace(t.db, site.id, named("Chambre Été"));
    const refused = await t.client.create(t.as.manager, site.id, { name: "chambre  ete", expires_on: yesterday });
    expect(answerOf(refused, 422)).toMatchObject({
      errors: {
        name: ["privateWifi.errors.name_taken"],
        expires_on: ["privateWifi.errors.expiry_in_past"],
      },
    });
    const noSsid = await t.client.create(t.as.organismManager, otherSite.id, { name: "Chambre 1" });
    expect(answerOf(noSsid, 422)).toMatchObject({ errors: { _root: ["privateWifi.errors.no_private_ssid"] } });
    expect(await storedSpaces(t.db, site.id)).toHaveLength(1);
    expect(await storedSpaces(t.db, otherSite.id)).toEqual([]);
    // A deleted space's name is free again.
    await insertSpace(t.db, site.id, { ...named("Chambre 7"), deletedAt: privateWifiNow });
    answerOf(await t.client.create(t.as.manager, site.id, { name: "Chambre 7" }), 201);
  });

  it("lists a page with its total and the site's figures, searched, filtered by state and sorted", async () => {
    const { site } = t.world;
    await insertSpace(t.db, site.id, { ...named("Chambre 2"), comment: "Étudiant Erasmus", devicesCount: 3 });
    await insertSpace(t.db, site.id, { ...named("Chambre 10"), expiresOn: yesterday, withdrawnAt: privateWifiNow });
    await insertSpace(t.db, site.id, {
      ...named("Studio Été"),
      expiresOn: today,
      pushState: "failed",
      devicesCount: 1,
    });
    await insertSpace(t.db, site.id, { ...named("Chambre 3"), pushState: "waiting" });
    // A tombstone whose withdrawal waits: never listed, but its key still counts.
    await insertSpace(t.db, site.id, {
      ...named("Chambre 4"),
      deletedAt: privateWifiNow,
      withdrawnAt: privateWifiNow,
      pushState: "waiting",
    });
    // Another site's space is not this site's.
    await insertSpace(t.db, t.world.otherSite.id, named("Chambre 2"));

    const all = answerOf<PrivateSpaceList>(await t.client.list(t.as.manager, site.id));
    expect(all.items.map((space) => space.name)).toEqual(["Chambre 10", "Chambre 2", "Chambre 3", "Studio Été"]);
    expect(all).toMatchObject({ total_count: 4, current_page: 1, total_pages: 1 });
    expect(all.figures).toEqual({
      ssid: "Pasteur-Prive",
      key_limit: 5000,
      keys_in_use: 4,
      active: 3,
      expired: 1,
      with_devices: 2,
      devices: 4,
      waiting: 1,
      failed: 1,
    });
    expect(all.items.find((space) => space.name === "Chambre 10")?.state).toBe("expired");

    const search = async (query: string) =>
      answerOf<PrivateSpaceList>(await t.client.list(t.as.manager, site.id, query)).items.map((space) => space.name);
    // The name with accents and case aside, the comment as typed; a wildcard is a character like any other.
    expect(await search("?q=studio%20ete")).toEqual(["Studio Été"]);
    expect(await search("?q=erasmus")).toEqual(["Chambre 2"]);
    expect(await search("?q=%25")).toEqual([]);
    expect(await search("?state=expired")).toEqual(["Chambre 10"]);
    expect(await search("?state=active&sort=devices&order=desc")).toEqual(["Chambre 2", "Studio Été", "Chambre 3"]);
    expect(await search("?sort=expires_on")).toEqual(["Chambre 10", "Studio Été", "Chambre 2", "Chambre 3"]);
  });

  it("pages by 50", async () => {
    const { site } = t.world;
    for (let index = 1; index <= 51; index += 1) {
      await insertSpace(t.db, site.id, named(`Chambre ${String(index).padStart(3, "0")}`));
    }
    const second = answerOf<PrivateSpaceList>(await t.client.list(t.as.manager, site.id, "?page=2"));
    expect(second).toMatchObject({ total_count: 51, current_page: 2, total_pages: 2 });
    expect(second.items.map((space) => space.name)).toEqual(["Chambre 051"]);
  });

  it("shows a space with its devices and its linked room", async () => {
    const { site } = t.world;
    const [room] = await t.db.insert(iotRooms).values({ siteId: site.id, name: "101", psk: "RoomKey2345" }).returning();
    const space = await insertSpace(t.db, site.id, { ...named("Chambre 101"), iotRoomId: room?.id, devicesCount: 1 });
    await t.db.insert(privateSpaceDevices).values({
      spaceId: space.id,
      mac: "02:aa:00:00:00:01",
      connectedSince: new Date("2026-06-16T07:00:00.000Z"),
      downloadBytes: 1_500_000,
      uploadBytes: 20_000,
    });
    const detail = answerOf<PrivateSpaceDetail>(await t.client.get(t.as.manager, space.id));
    expect(detail).toMatchObject({
      id: space.id,
      name: "Chambre 101",
      room: { id: room?.id, name: "101" },
      devices: [
        {
          mac_address: "02:aa:00:00:00:01",
          connected_since: "2026-06-16T07:00:00.000Z",
          download: 1_500_000,
          upload: 20_000,
        },
      ],
    });
  });

  it("renames a space, changes its comment, and refuses a name another space has", async () => {
    const { site } = t.world;
    const space = await insertSpace(t.db, site.id, named("Chambre 1"));
    await insertSpace(t.db, site.id, named("Chambre 2"));
    const renamed = answerOf<PrivateSpace>(
      await t.client.patch(t.as.manager, space.id, { name: "CHAMBRE 1", comment: "Bail jusqu'au 30/06" }),
    );
    expect(renamed).toMatchObject({ name: "CHAMBRE 1", comment: "Bail jusqu'au 30/06" });
    expect(answerOf(await t.client.patch(t.as.manager, space.id, { name: "chambre 2" }), 422)).toMatchObject({
      errors: { name: ["privateWifi.errors.name_taken"] },
    });
    // A rename changes no key: nothing is pushed.
    expect(await queuedKeyChanges(t.db, site.id)).toEqual([]);
  });

  it("brings an expired space's key back when its day is pushed later, and refuses a past day", async () => {
    const { site } = t.world;
    const expired = await insertSpace(t.db, site.id, {
      ...named("Chambre 5"),
      expiresOn: yesterday,
      withdrawnAt: privateWifiNow,
    });
    expect(answerOf(await t.client.patch(t.as.manager, expired.id, { expires_on: "2026-06-01" }), 422)).toMatchObject({
      errors: { expires_on: ["privateWifi.errors.expiry_in_past"] },
    });
    // The day left as it was is not checked again.
    answerOf(await t.client.patch(t.as.manager, expired.id, { comment: "Parti", expires_on: yesterday }));

    const back = answerOf<PrivateSpace>(await t.client.patch(t.as.manager, expired.id, { expires_on: "2026-09-30" }));
    expect(back).toMatchObject({ state: "active", expires_on: "2026-09-30", push: { state: "waiting" } });
    expect((await spaceNow(t.db, expired.id))?.withdrawnAt).toBeNull();
    expect(await queuedKeyChanges(t.db, site.id)).toEqual([
      { space_id: expired.id, name: "Chambre 5", action: "set", psk: expired.psk },
    ]);
    // A later day on an active space pushes nothing: the expiry is the server's.
    await t.client.patch(t.as.manager, expired.id, { expires_on: null });
    expect(await queuedKeyChanges(t.db, site.id)).toHaveLength(1);
  });

  it("deletes a space as a tombstone whose withdrawal is pushed, gone from the list, its name free", async () => {
    const { site } = t.world;
    const space = await insertSpace(t.db, site.id, named("Chambre 8"));
    const deleted = await t.client.remove(t.as.manager, space.id);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await spaceNow(t.db, space.id)).toMatchObject({
      deletedAt: privateWifiNow,
      withdrawnAt: privateWifiNow,
      pushState: "waiting",
    });
    expect(await queuedKeyChanges(t.db, site.id)).toEqual([
      { space_id: space.id, name: "Chambre 8", action: "withdraw", psk: space.psk },
    ]);
    expect(answerOf<PrivateSpaceList>(await t.client.list(t.as.manager, site.id)).items).toEqual([]);
    expect((await t.client.get(t.as.manager, space.id)).statusCode).toBe(404);
    answerOf(await t.client.create(t.as.manager, site.id, { name: "chambre 8" }), 201);
  });

  it("drops at once a deleted space whose key was already withdrawn, and keeps a room's", async () => {
    const { site } = t.world;
    const withdrawn = await insertSpace(t.db, site.id, { expiresOn: yesterday, withdrawnAt: privateWifiNow });
    expect((await t.client.remove(t.as.manager, withdrawn.id)).statusCode).toBe(204);
    expect(await spaceNow(t.db, withdrawn.id)).toBeUndefined();

    const [room] = await t.db.insert(iotRooms).values({ siteId: site.id, name: "102", psk: "RoomKey6789" }).returning();
    const linked = await insertSpace(t.db, site.id, { iotRoomId: room?.id });
    expect(answerOf(await t.client.remove(t.as.manager, linked.id), 422)).toMatchObject({
      errors: { _root: ["privateWifi.errors.room_linked"] },
    });
    expect((await spaceNow(t.db, linked.id))?.deletedAt).toBeNull();
    expect(await queuedKeyChanges(t.db, site.id)).toEqual([]);
  });

  it("resets a key at once and pushes the new one; an expired space is refused", async () => {
    const { site } = t.world;
    const space = await insertSpace(t.db, site.id, named("Chambre 9"));
    const reset = answerOf<PrivateSpace>(await t.client.reset(t.as.manager, space.id));
    expect(reset).toMatchObject({ key_changed_at: privateWifiNow.toISOString(), push: { state: "waiting" } });
    const after = await spaceNow(t.db, space.id);
    expect(after?.psk).toMatch(keyShape);
    expect(after?.psk).not.toBe(space.psk);
    expect(await queuedKeyChanges(t.db, site.id)).toEqual([
      { space_id: space.id, name: "Chambre 9", action: "set", psk: after?.psk },
    ]);

    const expired = await insertSpace(t.db, site.id, { ...named("Studio 9"), expiresOn: yesterday });
    expect(answerOf(await t.client.reset(t.as.manager, expired.id), 422)).toMatchObject({
      errors: { _root: ["privateWifi.errors.space_expired"] },
    });
    expect((await spaceNow(t.db, expired.id))?.psk).toBe(expired.psk);
  });

  it("gives a linked hotel room the space's new key, its devices told by a checkout", async () => {
    const { site } = t.world;
    const [room] = await t.db.insert(iotRooms).values({ siteId: site.id, name: "103", psk: "RoomKey2468" }).returning();
    const space = await insertSpace(t.db, site.id, { ...named("Chambre 103"), iotRoomId: room?.id });
    answerOf(await t.client.reset(t.as.manager, space.id));
    const psk = (await spaceNow(t.db, space.id))?.psk;
    const [roomNow] = await t.db
      .select()
      .from(iotRooms)
      .where(eq(iotRooms.id, room?.id ?? 0));
    expect(roomNow?.psk).toBe(psk);
    const checkouts = await t.db.select().from(iotCommands).where(eq(iotCommands.kind, "checkout"));
    expect(checkouts.map((command) => [command.roomId, command.newPsk])).toEqual([[room?.id, psk]]);
  });

  it("reveals a key, written to the audit log", async () => {
    const { site, manager } = t.world;
    const space = await insertSpace(t.db, site.id, { psk: "Secret2345ab" });
    expect(answerOf<PrivateSpaceKey>(await t.client.reveal(t.as.manager, space.id))).toEqual({
      id: space.id,
      psk: "Secret2345ab",
    });
    expect(await auditRows(t.db, ["private_wifi.key_revealed"])).toEqual([
      {
        action: "private_wifi.key_revealed",
        actorId: manager.id,
        details: { site_id: site.id, keys: 1, space_id: space.id },
      },
    ]);
  });

  it("refuses an account without the ran role (403) before anything, and another customer's site or space (404)", async () => {
    const { site, theirSite, theirSpace, otherSite } = t.world;
    const mine = await insertSpace(t.db, site.id);
    for (const response of [
      await t.client.list(t.as.withoutRan, site.id),
      await t.client.create(t.as.withoutRan, site.id, { name: "Chambre 1" }),
      await t.client.get(t.as.withoutRan, mine.id),
      await t.client.reveal(t.as.withoutRan, mine.id),
      // Before the site is looked up: the same for another customer's.
      await t.client.list(t.as.withoutRan, theirSite.id),
    ]) {
      expect(response.statusCode, response.body).toBe(403);
    }
    for (const response of [
      await t.client.list(t.as.manager, theirSite.id),
      await t.client.create(t.as.manager, theirSite.id, { name: "Chambre 1" }),
      await t.client.get(t.as.manager, theirSpace.id),
      await t.client.patch(t.as.manager, theirSpace.id, { comment: "à moi" }),
      await t.client.remove(t.as.manager, theirSpace.id),
      await t.client.reset(t.as.manager, theirSpace.id),
      await t.client.reveal(t.as.manager, theirSpace.id),
      // Our organism's other site is not the one-site manager's either.
      await t.client.list(t.as.manager, otherSite.id),
      await t.client.get(t.as.theirManager, mine.id),
      await t.client.get(t.as.manager, 2_147_483_647),
    ]) {
      expect(response.statusCode, response.body).toBe(404);
    }
    expect(await spaceNow(t.db, theirSpace.id)).toEqual(theirSpace);
    expect(await auditRows(t.db, ["private_wifi.key_revealed"])).toEqual([]);
    // The organism's holder and an admin reach them.
    expect((await t.client.list(t.as.organismManager, otherSite.id)).statusCode).toBe(200);
    expect((await t.client.get(t.as.admin, theirSpace.id)).statusCode).toBe(200);
  });
});
