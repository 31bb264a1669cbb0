import {
  type IotCommandRecord,
  type IotDevice,
  type IotMessage,
  type IotRoom,
  type IotSpare,
  iotCommandErrors,
  iotMessageErrors,
  iotReplaceErrors,
} from "@ondine/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Database } from "../../db";
import { iotCommands, iotDevices, iotMessages, iotRooms, iotSpares, privateSpaces } from "../../db/schema";
import { insertOrganism } from "../../test/organism-factory";
import { insertPrivateSpace, insertPrivateSsid } from "../../test/private-wifi-factory";
import { insertSite } from "../../test/site-factory";
import { testEngines } from "../../test/test-database";
import { useTestApp } from "../../test/use-test-app";
import { insertUser } from "../../test/user-factory";
import { apiTokenOf } from "./graphql-test-setup";

// docs/iot.md, docs/api.md "GraphQL": the /iots calls through GraphQL, with their role, scope and rules.

const now = new Date("2026-06-16T08:00:00.000Z");

type Answer<Data> = {
  data?: Data | null;
  errors?: { message: string; extensions?: { code?: string; errors?: Record<string, string[]> } }[];
};

type PendingNode = { id: string; kind: string; state: string; createdAt: string; expiresAt: string } | null;
type DeviceNode = Record<string, unknown> & { serial: string; pendingCommand: PendingNode };
type RoomNode = {
  id: string;
  siteId: string;
  name: string;
  psk: string | null;
  hotspotId: number | null;
  devices: DeviceNode[];
  pendingCommand: PendingNode;
};
type CommandNode = Record<string, unknown> & { id: string; kind: string; state: string; detail: string | null };
type RoomsPage = {
  site: {
    iotRooms: {
      totalCount: number;
      pageInfo: { hasNextPage: boolean; endCursor: string | null };
      nodes: RoomNode[];
    };
  };
};

const pendingFields = "pendingCommand { id kind state createdAt expiresAt }";
const deviceFields = `name model serial macAddress type isProvisioned isReachable manufacturer psk version ranSsid ranPsk
  otrumUrl otrumVersion ${pendingFields}`;
const roomFields = `id siteId name psk hotspotId devices { ${deviceFields} } ${pendingFields}`;
const commandFields =
  "id kind state deviceSerial deviceName actorName createdAt sentAt finishedAt expiresAt failure detail";

const roomsPage = `query Rooms($site: ID!, $first: Int, $after: String) {
  site(id: $site) { iotRooms(first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor } nodes { ${roomFields} } } } }`;
const messagesAndSpares = `query Messages($site: ID!) {
  site(id: $site) { iotMessages { id title content isEnabled } iotSpares { model serial } } }`;
const roomHistory = `query History($site: ID!) {
  site(id: $site) { iotRooms { nodes { id history { ${commandFields} } } } } }`;

const createMessage = `mutation Create($site: ID!, $input: CreateIotMessageInput!) {
  createIotMessage(siteId: $site, input: $input) { id title content isEnabled } }`;
const updateMessage = `mutation Update($site: ID!, $id: ID!, $input: UpdateIotMessageInput!) {
  updateIotMessage(siteId: $site, id: $id, input: $input) { id title content isEnabled } }`;
const deleteMessage = "mutation Delete($site: ID!, $id: ID!) { deleteIotMessage(siteId: $site, id: $id) }";
const enableMessage = `mutation Enable($site: ID!, $id: ID!) { enableIotMessage(siteId: $site, id: $id) { ${commandFields} } }`;
const disableMessages = `mutation Disable($site: ID!) { disableIotMessages(siteId: $site) { ${commandFields} } }`;
const checkout = `mutation Checkout($site: ID!, $room: ID!, $name: String!) {
  checkoutIotRoom(siteId: $site, roomId: $room, roomName: $name) { room { ${roomFields} } command { ${commandFields} } } }`;
