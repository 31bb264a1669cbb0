import { privateSpaceNameKey } from "@ondine/domain";
import { describe, expect, it } from "vitest";
import { testEngines } from "../../test/test-database";
import { insertSpace, spaceNow } from "./key-push-fixture";
import {
  answerOf,
  privateWifiNow,
  queuedKeyChanges,
  storedSpaces,
  usePrivateWifiApp,
  yesterday,
} from "./private-wifi-fixture";

const named = (name: string) => ({ name, nameKey: privateSpaceNameKey(name) });

describe.each(testEngines)("the private Wi-Fi bulk call on %s", (engine) => {
  const t = usePrivateWifiApp(engine);

  it("deletes the spaces named by id, their withdrawals pushed in one change", async () => {
    const { site } = t.world;
    const first = await insertSpace(t.db, site.id, named("Chambre 1"));
    const second = await insertSpace(t.db, site.id, named("Chambre 2"));
    const kept = await insertSpace(t.db, site.id, named("Chambre 3"));
    const answer = await t.client.bulk(t.as.manager, site.id, {
      action: "delete",
      selection: { ids: [first.id, second.id] },
      expected: 2,
    });
    expect(answerOf(answer)).toEqual({ affected: 2 });
    expect((await spaceNow(t.db, first.id))?.deletedAt).toEqual(privateWifiNow);
    expect((await spaceNow(t.db, second.id))?.deletedAt).toEqual(privateWifiNow);
    expect((await spaceNow(t.db, kept.id))?.deletedAt).toBeNull();
    expect((await queuedKeyChanges(t.db, site.id)).map((change) => [change.space_id, change.action])).toEqual([
      [first.id, "withdraw"],
      [second.id, "withdraw"],
    ]);
  });

  it("refuses the whole call when one id is another customer's (404), nothing done", async () => {
    const { site, theirSpace } = t.world;
    const mine = await insertSpace(t.db, site.id);
    for (const action of ["delete", "reset"]) {
      const refused = await t.client.bulk(t.as.manager, site.id, {
        action,
        selection: { ids: [mine.id, theirSpace.id] },
        expected: 2,
      });
      expect(refused.statusCode, refused.body).toBe(404);
    }
    // Its own site named does not help: the space is not that site's either.
    const onTheirs = await t.client.bulk(t.as.manager, t.world.theirSite.id, {
      action: "delete",
      selection: { ids: [theirSpace.id] },
      expected: 1,
    });
    expect(onTheirs.statusCode).toBe(404);
    expect(await spaceNow(t.db, mine.id)).toEqual(mine);
    expect(await spaceNow(t.db, theirSpace.id)).toEqual(theirSpace);
    expect(await queuedKeyChanges(t.db, site.id)).toEqual([]);
  });

  it("answers 409 when the selection holds another count than the confirmation said, nothing done", async () => {
    const { site } = t.world;
    await insertSpace(t.db, site.id, named("Chambre 1"));
    await insertSpace(t.db, site.id, named("Chambre 2"));
    const refused = await t.client.bulk(t.as.manager, site.id, {
      action: "delete",
      selection: { matching: { q: "chambre" } },
      expected: 3,
    });
    expect(answerOf(refused, 409)).toMatchObject({
      code: "CONFLICT",
      errors: { expected: ["privateWifi.errors.selection_changed"] },
    });
    expect((await storedSpaces(t.db, site.id)).map((space) => space.deletedAt)).toEqual([null, null]);
  });

  it("resets every match but the expired, whose keys stay withdrawn", async () => {
    const { site } = t.world;
    const active = await insertSpace(t.db, site.id, named("Chambre 1"));
    const expired = await insertSpace(t.db, site.id, {
      ...named("Chambre 2"),
      expiresOn: yesterday,
      withdrawnAt: privateWifiNow,
    });
    const other = await insertSpace(t.db, site.id, named("Studio 1"));
    const answer = await t.client.bulk(t.as.manager, site.id, {
      action: "reset",
      selection: { matching: { q: "chambre" } },
      expected: 2,
    });
    expect(answerOf(answer)).toEqual({ affected: 1 });
    expect((await spaceNow(t.db, active.id))?.psk).not.toBe(active.psk);
    expect((await spaceNow(t.db, expired.id))?.psk).toBe(expired.psk);
    expect((await spaceNow(t.db, other.id))?.psk).toBe(other.psk);
    expect((await queuedKeyChanges(t.db, site.id)).map((change) => change.space_id)).toEqual([active.id]);
  });

  it("sets the expiry of the expired ones, bringing their keys back, and refuses a past day", async () => {
    const { site } = t.world;
    const expired = await insertSpace(t.db, site.id, { expiresOn: yesterday, withdrawnAt: privateWifiNow });
    const active = await insertSpace(t.db, site.id);
    const pastDay = await t.client.bulk(t.as.manager, site.id, {
      action: "set_expiry",
      selection: { matching: { state: "expired" } },
      expected: 1,
      expires_on: yesterday,
    });
    expect(answerOf(pastDay, 422)).toMatchObject({ errors: { expires_on: ["privateWifi.errors.expiry_in_past"] } });
    const answer = await t.client.bulk(t.as.manager, site.id, {
      action: "set_expiry",
      selection: { matching: { state: "expired" } },
      expected: 1,
      expires_on: "2027-06-30",
    });
    expect(answerOf(answer)).toEqual({ affected: 1 });
    expect(await spaceNow(t.db, expired.id)).toMatchObject({ expiresOn: "2027-06-30", withdrawnAt: null });
    expect((await spaceNow(t.db, active.id))?.expiresOn).toBeNull();
    expect(await queuedKeyChanges(t.db, site.id)).toEqual([
      { space_id: expired.id, name: expired.name, action: "set", psk: expired.psk },
    ]);
  });

  it("refuses an account without the ran role (403) and another customer's site (404)", async () => {
    const body = { action: "delete", selection: { matching: {} }, expected: 1 };
    expect((await t.client.bulk(t.as.withoutRan, t.world.site.id, body)).statusCode).toBe(403);
    expect((await t.client.bulk(t.as.manager, t.world.theirSite.id, body)).statusCode).toBe(404);
    expect((await spaceNow(t.db, t.world.theirSpace.id))?.deletedAt).toBeNull();
  });
});
