import {
  type IotCheckoutAnswer,
  type IotCommandAccepted,
  type IotCommandRecord,
  type IotMessage,
  type IotRoom,
  type IotSpare,
  iotCommandLifetimeMs,
  type SiteDeviceItem,
} from "@ondine/domain";
import { and, eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { describe, expect, it } from "vitest";
import type { Database } from "../../db";
import {
  iotCommands,
  iotDevices,
  iotMessages,
  iotRooms,
  iotSiteSettings,
  iotSiteWlans,
  iotSpares,
} from "../../db/schema";
import { signInAs, type TestSession } from "../../test/sessions";
import { insertTenancyFixture, type TenancyFixture } from "../../test/tenancy-fixture";
import { testEngines } from "../../test/test-database";
import { useTestApp } from "../../test/use-test-app";
import { insertUser, type TestUser } from "../../test/user-factory";
import { roomKeyAlphabet, roomKeyLength } from "./room-key";

let deviceCount = 0;
const nextMac = () => {
  deviceCount += 1;
  const hex = deviceCount.toString(16).padStart(4, "0");
  return `0e:10:00:00:${hex.slice(0, 2)}:${hex.slice(2)}`;
};

type Hotel = {
  prefix: string;
  siteId: number;
  rooms: { r101: number; r102: number; r201: number };
  serials: { stick: string; tv: string; unreachable: string; unprovisioned: string; other: string };
  spares: { stick: string; stick2: string; tv: string };
  messages: { welcome: number; breakfast: number };
};

/** A hotel site's rooms, sticks and TVs, spares, messages, networks and pin, with serials of its own (`prefix`). */
async function insertHotel(db: Database, siteId: number, prefix: string): Promise<Hotel> {
  const [r101, r102, r201] = await db
    .insert(iotRooms)
    .values([
      { siteId, name: "101", psk: "Kc7pQm2xWz", hotspotId: 1 },
      { siteId, name: "102", psk: "Hn4tRv8yBd", hotspotId: 2 },
      // Sorted by name case-insensitively: "Suite b" after "102" and "suite A".
      { siteId, name: "Suite b", psk: null, hotspotId: 3 },
      { siteId, name: "suite A", psk: "Pq3sTu5wXy", hotspotId: 4 },
    ])
    .returning({ id: iotRooms.id });
  if (!r101 || !r102 || !r201) throw new Error("rooms not inserted");
  const device = (values: Partial<typeof iotDevices.$inferInsert> & { serial: string; roomId: number }) => ({
    siteId,
    type: "chromecast" as const,
    name: `Stick ${values.serial}`,
    model: "Chromecast Ultra",
    manufacturer: "Google",
    mac: nextMac(),
    isProvisioned: true,
    isReachable: true,
    ...values,
  });
  const serials = {
    stick: `${prefix}CC-0001`,
    tv: `${prefix}TV-0001`,
    unreachable: `${prefix}CC-0002`,
    unprovisioned: `${prefix}CC-0003`,
    other: `${prefix}CC-0004`,
  };
  await db.insert(iotDevices).values([
    device({ serial: serials.stick, roomId: r101.id }),
    device({
      serial: serials.tv,
      roomId: r101.id,
      type: "tv",
      name: "TV 101",
      model: "LG 43UT7",
      manufacturer: "LG",
      otrumVersion: "enterprise",
    }),
    device({ serial: serials.unreachable, roomId: r102.id, isReachable: false }),
    device({ serial: serials.unprovisioned, roomId: r102.id, isProvisioned: false, isReachable: false }),
    device({ serial: serials.other, roomId: r201.id }),
  ]);
  const spares = { stick: `${prefix}SP-CC-1`, stick2: `${prefix}SP-CC-2`, tv: `${prefix}SP-TV-1` };
  await db.insert(iotSpares).values([
    {
      siteId,
      type: "chromecast",
      model: "Chromecast Ultra",
      manufacturer: "Google",
      serial: spares.stick,
      mac: nextMac(),
    },
    {
      siteId,
      type: "chromecast",
      model: "Chromecast Ultra",
      manufacturer: "Google",
      serial: spares.stick2,
      mac: nextMac(),
    },
    { siteId, type: "tv", model: "Samsung HG43EE690", manufacturer: "Samsung", serial: spares.tv, mac: nextMac() },
  ]);
  const [welcome, breakfast] = await db
    .insert(iotMessages)
    .values([
      { siteId, title: "Bienvenue", content: "Bienvenue à l'hôtel", isEnabled: true },
      { siteId, title: "Petit-déjeuner", content: "Servi de 7 h à 10 h" },
    ])
    .returning({ id: iotMessages.id });
  if (!welcome || !breakfast) throw new Error("messages not inserted");
  await db.insert(iotSiteWlans).values([
    { siteId, name: "RAN", ssid: `${prefix}-ran`, psk: "ran-key-1234" },
    { siteId, name: "RAN Provisioning", ssid: `${prefix}-prov`, psk: "prov-key-5678" },
  ]);
  await db.insert(iotSiteSettings).values({ siteId, tvPinCode: "4321" });
  return {
    prefix,
    siteId,
    rooms: { r101: r101.id, r102: r102.id, r201: r201.id },
    serials,
    spares,
    messages: { welcome: welcome.id, breakfast: breakfast.id },
  };
}

let hotelCount = 0;

describe.each(testEngines)("hotel IoT calls on %s", (engine) => {
  // Tests share one app, clock and database (a fresh app per test made this file eight times slower:
  // 8 s to 64 s for its 23 tests on a loaded 2-core machine): each test builds its own two customers,
  // hotels and accounts, with serials of their own, and reads only within its sites; the one test that
  // moves the clock moves it forward, and each test signs in only the sessions it calls with.
  const t = useTestApp(engine, { share: "file" });
  let world: TenancyFixture;
  let hotel: Hotel;
  let campsiteHotel: Hotel;
  /** The hotel chain's IoT manager, signed in. */
  let iotManager: TestSession;
  /** An account with the iots role on the campsite alone. */
  let campsiteIotUser: TestUser;

  /** Each test's two customers, a hotel site of each, and the hotel chain's IoT manager signed in. */
  const givenTwoHotels = async () => {
    hotelCount += 1;
    world = await insertTenancyFixture(t.db);
    hotel = await insertHotel(t.db, world.hotelSites[0].id, `H${hotelCount}`);
    campsiteHotel = await insertHotel(t.db, world.campsite.id, `C${hotelCount}`);
    const manager = await insertUser(t.db, {
      roles: ["iots", "supervision"],
      locations: [{ type: "Organism", id: world.hotels.id }],
      firstName: "Hélène",
      lastName: "Gérante",
    });
    campsiteIotUser = await insertUser(t.db, {
      roles: ["iots"],
      locations: [{ type: "Site", id: world.campsite.id }],
    });
    iotManager = await signInAs(t.app, manager);
  };

  const call = (session: TestSession, method: InjectOptions["method"], url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: payload === undefined ? session.headers : { ...session.headers, "content-type": "application/json" },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });
  const rooms = async (siteId = hotel.siteId) =>
    (await call(iotManager, "GET", `/iots/sites/${siteId}/rooms`)).json<IotRoom[]>();
  const deviceOf = async (serial: string) =>
    (await rooms()).flatMap((room) => room.devices).find((device) => device.serial === serial);
  const commandRow = async (id: number) => (await t.db.select().from(iotCommands).where(eq(iotCommands.id, id)))[0];

  /** Every call, on `siteId`, as the console makes it. */
  const everyCall = (siteId: number, target: Hotel) =>
    [
      ["GET", `/iots/sites/${siteId}/rooms`],
      ["GET", `/iots/sites/${siteId}/spare`],
      ["GET", `/iots/sites/${siteId}/messages`],
      ["POST", `/iots/sites/${siteId}/messages`, { title: "Piscine", content: "Ouverte" }],
      ["PUT", `/iots/sites/${siteId}/messages/${target.messages.breakfast}`, { title: null, content: "Changé" }],
      ["DELETE", `/iots/sites/${siteId}/messages/${target.messages.breakfast}`],
      ["POST", `/iots/sites/${siteId}/messages/disable`],
      ["POST", `/iots/sites/${siteId}/messages/${target.messages.breakfast}/enable`],
      ["POST", `/iots/sites/${siteId}/checkout_room`, { room_name: "101", room_id: target.rooms.r101 }],
      ["POST", "/iots/reboot", { type: "devices", site_id: siteId, serial: target.serials.stick }],
      ["POST", "/iots/replace", { site_id: siteId, serial: target.serials.stick, new_serial: target.spares.stick }],
      ["GET", `/iots/sites/${siteId}/wlans`],
      ["GET", `/iots/sites/${siteId}/devices/${target.serials.tv}`],
      ["GET", `/iots/sites/${siteId}/tvs_pincode`],
      ["GET", `/iots/sites/${siteId}/rooms/${target.rooms.r101}/history`],
    ] as const;

  it("answers 404 for every call on another customer's site, and changes nothing there", async () => {
    await givenTwoHotels();
    const before = await t.db.select().from(iotMessages).where(eq(iotMessages.siteId, world.campsite.id));
    for (const [method, url, payload] of everyCall(world.campsite.id, campsiteHotel)) {
      const response = await call(iotManager, method, url, payload);
      expect({ url, method, status: response.statusCode }).toEqual({ url, method, status: 404 });
    }
    expect(await t.db.select().from(iotMessages).where(eq(iotMessages.siteId, world.campsite.id))).toEqual(before);
    expect(await t.db.select().from(iotCommands).where(eq(iotCommands.siteId, world.campsite.id))).toEqual([]);
  });

  it("answers 404 for an unknown site and a path id that is no id", async () => {
    await givenTwoHotels();
    const admin = await signInAs(t.app, world.admin);
    expect((await call(iotManager, "GET", "/iots/sites/999999/rooms")).statusCode).toBe(404);
    expect((await call(iotManager, "GET", "/iots/sites/abc/spare")).statusCode).toBe(404);
    expect((await call(admin, "GET", "/iots/sites/999999/messages")).statusCode).toBe(404);
  });

  it("answers 403 to an account without the iots role, before reading anything", async () => {
    await givenTwoHotels();
    const withoutRole = await signInAs(t.app, world.manager);
    for (const [method, url, payload] of everyCall(hotel.siteId, hotel)) {
      const response = await call(withoutRole, method, url, payload);
      expect({ url, status: response.statusCode, code: response.json().code }).toEqual({
        url,
        status: 403,
        code: "NOT_ALLOWED",
      });
    }
    expect(await t.db.select().from(iotCommands).where(eq(iotCommands.siteId, hotel.siteId))).toEqual([]);
  });

  it("answers 401 without a session", async () => {
    await givenTwoHotels();
    expect((await t.app.inject({ method: "GET", url: `/api/iots/sites/${hotel.siteId}/rooms` })).statusCode).toBe(401);
  });

  it("lists the rooms sorted case-insensitively with their devices, as each last reported", async () => {
    await givenTwoHotels();
    const admin = await signInAs(t.app, world.admin);
    const list = await rooms();
    expect(list.map((room) => room.name)).toEqual(["101", "102", "suite A", "Suite b"]);
    const [r101, r102] = list;
    expect(r101).toMatchObject({ id: hotel.rooms.r101, psk: "Kc7pQm2xWz", hotspot_id: 1, pending_command: null });
    expect(r101?.devices.map((device) => device.serial).sort()).toEqual([hotel.serials.stick, hotel.serials.tv].sort());
    expect(r101?.devices.find((device) => device.type === "tv")).toMatchObject({
      tags: ["tv"],
      model: "LG 43UT7",
      manufacturer: "LG",
      otrum_version: "enterprise",
      is_provisioned: true,
      is_reachable: true,
      pending_command: null,
    });
    expect(r102?.devices.map((device) => [device.serial, device.is_provisioned, device.is_reachable])).toEqual(
      expect.arrayContaining([
        [hotel.serials.unreachable, true, false],
        [hotel.serials.unprovisioned, false, false],
      ]),
    );
    // The admin sees the same; the campsite's rooms are not among them.
    expect((await call(admin, "GET", `/iots/sites/${hotel.siteId}/rooms`)).json()).toEqual(list);
    for (const serial of Object.values(campsiteHotel.serials)) expect(JSON.stringify(list)).not.toContain(serial);
  });

  it("gives the site's networks, a device's keys and the TV pin", async () => {
    await givenTwoHotels();
    expect((await call(iotManager, "GET", `/iots/sites/${hotel.siteId}/wlans`)).json()).toEqual([
      { name: "RAN", ssid: `${hotel.prefix}-ran`, psk: "ran-key-1234" },
      { name: "RAN Provisioning", ssid: `${hotel.prefix}-prov`, psk: "prov-key-5678" },
    ]);
    expect((await call(iotManager, "GET", `/iots/sites/${hotel.siteId}/tvs_pincode`)).json()).toEqual({
      pin_code: "4321",
      code: "4321",
    });
    expect((await call(iotManager, "GET", `/iots/sites/${hotel.siteId}/devices/${hotel.serials.tv}`)).json()).toEqual({
      serial: hotel.serials.tv,
      psk: null,
      ran_ssid: null,
      ran_psk: null,
    });
    // A serial of another site is not this site's device.
    const foreign = await call(iotManager, "GET", `/iots/sites/${hotel.siteId}/devices/${campsiteHotel.serials.tv}`);
    expect(foreign.statusCode).toBe(404);
    // A site without a pin: 404.
    const other = world.hotelSites[1].id;
    expect((await call(iotManager, "GET", `/iots/sites/${other}/tvs_pincode`)).statusCode).toBe(404);
    expect((await call(iotManager, "GET", `/iots/sites/${other}/wlans`)).json()).toEqual([]);
  });

  describe("welcome messages", () => {
    it("refuses a title of 26 characters and an empty content, by field", async () => {
      await givenTwoHotels();
      const response = await call(iotManager, "POST", `/iots/sites/${hotel.siteId}/messages`, {
        title: "x".repeat(26),
        content: "",
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        code: "INVALID_PARAMETERS",
        errors: { title: ["iots.message.errors.title"], content: ["formErrors.required"] },
      });
      const tooLong = await call(iotManager, "POST", `/iots/sites/${hotel.siteId}/messages`, {
        title: "x".repeat(25),
        content: "y".repeat(141),
      });
      expect(tooLong.json()).toMatchObject({ errors: { content: ["iots.message.errors.content"] } });
    });

    it("creates a message disabled, and changes it keeping the title when it is null", async () => {
      await givenTwoHotels();
      const created = await call(iotManager, "POST", `/iots/sites/${hotel.siteId}/messages`, {
        title: "x".repeat(25),
        content: "Spa ouvert",
      });
      expect(created.statusCode).toBe(201);
      const message = created.json<IotMessage>();
      expect(message).toMatchObject({ title: "x".repeat(25), content: "Spa ouvert", is_enabled: false });
      const updated = await call(iotManager, "PUT", `/iots/sites/${hotel.siteId}/messages/${message.id}`, {
        title: null,
        content: "Spa ouvert de 9 h à 21 h",
      });
      expect(updated.statusCode).toBe(200);
      expect(updated.json()).toEqual({ ...message, content: "Spa ouvert de 9 h à 21 h" });
      // A disabled message changed goes to no TV.
      const commands = await t.db
        .select()
        .from(iotCommands)
        .where(and(eq(iotCommands.siteId, hotel.siteId), eq(iotCommands.kind, "message")));
      expect(commands.filter((command) => command.messageId === message.id)).toEqual([]);
      expect((await call(iotManager, "DELETE", `/iots/sites/${hotel.siteId}/messages/${message.id}`)).statusCode).toBe(
        204,
      );
      const list = (await call(iotManager, "GET", `/iots/sites/${hotel.siteId}/messages`)).json<IotMessage[]>();
      expect(list.map((item) => item.id)).toEqual([hotel.messages.welcome, hotel.messages.breakfast]);
    });

    it("enables one and disables the previous, queuing a message command; editing it queues another", async () => {
      await givenTwoHotels();
      const enabled = await call(
        iotManager,
        "POST",
        `/iots/sites/${hotel.siteId}/messages/${hotel.messages.breakfast}/enable`,
      );
      expect(enabled.statusCode).toBe(200);
      const { command } = enabled.json<IotCommandAccepted>();
      expect(command).toMatchObject({ kind: "message", state: "queued", detail: "Petit-déjeuner" });
      expect(command.actor_name).toBe("Hélène Gérante");
      const list = (await call(iotManager, "GET", `/iots/sites/${hotel.siteId}/messages`)).json<IotMessage[]>();
      expect(list.map((item) => [item.id, item.is_enabled])).toEqual([
        [hotel.messages.welcome, false],
        [hotel.messages.breakfast, true],
      ]);
      const row = await commandRow(command.id);
      expect(row).toMatchObject({
        siteId: hotel.siteId,
        messageId: hotel.messages.breakfast,
        messageContent: "Servi de 7 h à 10 h",
        expiresAt: new Date(t.clock.now().getTime() + iotCommandLifetimeMs),
      });
      await call(iotManager, "PUT", `/iots/sites/${hotel.siteId}/messages/${hotel.messages.breakfast}`, {
        title: "Petit-déj.",
        content: "Servi de 7 h à 11 h",
      });
      const [latest] = await t.db
        .select()
        .from(iotCommands)
        .where(and(eq(iotCommands.siteId, hotel.siteId), eq(iotCommands.kind, "message")))
        .orderBy(iotCommands.id)
        .then((rows) => rows.slice(-1));
      expect(latest).toMatchObject({ messageTitle: "Petit-déj.", messageContent: "Servi de 7 h à 11 h" });
    });

    it("enables one of two asked at the same time after the other: one enabled in the end", async () => {
      await givenTwoHotels();
      const answers = await Promise.all(
        [hotel.messages.welcome, hotel.messages.breakfast].map((id) =>
          call(iotManager, "POST", `/iots/sites/${hotel.siteId}/messages/${id}/enable`),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      const list = (await call(iotManager, "GET", `/iots/sites/${hotel.siteId}/messages`)).json<IotMessage[]>();
      expect(list.filter((item) => item.is_enabled)).toHaveLength(1);
    });

    it("disables all with a command carrying no message", async () => {
      await givenTwoHotels();
      const response = await call(iotManager, "POST", `/iots/sites/${hotel.siteId}/messages/disable`);
      expect(response.statusCode).toBe(200);
      const { command } = response.json<IotCommandAccepted>();
      expect(command).toMatchObject({ kind: "message", detail: null });
      expect(await commandRow(command.id)).toMatchObject({ messageId: null, messageTitle: null });
      const list = (await call(iotManager, "GET", `/iots/sites/${hotel.siteId}/messages`)).json<IotMessage[]>();
      expect(list.every((item) => !item.is_enabled)).toBe(true);
    });

    it("deleting the enabled message queues a command with no message", async () => {
      await givenTwoHotels();
      await call(iotManager, "POST", `/iots/sites/${hotel.siteId}/messages/${hotel.messages.welcome}/enable`);
      const before = (await t.db.select().from(iotCommands).where(eq(iotCommands.siteId, hotel.siteId))).length;
      const response = await call(
        iotManager,
        "DELETE",
        `/iots/sites/${hotel.siteId}/messages/${hotel.messages.welcome}`,
      );
      expect(response.statusCode).toBe(204);
      const all = await t.db
        .select()
        .from(iotCommands)
        .where(eq(iotCommands.siteId, hotel.siteId))
        .orderBy(iotCommands.id);
      expect(all).toHaveLength(before + 1);
      expect(all.at(-1)).toMatchObject({ kind: "message", messageId: null, messageTitle: null, state: "queued" });
      // A message of another site, or gone: 404.
      expect(
        (await call(iotManager, "POST", `/iots/sites/${hotel.siteId}/messages/${hotel.messages.welcome}/enable`))
          .statusCode,
      ).toBe(404);
      expect(
        (
          await call(iotManager, "PUT", `/iots/sites/${hotel.siteId}/messages/${campsiteHotel.messages.welcome}`, {
            title: null,
            content: "x",
          })
        ).statusCode,
      ).toBe(404);
    });
  });

  describe("checkout", () => {
    it("gives the room a new key at once and a command taking it to its devices", async () => {
      await givenTwoHotels();
      const response = await call(iotManager, "POST", `/iots/sites/${hotel.siteId}/checkout_room`, {
        room_name: "101",
        room_id: hotel.rooms.r101,
      });
      expect(response.statusCode).toBe(202);
      const answer = response.json<IotCheckoutAnswer>();
      expect(answer.room.psk).not.toBe("Kc7pQm2xWz");
      expect(answer.room.psk).toHaveLength(roomKeyLength);
      expect([...(answer.room.psk ?? "")].every((character) => roomKeyAlphabet.includes(character))).toBe(true);
      expect(answer.room.pending_command).toMatchObject({ id: answer.command.id, kind: "checkout", state: "queued" });
      expect(answer.command).toMatchObject({ kind: "checkout", state: "queued", device_serial: null });
      expect(await commandRow(answer.command.id)).toMatchObject({ roomId: hotel.rooms.r101, newPsk: answer.room.psk });
      const listed = (await rooms()).find((room) => room.id === hotel.rooms.r101);
      expect(listed).toMatchObject({ psk: answer.room.psk, pending_command: { id: answer.command.id } });
      // Two checkouts never give the same key.
      const again = await call(iotManager, "POST", `/iots/sites/${hotel.siteId}/checkout_room`, {
        room_name: "101",
        room_id: hotel.rooms.r101,
      });
      expect(again.json<IotCheckoutAnswer>().room.psk).not.toBe(answer.room.psk);
    });

    it("refuses a room name that is not the room's, and a room of another site", async () => {
      await givenTwoHotels();
      const wrongName = await call(iotManager, "POST", `/iots/sites/${hotel.siteId}/checkout_room`, {
        room_name: "102",
        room_id: hotel.rooms.r101,
      });
      expect(wrongName.statusCode).toBe(422);
      expect(wrongName.json()).toMatchObject({ errors: { room_name: ["formErrors.invalid"] } });
      const foreignRoom = await call(iotManager, "POST", `/iots/sites/${hotel.siteId}/checkout_room`, {
        room_name: "101",
        room_id: campsiteHotel.rooms.r101,
      });
      expect(foreignRoom.statusCode).toBe(404);
      const [campsiteRoom] = await t.db.select().from(iotRooms).where(eq(iotRooms.id, campsiteHotel.rooms.r101));
      expect(campsiteRoom?.psk).toBe("Kc7pQm2xWz");
    });
  });

  describe("restart", () => {
    it("queues a restart of a reachable device, shown pending on its card, then refuses a second (busy)", async () => {
      await givenTwoHotels();
      const body = { type: "tvs", site_id: hotel.siteId, serial: hotel.serials.tv };
      const response = await call(iotManager, "POST", "/iots/reboot", body);
      expect(response.statusCode).toBe(202);
      const { command } = response.json<IotCommandAccepted>();
      expect(command).toMatchObject({
        kind: "restart",
        state: "queued",
        device_serial: hotel.serials.tv,
        device_name: "TV 101",
      });
      expect((await deviceOf(hotel.serials.tv))?.pending_command).toMatchObject({ id: command.id, kind: "restart" });
      const busy = await call(iotManager, "POST", "/iots/reboot", body);
      expect(busy.statusCode).toBe(422);
      expect(busy.json()).toMatchObject({ errors: { serial: ["iots.command.errors.busy"] } });
    });

    it("refuses an unreachable or unconfigured device, and a device of another site", async () => {
      await givenTwoHotels();
      for (const serial of [hotel.serials.unreachable, hotel.serials.unprovisioned]) {
        const response = await call(iotManager, "POST", "/iots/reboot", {
          type: "devices",
          site_id: hotel.siteId,
          serial,
        });
        expect(response.statusCode).toBe(422);
        expect(response.json()).toMatchObject({ errors: { serial: ["iots.command.errors.unreachable"] } });
      }
      const foreign = await call(iotManager, "POST", "/iots/reboot", {
        type: "devices",
        site_id: hotel.siteId,
        serial: campsiteHotel.serials.stick,
      });
      expect(foreign.statusCode).toBe(404);
      const invalid = await call(iotManager, "POST", "/iots/reboot", { type: "phones", site_id: hotel.siteId });
      expect(invalid.statusCode).toBe(422);
      expect(invalid.json()).toMatchObject({ errors: { type: ["formErrors.invalid"], serial: expect.any(Array) } });
    });

    it("no longer shows a command past its expiry as pending, and lets the device be restarted again", async () => {
      await givenTwoHotels();
      const body = { type: "devices", site_id: hotel.siteId, serial: hotel.serials.other };
      const first = (await call(iotManager, "POST", "/iots/reboot", body)).json<IotCommandAccepted>().command;
      t.clock.advance(iotCommandLifetimeMs + 1);
      expect((await deviceOf(hotel.serials.other))?.pending_command).toBeNull();
      const history = (
        await call(iotManager, "GET", `/iots/sites/${hotel.siteId}/rooms/${hotel.rooms.r201}/history`)
      ).json<IotCommandRecord[]>();
      expect(history.find((item) => item.id === first.id)).toMatchObject({
        state: "expired",
        finished_at: first.expires_at,
      });
      expect((await call(iotManager, "POST", "/iots/reboot", body)).statusCode).toBe(202);
    });
  });

  describe("replacement", () => {
    it("reserves the spare at once (it leaves the spare list) and refuses it to a second replacement", async () => {
      await givenTwoHotels();
      const before = (await call(iotManager, "GET", `/iots/sites/${hotel.siteId}/spare`)).json<IotSpare[]>();
      expect(before.map((spare) => spare.serial)).toEqual([hotel.spares.stick, hotel.spares.stick2, hotel.spares.tv]);
      const response = await call(iotManager, "POST", "/iots/replace", {
        site_id: hotel.siteId,
        serial: hotel.serials.unreachable,
        new_serial: hotel.spares.stick,
      });
      expect(response.statusCode).toBe(202);
      const { command } = response.json<IotCommandAccepted>();
      expect(command).toMatchObject({
        kind: "replace",
        detail: hotel.spares.stick,
        device_serial: hotel.serials.unreachable,
      });
      const [spare] = await t.db.select().from(iotSpares).where(eq(iotSpares.serial, hotel.spares.stick));
      expect(spare?.reservedByCommandId).toBe(command.id);
      const after = (await call(iotManager, "GET", `/iots/sites/${hotel.siteId}/spare`)).json<IotSpare[]>();
      expect(after.map((item) => item.serial)).toEqual([hotel.spares.stick2, hotel.spares.tv]);
      // The same spare for the unconfigured stick: no longer available. The device itself: busy.
      const taken = await call(iotManager, "POST", "/iots/replace", {
        site_id: hotel.siteId,
        serial: hotel.serials.unprovisioned,
        new_serial: hotel.spares.stick,
      });
      expect(taken.json()).toMatchObject({ errors: { new_serial: ["iots.replace.errors.serial_unavailable"] } });
      const busy = await call(iotManager, "POST", "/iots/replace", {
        site_id: hotel.siteId,
        serial: hotel.serials.unreachable,
        new_serial: hotel.spares.stick2,
      });
      expect(busy.json()).toMatchObject({ errors: { serial: ["iots.command.errors.busy"] } });
      expect((await deviceOf(hotel.serials.unreachable))?.pending_command).toMatchObject({ kind: "replace" });
    });

    it("refuses an unknown spare, another site's, and one of another model (no stock when none is left)", async () => {
      await givenTwoHotels();
      const replace = (serial: string, newSerial: string) =>
        call(iotManager, "POST", "/iots/replace", { site_id: hotel.siteId, serial, new_serial: newSerial });
      for (const unknown of ["NOPE-0000", campsiteHotel.spares.stick]) {
        const response = await replace(hotel.serials.unprovisioned, unknown);
        expect(response.statusCode).toBe(422);
        expect(response.json()).toMatchObject({ errors: { new_serial: ["iots.replace.errors.serial_unavailable"] } });
      }
      // A stick spare for an LG TV: there is no LG spare at all.
      const lgSerial = `LG-${Date.now()}`;
      await t.db.insert(iotDevices).values({
        siteId: hotel.siteId,
        roomId: hotel.rooms.r201,
        type: "tv",
        name: "TV 201",
        model: "LG 55UR8",
        manufacturer: "LG",
        serial: lgSerial,
        mac: nextMac(),
      });
      const noStock = await replace(lgSerial, hotel.spares.stick2);
      expect(noStock.json()).toMatchObject({ errors: { new_serial: ["iots.replace.errors.no_stock"] } });
      // A TV spare for a stick while a stick spare is left: another model.
      const otherModel = await replace(hotel.serials.unprovisioned, hotel.spares.tv);
      expect(otherModel.json()).toMatchObject({ errors: { new_serial: ["iots.replace.errors.other_model"] } });
      expect(
        (await call(iotManager, "GET", `/iots/sites/${hotel.siteId}/spare`)).json<IotSpare[]>().map((s) => s.serial),
      ).toContain(hotel.spares.tv);
    });

    it("gives a spare to one of two replacements asking for it at the same time", async () => {
      await givenTwoHotels();
      const [stickA, stickB] = [`R${Date.now()}-A`, `R${Date.now()}-B`];
      const spareSerial = `R${Date.now()}-SPARE`;
      const [room] = await t.db
        .insert(iotRooms)
        .values({ siteId: hotel.siteId, name: "301", psk: "Ab3dEf5hJk" })
        .returning({ id: iotRooms.id });
      const values = { siteId: hotel.siteId, roomId: room?.id, type: "chromecast" as const, model: "Chromecast 4K" };
      await t.db.insert(iotDevices).values([
        { ...values, name: "A", manufacturer: "Google", serial: stickA, mac: nextMac() },
        { ...values, name: "B", manufacturer: "Google", serial: stickB, mac: nextMac() },
      ]);
      await t.db.insert(iotSpares).values({
        siteId: hotel.siteId,
        type: "chromecast",
        model: "Chromecast 4K",
        manufacturer: "Google",
        serial: spareSerial,
        mac: nextMac(),
      });
      const answers = await Promise.all(
        [stickA, stickB].map((serial) =>
          call(iotManager, "POST", "/iots/replace", { site_id: hotel.siteId, serial, new_serial: spareSerial }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([202, 422]);
      const loser = answers.find((answer) => answer.statusCode === 422);
      expect(loser?.json().errors.new_serial).toEqual(["iots.replace.errors.serial_unavailable"]);
      const replacements = await t.db.select().from(iotCommands).where(eq(iotCommands.spareSerial, spareSerial));
      expect(replacements).toHaveLength(1);
    });
  });

  it("keeps a room's history newest first with who asked, its devices' commands included", async () => {
    await givenTwoHotels();
    // Two checkouts of the room, then a restart of its TV.
    const made: number[] = [];
    for (const [url, body] of [
      [`/iots/sites/${hotel.siteId}/checkout_room`, { room_name: "101", room_id: hotel.rooms.r101 }],
      [`/iots/sites/${hotel.siteId}/checkout_room`, { room_name: "101", room_id: hotel.rooms.r101 }],
      ["/iots/reboot", { type: "tvs", site_id: hotel.siteId, serial: hotel.serials.tv }],
    ] as const) {
      const response = await call(iotManager, "POST", url, body);
      expect(response.statusCode, response.body).toBe(202);
      made.push(response.json<IotCommandAccepted>().command.id);
    }
    const history = (
      await call(iotManager, "GET", `/iots/sites/${hotel.siteId}/rooms/${hotel.rooms.r101}/history`)
    ).json<IotCommandRecord[]>();
    expect(history.map((item) => item.id)).toEqual([...made].reverse());
    expect(history.map((item) => item.id)).toEqual([...history.map((item) => item.id)].sort((a, b) => b - a));
    expect(new Set(history.map((item) => item.kind))).toEqual(new Set(["checkout", "restart"]));
    expect(history.every((item) => item.actor_name === "Hélène Gérante")).toBe(true);
    // Another site's room, through this site: 404.
    const foreign = await call(
      iotManager,
      "GET",
      `/iots/sites/${hotel.siteId}/rooms/${campsiteHotel.rooms.r101}/history`,
    );
    expect(foreign.statusCode).toBe(404);
  });

  it("records the admin, not the account they are logged in as, as who asked", async () => {
    await givenTwoHotels();
    const admin = await signInAs(t.app, world.admin);
    const [account] = await t.db.select().from(iotRooms).where(eq(iotRooms.id, hotel.rooms.r102));
    const impersonated = await insertUser(t.db, {
      roles: ["iots"],
      locations: [{ type: "Site", id: hotel.siteId }],
      firstName: "Réception",
      lastName: "Nuit",
    });
    const logAs = await t.app.inject({
      method: "GET",
      url: `/api/users/${impersonated.id}/fake`,
      headers: admin.headers,
    });
    expect(logAs.statusCode).toBe(200);
    const cookies = Object.fromEntries(logAs.cookies.map((cookie) => [cookie.name, cookie.value]));
    const session = {
      ...admin,
      headers: {
        cookie: `ondine_session=${cookies.ondine_session}; ondine_csrf=${cookies.ondine_csrf ?? admin.csrfToken}`,
        "x-csrf-token": cookies.ondine_csrf ?? admin.csrfToken,
      },
    };
    const response = await call(session, "POST", `/iots/sites/${hotel.siteId}/checkout_room`, {
      room_name: account?.name,
      room_id: hotel.rooms.r102,
    });
    expect(response.statusCode).toBe(202);
    const row = await commandRow(response.json<IotCheckoutAnswer>().command.id);
    expect(row?.actorUserId).toBe(world.admin.id);
    expect(row?.actorName).toMatch(/Admin$/);
  });

  it("lists the site's sticks and TVs in /monitoring/devices and shows a reachability change at once", async () => {
    await givenTwoHotels();
    const campsiteIot = await signInAs(t.app, campsiteIotUser);
    const devices = async () =>
      (await call(iotManager, "GET", `/monitoring/devices?site=${hotel.siteId}`)).json<SiteDeviceItem[]>();
    const first = await devices();
    const [tv] = await t.db.select().from(iotDevices).where(eq(iotDevices.serial, hotel.serials.tv));
    if (!tv) throw new Error("no TV");
    expect(first.find((item) => item.mac_address === tv.mac)).toMatchObject({
      category: "tv",
      mac: tv.mac,
      is_reachable: true,
      position: null,
    });
    expect(first.filter((item) => item.category === "chromecast").length).toBeGreaterThanOrEqual(4);
    // Within the cache's 3 minutes, a report of the TV going away is seen on the next read.
    await t.db.update(iotDevices).set({ isReachable: false }).where(eq(iotDevices.id, tv.id));
    expect((await devices()).find((item) => item.mac_address === tv.mac)?.is_reachable).toBe(false);
    // Another customer's site: 404.
    expect((await call(iotManager, "GET", `/monitoring/devices?site=${world.campsite.id}`)).statusCode).toBe(404);
    expect((await call(campsiteIot, "GET", `/iots/sites/${hotel.siteId}/rooms`)).statusCode).toBe(404);
  });
});