const restart = `mutation Restart($site: ID!, $serial: String!) {
  restartIotDevice(siteId: $site, serial: $serial) { ${commandFields} } }`;
const replace = `mutation Replace($site: ID!, $serial: String!, $spare: String!) {
  replaceIotDevice(siteId: $site, serial: $serial, newSerial: $spare) { ${commandFields} } }`;

let hotelCount = 0;

/** A hotel site's rooms (sorted by name, case-insensitively), sticks and TVs, spares and messages. */
async function insertHotelRooms(db: Database, siteId: number) {
  hotelCount += 1;
  const prefix = `G${hotelCount}-`;
  const [r101, r102, suite] = await db
    .insert(iotRooms)
    .values([
      { siteId, name: "101", psk: "Kc7pQm2xWz", hotspotId: 1 },
      { siteId, name: "102", psk: "Hn4tRv8yBd", hotspotId: 2 },
      { siteId, name: "Suite b", psk: null, hotspotId: 3 },
    ])
    .returning({ id: iotRooms.id });
  if (!r101 || !r102 || !suite) throw new Error("rooms not inserted");
  const hex = (at: number) => (hotelCount * 16 + at).toString(16).padStart(4, "0");
  const device = (at: number, values: Partial<typeof iotDevices.$inferInsert> & { roomId: number }) => ({
    siteId,
    type: "chromecast" as const,
    serial: `${prefix}CC-${at}`,
    name: `Stick ${at}`,
    model: "Chromecast Ultra",
    manufacturer: "Google",
    mac: `0e:20:00:00:${hex(at).slice(0, 2)}:${hex(at).slice(2)}`,
    isProvisioned: true,
    isReachable: true,
    ...values,
  });
  const serials = { stick: `${prefix}CC-1`, tv: `${prefix}TV-2`, unreachable: `${prefix}CC-3` };
  await db.insert(iotDevices).values([
    device(1, { roomId: r101.id, psk: "Kc7pQm2xWz", ranSsid: "hotel-ran", ranPsk: "ran-key" }),
    device(2, {
      roomId: r101.id,
      serial: serials.tv,
      type: "tv",
      name: "TV 101",
      model: "LG 43UT7",
      manufacturer: "LG",
      otrumVersion: "enterprise",
    }),
    device(3, { roomId: r102.id, isReachable: false }),
  ]);
  const spares = { stick: `${prefix}SP-CC-1`, tv: `${prefix}SP-TV-1` };
  await db.insert(iotSpares).values([
    {
      siteId,
      type: "chromecast",
      model: "Chromecast Ultra",
      manufacturer: "Google",
      serial: spares.stick,
      mac: `0e:21:00:00:${hex(1).slice(0, 2)}:${hex(1).slice(2)}`,
    },
    {
      siteId,
      type: "tv",
      model: "Samsung HG43EE690",
      manufacturer: "Samsung",
      serial: spares.tv,
      mac: `0e:21:00:00:${hex(2).slice(0, 2)}:${hex(2).slice(2)}`,
    },
  ]);
  const [welcome, breakfast] = await db
    .insert(iotMessages)
    .values([
      { siteId, title: "Bienvenue", content: "Bienvenue à l'hôtel", isEnabled: true },
      { siteId, title: "Petit-déjeuner", content: "Servi de 7 h à 10 h" },
    ])
    .returning({ id: iotMessages.id });
  if (!welcome || !breakfast) throw new Error("messages not inserted");
  return {
    rooms: { r101: r101.id, r102: r102.id, suite: suite.id },
    serials,
    spares,
    messages: { welcome: welcome.id, breakfast: breakfast.id },
  };
}

