import { type IotCheckoutAnswer, type PrivateSpace, privateKeyRules, privateWifiErrors } from "@ondine/domain";
import { and, eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { describe, expect, it } from "vitest";
import { iotCommands, iotRooms, privateSpaces } from "../../db/schema";
import { insertOrganism } from "../../test/organism-factory";
import { insertPrivateSpace, insertPrivateSsid } from "../../test/private-wifi-factory";
import { signInAs, type TestSession } from "../../test/sessions";
import { insertSite } from "../../test/site-factory";
import { testEngines } from "../../test/test-database";
import { useTestApp } from "../../test/use-test-app";
import { insertUser } from "../../test/user-factory";

// docs/private-wifi.md#rooms: a hotel room and the space linked to it share one key,
// whichever side changes it, in one transaction.

const dayMs = 86_400_000;

describe.each(testEngines)("a hotel room and its private space share one key, on %s", (engine) => {
  const t = useTestApp(engine);

  /** A hotel with a private SSID, room 101 linked to a space, room 102 linked to none; another customer's the same. */
  async function givenHotels() {
    const hotels = await insertOrganism(t.db, { kind: "hotel_chain" });
    const campsites = await insertOrganism(t.db, { kind: "campsite" });
    const hotel = await insertSite(t.db, { organismId: hotels.id });
    const campsite = await insertSite(t.db, { organismId: campsites.id });
    const roomsOf = async (siteId: number) => {
      const [r101, r102] = await t.db
        .insert(iotRooms)
        .values([
          { siteId, name: "101", psk: "Kc7pQm2xWz" },
          { siteId, name: "102", psk: "Hn4tRv8yBd" },
        ])
        .returning();
      if (!r101 || !r102) throw new Error("rooms not inserted");
      await insertPrivateSsid(t.db, siteId);
      const linked = await insertPrivateSpace(t.db, siteId, { name: "Chambre 101", iotRoomId: r101.id });
      const unlinked = await insertPrivateSpace(t.db, siteId, { name: "Chambre 102" });
      return { r101, r102, linked, unlinked };
    };
    const user = await insertUser(t.db, { roles: ["iots", "ran"], locations: [{ type: "Organism", id: hotels.id }] });
    return {
      hotel: { id: hotel.id, ...(await roomsOf(hotel.id)) },
      campsite: { id: campsite.id, ...(await roomsOf(campsite.id)) },
      session: await signInAs(t.app, user),
    };
  }

  const call = (session: TestSession, method: InjectOptions["method"], url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: payload === undefined ? session.headers : { ...session.headers, "content-type": "application/json" },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });
  const spaceNow = async (id: number) => (await t.db.select().from(privateSpaces).where(eq(privateSpaces.id, id)))[0];
  const roomNow = async (id: number) => (await t.db.select().from(iotRooms).where(eq(iotRooms.id, id)))[0];
  const commandsOf = (siteId: number, kind: "checkout" | "private_keys") =>
    t.db
      .select()
      .from(iotCommands)
      .where(and(eq(iotCommands.siteId, siteId), eq(iotCommands.kind, kind)))
      .orderBy(iotCommands.id);

  it("a checkout of a linked room gives the space the room's new key, pushed to the site", async () => {
    const { hotel, session } = await givenHotels();
    const response = await call(session, "POST", `/iots/sites/${hotel.id}/checkout_room`, {
      room_name: "101",
      room_id: hotel.r101.id,
    });
    expect(response.statusCode).toBe(202);
    const { room, command } = response.json<IotCheckoutAnswer>();
    // The space's key rule (docs/private-wifi.md#keys), not the room's own ten characters.
    expect(room.psk).toHaveLength(privateKeyRules.generatedLength);
    expect(room.psk).not.toBe(hotel.linked.psk);
    const space = await spaceNow(hotel.linked.id);
    expect(space).toMatchObject({ psk: room.psk, pushState: "waiting" });
    const [push] = await commandsOf(hotel.id, "private_keys");
    expect(space?.pushCommandId).toBe(push?.id);
    expect(push?.privateKeys).toEqual({
      ssid: `Prive-${hotel.id}`,
      changes: [{ space_id: hotel.linked.id, name: "Chambre 101", action: "set", psk: room.psk }],
    });
    // The room's devices are told the same key.
    expect((await commandsOf(hotel.id, "checkout")).map((row) => [row.id, row.newPsk])).toEqual([
      [command.id, room.psk],
    ]);
    expect(await spaceNow(hotel.unlinked.id)).toEqual(hotel.unlinked);
  });

  it("a reset of a linked space gives the room the new key and queues its checkout", async () => {
    const { hotel, session } = await givenHotels();
    const response = await call(session, "POST", `/ran/spaces/${hotel.linked.id}/reset`);
    expect(response.statusCode).toBe(200);
    expect(response.json<PrivateSpace>()).toMatchObject({ room: { id: hotel.r101.id, name: "101" } });
    const space = await spaceNow(hotel.linked.id);
    expect(space?.psk).not.toBe(hotel.linked.psk);
    expect((await roomNow(hotel.r101.id))?.psk).toBe(space?.psk);
    expect((await commandsOf(hotel.id, "checkout")).map((row) => [row.roomId, row.newPsk])).toEqual([
      [hotel.r101.id, space?.psk],
    ]);
    const [push] = await commandsOf(hotel.id, "private_keys");
    expect(push?.privateKeys?.changes).toEqual([
      { space_id: hotel.linked.id, name: "Chambre 101", action: "set", psk: space?.psk },
    ]);
    expect((await roomNow(hotel.r102.id))?.psk).toBe("Hn4tRv8yBd");
  });

  it("refuses to delete a linked space while its room exists, and deletes it once the room is gone", async () => {
    const { hotel, session } = await givenHotels();
    const refused = await call(session, "DELETE", `/ran/spaces/${hotel.linked.id}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ _root: [privateWifiErrors.roomLinked] });
    expect(await spaceNow(hotel.linked.id)).toEqual(hotel.linked);
    await t.db.delete(iotRooms).where(eq(iotRooms.id, hotel.r101.id));
    expect((await call(session, "DELETE", `/ran/spaces/${hotel.linked.id}`)).statusCode).toBe(204);
  });

  it("an unlinked room keeps its own key rule, and no space changes", async () => {
    const { hotel, session } = await givenHotels();
    const response = await call(session, "POST", `/iots/sites/${hotel.id}/checkout_room`, {
      room_name: "102",
      room_id: hotel.r102.id,
    });
    expect(response.statusCode).toBe(202);
    expect(response.json<IotCheckoutAnswer>().room.psk).toHaveLength(10);
    expect(await spaceNow(hotel.linked.id)).toEqual(hotel.linked);
    expect(await spaceNow(hotel.unlinked.id)).toEqual(hotel.unlinked);
    expect(await commandsOf(hotel.id, "private_keys")).toEqual([]);
  });

  it("an expired linked space takes the room's new key without pushing it", async () => {
    const { hotel, session } = await givenHotels();
    const yesterday = new Date(t.clock.now().getTime() - 2 * dayMs).toISOString().slice(0, 10);
    await t.db
      .update(privateSpaces)
      .set({ expiresOn: yesterday, withdrawnAt: new Date(t.clock.now().getTime() - dayMs) })
      .where(eq(privateSpaces.id, hotel.linked.id));
    const response = await call(session, "POST", `/iots/sites/${hotel.id}/checkout_room`, {
      room_name: "101",
      room_id: hotel.r101.id,
    });
    expect(response.statusCode).toBe(202);
    const space = await spaceNow(hotel.linked.id);
    expect(space).toMatchObject({ psk: response.json<IotCheckoutAnswer>().room.psk, pushState: "applied" });
    expect(await commandsOf(hotel.id, "private_keys")).toEqual([]);
  });

  it("another customer's linked room answers 404 and its space keeps its key", async () => {
    const { hotel, campsite, session } = await givenHotels();
    const response = await call(session, "POST", `/iots/sites/${campsite.id}/checkout_room`, {
      room_name: "101",
      room_id: campsite.r101.id,
    });
    expect(response.statusCode).toBe(404);
    // Named through one's own site, the other's room is no room of it.
    const throughOwnSite = await call(session, "POST", `/iots/sites/${hotel.id}/checkout_room`, {
      room_name: "101",
      room_id: campsite.r101.id,
    });
    expect(throughOwnSite.statusCode).toBe(404);
    expect((await call(session, "POST", `/ran/spaces/${campsite.linked.id}/reset`)).statusCode).toBe(404);
    expect(await spaceNow(campsite.linked.id)).toEqual(campsite.linked);
    expect((await roomNow(campsite.r101.id))?.psk).toBe("Kc7pQm2xWz");
    expect(await commandsOf(campsite.id, "private_keys")).toEqual([]);
  });
});