/** What GraphQL answers for a room of `GET /iots/sites/{id}/rooms`: the same fields, camelCase, enums in capitals. */
function expectedRoom(room: IotRoom, siteId: number): RoomNode {
  const pending = (command: IotRoom["pending_command"]): PendingNode =>
    command && {
      id: String(command.id),
      kind: command.kind.toUpperCase(),
      state: command.state.toUpperCase(),
      createdAt: command.created_at,
      expiresAt: command.expires_at,
    };
  const device = (each: IotDevice): DeviceNode => ({
    name: each.name,
    model: each.model,
    serial: each.serial,
    macAddress: each.mac_address,
    type: each.type.toUpperCase(),
    isProvisioned: each.is_provisioned,
    isReachable: each.is_reachable,
    manufacturer: each.manufacturer,
    psk: each.psk,
    version: each.version,
    ranSsid: each.ran_ssid,
    ranPsk: each.ran_psk,
    otrumUrl: each.otrum_url,
    otrumVersion: each.otrum_version,
    pendingCommand: pending(each.pending_command),
  });
  return {
    id: String(room.id),
    siteId: String(siteId),
    name: room.name,
    psk: room.psk,
    hotspotId: room.hotspot_id,
    devices: room.devices.map(device),
    pendingCommand: pending(room.pending_command),
  };
}

function expectedCommand(command: IotCommandRecord): CommandNode {
  return {
    id: String(command.id),
    kind: command.kind.toUpperCase(),
    state: command.state.toUpperCase(),
    deviceSerial: command.device_serial,
    deviceName: command.device_name,
    actorName: command.actor_name,
    createdAt: command.created_at,
    sentAt: command.sent_at,
    finishedAt: command.finished_at,
    expiresAt: command.expires_at,
    failure: command.failure,
    detail: command.detail,
  };
}

describe.each(testEngines)("hotel IoT through GraphQL on %s", (engine) => {
  const t = useTestApp(engine, { now });

  /** A hotel with its rooms and its iots-and-api manager; an api-only account; a read-only token; another customer's hotel. */
  async function world() {
    const hotels = await insertOrganism(t.db, { kind: "hotel_chain", name: "Hôtels IoT" });
    const site = await insertSite(t.db, { organismId: hotels.id, name: "Le Quai" });
    const hotel = await insertHotelRooms(t.db, site.id);
    const rivals = await insertOrganism(t.db, { kind: "hotel_chain", name: "Rival IoT" });
    const rivalSite = await insertSite(t.db, { organismId: rivals.id, name: "Rival Bay" });
    const rival = await insertHotelRooms(t.db, rivalSite.id);
    const onHotels = [{ type: "Organism" as const, id: hotels.id }];
    const manager = await insertUser(t.db, {
      roles: ["api", "iots"],
      locations: onHotels,
      firstName: "Léa",
      lastName: "Martin",
    });
    const colleague = await insertUser(t.db, { roles: ["api", "iots"], locations: onHotels });
    const apiOnly = await insertUser(t.db, { roles: ["api"], locations: onHotels });
    return {
      site,
      hotel,
      rivalSite,
      rival,
      token: await apiTokenOf(t.app, manager),
      readOnlyToken: await apiTokenOf(t.app, colleague, { read_only: true }),
      apiOnlyToken: await apiTokenOf(t.app, apiOnly),
    };
  }

  const ask = async <Data>(token: string, query: string, variables: Record<string, unknown> = {}) => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/graphql",
      headers: { "x-api-token": token, "content-type": "application/json" },
      payload: JSON.stringify({ query, variables }),
    });
    return response.json<Answer<Data>>();
  };
  const rest = async <Body>(token: string, url: string) => {
    const response = await t.app.inject({ method: "GET", url: `/api${url}`, headers: { "x-api-token": token } });
    expect(response.statusCode).toBe(200);
    return response.json<Body>();
  };
  const codesOf = (answer: Answer<unknown>) => answer.errors?.map((error) => error.extensions?.code);
  const commandsOf = async (siteId: number) =>
    t.db.select().from(iotCommands).where(eq(iotCommands.siteId, siteId)).orderBy(iotCommands.id);

  it("pages a site's rooms with their devices, and lists its messages and spares, as the REST calls answer them", async () => {
    const { site, token } = await world();
    const first = await ask<RoomsPage>(token, roomsPage, { site: String(site.id), first: 2 });
    expect(first.errors).toBeUndefined();
    const firstPage = first.data?.site.iotRooms;
    expect(firstPage?.totalCount).toBe(3);
    expect(firstPage?.pageInfo.hasNextPage).toBe(true);
    const second = await ask<RoomsPage>(token, roomsPage, {
      site: String(site.id),
      first: 2,
      after: firstPage?.pageInfo.endCursor,
    });
    const secondPage = second.data?.site.iotRooms;
    expect(secondPage?.pageInfo).toEqual({ hasNextPage: false, endCursor: expect.any(String) });
    const rooms = [...(firstPage?.nodes ?? []), ...(secondPage?.nodes ?? [])];
    expect(rooms.map((room) => room.name)).toEqual(["101", "102", "Suite b"]);

    const fromRest = await rest<IotRoom[]>(token, `/iots/sites/${site.id}/rooms`);
    expect(rooms).toEqual(fromRest.map((room) => expectedRoom(room, site.id)));
    expect(rooms[0]?.devices.map((device) => device.type)).toEqual(["CHROMECAST", "TV"]);

    const listed = await ask<{ site: { iotMessages: unknown[]; iotSpares: unknown[] } }>(token, messagesAndSpares, {
      site: String(site.id),
    });
    const messages = await rest<IotMessage[]>(token, `/iots/sites/${site.id}/messages`);
    const spares = await rest<IotSpare[]>(token, `/iots/sites/${site.id}/spare`);
    expect(listed.data?.site).toEqual({
      iotMessages: messages.map((message) => ({
        id: String(message.id),
        title: message.title,
        content: message.content,
        isEnabled: message.is_enabled,
      })),
      iotSpares: spares,
    });
    expect(listed.data?.site.iotMessages).toHaveLength(2);
  });

  it("writes, changes, enables, disables and deletes welcome messages, queueing the commands the REST calls queue", async () => {
    const { site, hotel, token } = await world();
    const siteId = String(site.id);
    const created = await ask<{ createIotMessage: { id: string; isEnabled: boolean } }>(token, createMessage, {
      site: siteId,
      input: { title: "Piscine", content: "Ouverte de 9 h à 19 h" },
    });
    expect(created.errors).toBeUndefined();
    expect(created.data?.createIotMessage).toMatchObject({ title: "Piscine", isEnabled: false });
    const id = created.data?.createIotMessage.id;
    // A disabled message reaches no TV: nothing queued.
    expect(await commandsOf(site.id)).toEqual([]);

    const enabled = await ask<{ enableIotMessage: CommandNode }>(token, enableMessage, { site: siteId, id });
    expect(enabled.data?.enableIotMessage).toMatchObject({
      kind: "MESSAGE",
      state: "QUEUED",
      detail: "Piscine",
      actorName: "Léa Martin",
    });
    const afterEnable = await ask<{ site: { iotMessages: { id: string; isEnabled: boolean }[] } }>(
      token,
      messagesAndSpares,
      { site: siteId },
    );
    expect(
      afterEnable.data?.site.iotMessages.filter((message) => message.isEnabled).map((message) => message.id),
    ).toEqual([id]);

    // A null title keeps the title; the enabled message changed goes to the TVs again.
    const updated = await ask<{ updateIotMessage: unknown }>(token, updateMessage, {
      site: siteId,
      id,
      input: { title: null, content: "Ouverte de 8 h à 20 h" },
    });
    expect(updated.data?.updateIotMessage).toEqual({
      id,
      title: "Piscine",
      content: "Ouverte de 8 h à 20 h",
      isEnabled: true,
    });

    const disabled = await ask<{ disableIotMessages: CommandNode }>(token, disableMessages, { site: siteId });
    expect(disabled.data?.disableIotMessages).toMatchObject({ kind: "MESSAGE", state: "QUEUED", detail: null });

    expect((await ask<{ deleteIotMessage: string }>(token, deleteMessage, { site: siteId, id })).data).toEqual({
      deleteIotMessage: id,
    });
    const left = await t.db.select().from(iotMessages).where(eq(iotMessages.siteId, site.id));
    expect(left.map((message) => message.id).sort()).toEqual([hotel.messages.welcome, hotel.messages.breakfast].sort());
    expect((await commandsOf(site.id)).map((command) => [command.kind, command.messageTitle])).toEqual([
      ["message", "Piscine"],
      ["message", "Piscine"],
      ["message", null],
    ]);
  });

  it("checks a room out, restarts and replaces devices, and shows the commands in the room's history as REST does", async () => {
    const { site, hotel, token } = await world();
    const siteId = String(site.id);
    const checkedOut = await ask<{ checkoutIotRoom: { room: RoomNode; command: CommandNode } }>(token, checkout, {
      site: siteId,
      room: String(hotel.rooms.r101),
      name: "101",
    });
    expect(checkedOut.errors).toBeUndefined();
    const { room, command } = checkedOut.data?.checkoutIotRoom ?? {};
    expect(room?.psk).toMatch(/^[A-Za-z0-9]{10}$/);
    expect(room?.psk).not.toBe("Kc7pQm2xWz");
    expect(command).toMatchObject({ kind: "CHECKOUT", state: "QUEUED", actorName: "Léa Martin" });
    expect(room?.pendingCommand).toMatchObject({ id: command?.id, kind: "CHECKOUT", state: "QUEUED" });
    const [stored] = await t.db.select().from(iotRooms).where(eq(iotRooms.id, hotel.rooms.r101));
    expect(stored?.psk).toBe(room?.psk);

    t.clock.advance(1_000);
    const restarted = await ask<{ restartIotDevice: CommandNode }>(token, restart, {
      site: siteId,
      serial: hotel.serials.tv,
    });
    expect(restarted.data?.restartIotDevice).toMatchObject({
      kind: "RESTART",
      state: "QUEUED",
      deviceSerial: hotel.serials.tv,
      deviceName: "TV 101",
    });
    t.clock.advance(1_000);
    const replaced = await ask<{ replaceIotDevice: CommandNode }>(token, replace, {
      site: siteId,
      serial: hotel.serials.stick,
      spare: hotel.spares.stick,
    });
    expect(replaced.data?.replaceIotDevice).toMatchObject({ kind: "REPLACE", detail: hotel.spares.stick });

    // The reserved spare leaves the list; the devices show their command waiting.
    const listed = await ask<{ site: { iotSpares: IotSpare[] } }>(token, messagesAndSpares, { site: siteId });
    expect(listed.data?.site.iotSpares.map((spare) => spare.serial)).toEqual([hotel.spares.tv]);
    const rooms = await ask<RoomsPage>(token, roomsPage, { site: siteId });
    const devices = rooms.data?.site.iotRooms.nodes[0]?.devices ?? [];
    expect(devices.map((device) => [device.serial, device.pendingCommand?.kind])).toEqual([
      [hotel.serials.stick, "REPLACE"],
      [hotel.serials.tv, "RESTART"],
    ]);

    const history = await ask<{ site: { iotRooms: { nodes: { id: string; history: CommandNode[] }[] } } }>(
      token,
      roomHistory,
      { site: siteId },
    );
    const ofRoom = history.data?.site.iotRooms.nodes.find((node) => node.id === String(hotel.rooms.r101));
    expect(ofRoom?.history.map((each) => each.kind)).toEqual(["REPLACE", "RESTART", "CHECKOUT"]);
    const fromRest = await rest<IotCommandRecord[]>(token, `/iots/sites/${site.id}/rooms/${hotel.rooms.r101}/history`);
    expect(ofRoom?.history).toEqual(fromRest.map(expectedCommand));
  });

  it("gives a room linked to a private Wi-Fi space the space's new key at checkout, as the REST call does", async () => {
    const { site, hotel, token } = await world();
    await insertPrivateSsid(t.db, site.id);
    const space = await insertPrivateSpace(t.db, site.id, { name: "Chambre 102", iotRoomId: hotel.rooms.r102 });
    const checkedOut = await ask<{ checkoutIotRoom: { room: RoomNode } }>(token, checkout, {
      site: String(site.id),
      room: String(hotel.rooms.r102),
      name: "102",
    });
    expect(checkedOut.errors).toBeUndefined();
    const [after] = await t.db.select().from(privateSpaces).where(eq(privateSpaces.id, space.id));
    expect(after?.psk).not.toBe(space.psk);
    expect(checkedOut.data?.checkoutIotRoom.room.psk).toBe(after?.psk);
  });

  it("answers the rules' field errors, as the /iots calls", async () => {
    const { site, hotel, token } = await world();
    const siteId = String(site.id);
    const longTitle = await ask(token, createMessage, {
      site: siteId,
      input: { title: "x".repeat(26), content: "Bonjour" },
    });
    expect(longTitle.errors?.[0]?.extensions).toMatchObject({
      code: "INVALID_PARAMETERS",
      errors: { title: [iotMessageErrors.title] },
    });
    const unreachable = await ask(token, restart, { site: siteId, serial: hotel.serials.unreachable });
    expect(unreachable.errors?.[0]?.extensions?.errors).toEqual({ serial: [iotCommandErrors.unreachable] });
    const otherModel = await ask(token, replace, { site: siteId, serial: hotel.serials.stick, spare: hotel.spares.tv });
    expect(otherModel.errors?.[0]?.extensions?.errors).toEqual({ new_serial: [iotReplaceErrors.otherModel] });
    const staleName = await ask(token, checkout, { site: siteId, room: String(hotel.rooms.r101), name: "102" });
    expect(staleName.errors?.[0]?.extensions?.errors).toEqual({ room_name: ["formErrors.invalid"] });
    expect(await commandsOf(site.id)).toEqual([]);
  });

  it("needs the iots role besides api, before reading anything", async () => {
    const { site, hotel, apiOnlyToken: token } = await world();
    const siteId = String(site.id);
    expect(codesOf(await ask(token, roomsPage, { site: siteId }))).toEqual(["NOT_ALLOWED"]);
    expect(new Set(codesOf(await ask(token, messagesAndSpares, { site: siteId })))).toEqual(new Set(["NOT_ALLOWED"]));
    const refused = [
      await ask(token, createMessage, { site: siteId, input: { title: "Non", content: "Non" } }),
      await ask(token, enableMessage, { site: siteId, id: String(hotel.messages.breakfast) }),
      await ask(token, checkout, { site: siteId, room: String(hotel.rooms.r101), name: "101" }),
      await ask(token, restart, { site: siteId, serial: hotel.serials.tv }),
    ];
    expect(refused.map(codesOf)).toEqual([["NOT_ALLOWED"], ["NOT_ALLOWED"], ["NOT_ALLOWED"], ["NOT_ALLOWED"]]);
    expect(await commandsOf(site.id)).toEqual([]);
  });

  it("lets a read-only token read the rooms and refuses it every change", async () => {
    const { site, hotel, readOnlyToken: token } = await world();
    const siteId = String(site.id);
    const read = await ask<RoomsPage>(token, roomsPage, { site: siteId });
    expect(read.data?.site.iotRooms.totalCount).toBe(3);
    const refused = [
      await ask(token, createMessage, { site: siteId, input: { title: "Non", content: "Non" } }),
      await ask(token, updateMessage, { site: siteId, id: String(hotel.messages.welcome), input: { content: "Non" } }),
      await ask(token, deleteMessage, { site: siteId, id: String(hotel.messages.welcome) }),
      await ask(token, enableMessage, { site: siteId, id: String(hotel.messages.breakfast) }),
      await ask(token, disableMessages, { site: siteId }),
      await ask(token, checkout, { site: siteId, room: String(hotel.rooms.r101), name: "101" }),
      await ask(token, restart, { site: siteId, serial: hotel.serials.tv }),
      await ask(token, replace, { site: siteId, serial: hotel.serials.stick, spare: hotel.spares.stick }),
    ];
    for (const answer of refused) {
      expect(codesOf(answer)).toEqual(["NOT_ALLOWED"]);
      expect(answer.errors?.[0]?.message).toContain("read-only");
    }
    expect(await commandsOf(site.id)).toEqual([]);
    const messages = await t.db.select().from(iotMessages).where(eq(iotMessages.siteId, site.id));
    expect(messages).toHaveLength(2);
    const [room] = await t.db.select().from(iotRooms).where(eq(iotRooms.id, hotel.rooms.r101));
    expect(room?.psk).toBe("Kc7pQm2xWz");
  });

  it("answers NOT_FOUND for another customer's site, room, message and device, and changes nothing there", async () => {
    const { site, rivalSite, rival, token } = await world();
    const theirs = String(rivalSite.id);
    expect(codesOf(await ask(token, roomsPage, { site: theirs }))).toEqual(["NOT_FOUND"]);
    expect(new Set(codesOf(await ask(token, messagesAndSpares, { site: theirs })))).toEqual(new Set(["NOT_FOUND"]));
    const onTheirSite = [
      await ask(token, createMessage, { site: theirs, input: { title: "Intrus", content: "Intrus" } }),
      await ask(token, disableMessages, { site: theirs }),
      await ask(token, checkout, { site: theirs, room: String(rival.rooms.r101), name: "101" }),
      await ask(token, restart, { site: theirs, serial: rival.serials.tv }),
      await ask(token, replace, { site: theirs, serial: rival.serials.stick, spare: rival.spares.stick }),
    ];
    expect(onTheirSite.map(codesOf)).toEqual([
      ["NOT_FOUND"],
      ["NOT_FOUND"],
      ["NOT_FOUND"],
      ["NOT_FOUND"],
      ["NOT_FOUND"],
    ]);
    // Their room, message or serial named on our own site: as unknown.
    const ours = String(site.id);
    const theirMessage = String(rival.messages.welcome);
    const onOurSite = [
      await ask(token, updateMessage, { site: ours, id: theirMessage, input: { content: "Intrus" } }),
      await ask(token, deleteMessage, { site: ours, id: theirMessage }),
      await ask(token, enableMessage, { site: ours, id: String(rival.messages.breakfast) }),
      await ask(token, checkout, { site: ours, room: String(rival.rooms.r101), name: "101" }),
      await ask(token, restart, { site: ours, serial: rival.serials.tv }),
    ];
    expect(onOurSite.map(codesOf)).toEqual([["NOT_FOUND"], ["NOT_FOUND"], ["NOT_FOUND"], ["NOT_FOUND"], ["NOT_FOUND"]]);
    expect(await commandsOf(rivalSite.id)).toEqual([]);
    const [room] = await t.db.select().from(iotRooms).where(eq(iotRooms.id, rival.rooms.r101));
    expect(room?.psk).toBe("Kc7pQm2xWz");
    const messages = await t.db.select().from(iotMessages).where(eq(iotMessages.siteId, rivalSite.id));
    expect(messages.map((message) => [message.content, message.isEnabled])).toEqual([
      ["Bienvenue à l'hôtel", true],
      ["Servi de 7 h à 10 h", false],
    ]);
  });
});
