import { iotMessageLimits, monitoredSiteState } from "@ondine/domain";
import { describe, expect, it } from "vitest";
import { demoCatalogue } from "./demo-catalogue";
import { demoTvFamilies, iotDevicePlan } from "./demo-iot";
import { generateDemoData } from "./generate-demo-data";
import { historySampleMs } from "./monitoring-history";

const now = new Date("2026-11-20T10:00:00.000Z");

const groupBy = <T>(rows: readonly T[], key: (row: T) => number) => {
  const groups = new Map<number, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
};

describe("the demo hotels' IoT", () => {
  const data = generateDemoData(demoCatalogue, 1, { now });
  const { iot } = data;
  const hotelOrganisms = new Set(data.organisms.filter((o) => o.kind === "hotel_chain").map((o) => o.id));
  const hotelSites = data.sites.filter((s) => hotelOrganisms.has(s.organismId) && s.state === monitoredSiteState);
  const roomsOf = groupBy(iot.rooms, (room) => room.siteId);
  const devicesOf = groupBy(iot.devices, (device) => device.siteId);
  const sparesOf = groupBy(iot.spares, (spare) => spare.siteId);
  const messagesOf = groupBy(iot.messages, (message) => message.siteId);

  it("is deterministic for a seed and differs between seeds", () => {
    expect(generateDemoData(demoCatalogue, 1, { now }).iot).toEqual(iot);
    expect(generateDemoData(demoCatalogue, 2, { now }).iot.devices).not.toEqual(iot.devices);
  });

  it("gives every hotel in production, and only those, 10 to 40 rooms with hotspots 1 to 16", () => {
    expect(hotelSites.length).toBeGreaterThanOrEqual(10);
    expect([...roomsOf.keys()].sort((a, b) => a - b)).toEqual(hotelSites.map((site) => site.id));
    for (const site of hotelSites) {
      const rooms = roomsOf.get(site.id) ?? [];
      expect(rooms.length, site.name).toBeGreaterThanOrEqual(10);
      expect(rooms.length, site.name).toBeLessThanOrEqual(40);
      expect(new Set(rooms.map((room) => room.name)).size).toBe(rooms.length);
      for (const room of rooms) {
        expect(room.hotspotId).toBeGreaterThanOrEqual(1);
        expect(room.hotspotId).toBeLessThanOrEqual(16);
        expect(room.name).toMatch(/^(A?\d\d\d|Suite .+)$/);
      }
    }
    // Most rooms have a key; a few were just checked out.
    const withoutKey = iot.rooms.filter((room) => room.psk === null).length;
    expect(withoutKey).toBeGreaterThan(0);
    expect(withoutKey).toBeLessThan(iot.rooms.length / 5);
  });

  it("puts sticks and TVs in every room, a suite's four, and each status of docs/product.md#iot-data in every hotel", () => {
    const roomIds = new Set(iot.rooms.map((room) => room.id));
    for (const device of iot.devices) expect(roomIds.has(device.roomId)).toBe(true);
    const perRoom = groupBy(iot.devices, (device) => device.roomId);
    for (const room of iot.rooms) {
      const count = perRoom.get(room.id)?.length ?? 0;
      if (room.name.startsWith("Suite")) expect(count, room.name).toBe(4);
      else expect([1, 2], room.name).toContain(count);
    }
    for (const site of hotelSites) {
      const devices = devicesOf.get(site.id) ?? [];
      expect(
        devices.some((d) => d.type === "chromecast"),
        site.name,
      ).toBe(true);
      expect(
        devices.some((d) => d.type === "tv"),
        site.name,
      ).toBe(true);
      expect(
        devices.some((d) => !d.isProvisioned),
        `${site.name}: not configured`,
      ).toBe(true);
      expect(
        devices.some((d) => d.isProvisioned && !d.isReachable),
        `${site.name}: unreachable`,
      ).toBe(true);
      expect(
        devices.some((d) => d.isProvisioned && d.isReachable),
        `${site.name}: connected`,
      ).toBe(true);
      expect(roomsOf.get(site.id)?.some((room) => room.name.startsWith("Suite"))).toBe(true);
    }
    // Most are connected.
    const connected = iot.devices.filter((d) => d.isProvisioned && d.isReachable).length;
    expect(connected / iot.devices.length).toBeGreaterThan(0.8);
  });

  it("describes each device as the product (docs/product.md#iot-data) does: TVs named TV, sticks by Google, keys and set-up network", () => {
    const rooms = new Map(iot.rooms.map((room) => [room.id, room]));
    const ranOf = new Map(iot.wlans.filter((w) => w.name === "RAN").map((wlan) => [wlan.siteId, wlan]));
    for (const device of iot.devices) {
      if (device.type === "tv") {
        expect(device.model).toMatch(/tv/i);
        expect(["LG", "Samsung", "Philips"]).toContain(device.manufacturer);
      } else {
        expect(device.model).toMatch(/^Chromecast /);
        expect(device.model).not.toMatch(/tv/i);
        expect(device.manufacturer).toBe("Google");
        expect(device.otrumVersion).toBeNull();
        expect(device.otrumUrl).toBeNull();
      }
      expect([1, 2]).toContain(device.version);
      expect(device.serial).toMatch(/^[A-Z0-9]{12,14}$/);
      expect(device.mac).toMatch(/^([0-9a-f]{2}:){5}[0-9a-f]{2}$/);
      const room = rooms.get(device.roomId);
      if (device.isProvisioned) {
        // The room's key; the last guest's when the room was just checked out.
        if (room?.psk) expect(device.psk).toBe(room.psk);
        else expect(device.psk).toMatch(/^[a-z0-9]{10}$/);
        expect(device.ranSsid).toBe(ranOf.get(device.siteId)?.ssid);
        expect(device.ranPsk).toBe(ranOf.get(device.siteId)?.psk);
      } else {
        expect(device).toMatchObject({ isReachable: false, psk: null, ranSsid: null, ranPsk: null });
      }
    }
    const tvs = iot.devices.filter((d) => d.type === "tv");
    // Every family of set-up instructions is seen: LG, Orsay, Tizen, and the "soon" of other brands.
    for (const family of demoTvFamilies) {
      expect(tvs.some((d) => family.some((model) => model.model === d.model))).toBe(true);
    }
    expect(new Set(tvs.map((d) => d.otrumVersion))).toEqual(new Set(["mirage", "enterprise", null]));
    expect(tvs.some((d) => d.otrumUrl !== null)).toBe(true);
    expect(new Set(iot.devices.filter((d) => d.type === "chromecast").map((d) => d.version))).toEqual(new Set([1, 2]));
  });

  it("never repeats a serial or a MAC across devices, spares and the network's equipment", () => {
    const serials = [
      ...iot.devices.map((d) => d.serial),
      ...iot.spares.map((s) => s.serial),
      ...data.inventory.equipment.flatMap((e) => (e.serial ? [e.serial] : [])),
    ];
    expect(new Set(serials).size).toBe(serials.length);
    const macs = [
      ...iot.devices.map((d) => d.mac),
      ...iot.spares.map((s) => s.mac),
      ...data.inventory.equipment.map((e) => e.mac),
    ];
    expect(new Set(macs).size).toBe(macs.length);
    // Nor the serials a replacement took away (the history names the old device by it).
    const oldSerials = iot.commands.filter((c) => c.kind === "replace").map((c) => c.deviceSerial);
    for (const serial of oldSerials) expect(serials).not.toContain(serial);
  });

  it("keeps spares of some models in use on every hotel, and none of at least one", () => {
    for (const site of hotelSites) {
      const models = new Set((devicesOf.get(site.id) ?? []).map((d) => d.model));
      const spares = sparesOf.get(site.id) ?? [];
      expect(spares.length, site.name).toBeGreaterThan(0);
      const spareModels = new Set(spares.map((s) => s.model));
      for (const model of spareModels) expect(models.has(model), `${site.name}: ${model}`).toBe(true);
      expect(
        [...models].some((model) => !spareModels.has(model)),
        `${site.name}: no stock`,
      ).toBe(true);
      for (const [, ofModel] of groupBy(spares, (s) => [...spareModels].indexOf(s.model))) {
        expect(ofModel.length).toBeGreaterThanOrEqual(1);
        expect(ofModel.length).toBeLessThanOrEqual(4);
      }
    }
  });

  it("writes two to four welcome messages a hotel within SPEC's limits, one enabled except on one hotel", () => {
    const enabledCounts = hotelSites.map((site) => {
      const messages = messagesOf.get(site.id) ?? [];
      expect(messages.length, site.name).toBeGreaterThanOrEqual(2);
      expect(messages.length, site.name).toBeLessThanOrEqual(4);
      return messages.filter((message) => message.isEnabled).length;
    });
    expect(enabledCounts.filter((count) => count === 0)).toHaveLength(1);
    expect(enabledCounts.filter((count) => count === 1)).toHaveLength(hotelSites.length - 1);
    for (const message of iot.messages) {
      expect(message.title.length).toBeGreaterThan(0);
      expect(message.title.length).toBeLessThanOrEqual(iotMessageLimits.title);
      expect(message.content.length).toBeGreaterThan(0);
      expect(message.content.length).toBeLessThanOrEqual(iotMessageLimits.content);
    }
    // The hotel chain's manager lands on a hotel with one enabled.
    expect(messagesOf.get(hotelSites[0]?.id ?? 0)?.filter((m) => m.isEnabled)).toHaveLength(1);
  });

  it("gives every hotel its RAN and RAN Provisioning networks and a TV pin of 4 to 6 digits", () => {
    for (const site of hotelSites) {
      const wlans = iot.wlans.filter((wlan) => wlan.siteId === site.id);
      expect(wlans.map((wlan) => wlan.name)).toEqual(["RAN", "RAN Provisioning"]);
      for (const wlan of wlans) {
        expect(wlan.ssid.length).toBeLessThanOrEqual(32);
        expect(wlan.psk.length).toBeGreaterThanOrEqual(8);
      }
      const settings = iot.settings.filter((row) => row.siteId === site.id);
      expect(settings).toHaveLength(1);
      expect(settings[0]?.tvPinCode).toMatch(/^\d{4,6}$/);
    }
  });

  it("keeps a history of finished commands: acknowledged ones, one failed with its reason, one expired", () => {
    const manager = data.users.find((user) => user.email === "hotels@ondine.example");
    const devices = new Map(iot.devices.map((d) => [d.id, d]));
    const rooms = new Map(iot.rooms.map((room) => [room.id, room]));
    const ids = iot.commands.map((command) => command.id);
    expect(ids).toEqual(ids.map((_, index) => index + 1));
    for (const site of hotelSites) {
      const commands = iot.commands.filter((c) => c.siteId === site.id);
      expect(commands.filter((c) => c.state === "failed")).toHaveLength(1);
      expect(commands.filter((c) => c.state === "expired")).toHaveLength(1);
      expect(commands.filter((c) => c.state === "acknowledged").length).toBeGreaterThanOrEqual(3);
      // Oldest first, all in the past.
      const times = commands.map((c) => c.createdAt.getTime());
      expect(times).toEqual([...times].sort((a, b) => a - b));
      for (const command of commands) {
        expect(command.createdAt.getTime()).toBeLessThan(now.getTime());
        expect(command.expiresAt.getTime() - command.createdAt.getTime()).toBe(5 * 60_000);
        expect(command.finishedAt.getTime()).toBeLessThanOrEqual(command.expiresAt.getTime());
        if (command.state === "expired") expect(command.finishedAt).toEqual(command.expiresAt);
        if (command.state === "failed") expect(command.failure).toBeTruthy();
        else expect(command.failure).toBeNull();
        if (command.kind === "restart" || command.kind === "replace") {
          const device = devices.get(command.deviceId ?? 0);
          expect(device?.siteId).toBe(site.id);
          expect(command.roomId).toBe(device?.roomId);
        }
        if (command.kind === "replace") expect(command.spareSerial).toBe(devices.get(command.deviceId ?? 0)?.serial);
        if (command.kind === "checkout") expect(command.newPsk).toBe(rooms.get(command.roomId ?? 0)?.psk);
        if (manager?.organismIds.includes(site.organismId)) {
          expect(command).toMatchObject({ actorUserId: 3, actorName: "Sophie Garnier" });
        }
      }
      // The first room in the list has a history.
      const [firstRoom] = (roomsOf.get(site.id) ?? []).sort((a, b) =>
        a.name.localeCompare(b.name, "fr", { sensitivity: "base" }),
      );
      expect(commands.some((c) => c.roomId === firstRoom?.id)).toBe(true);
    }
  });

  it("leaves every hotel with IoT to a demo collector, which carries out its commands", () => {
    const collected = new Set(data.inventory.collectors.flatMap((collector) => collector.siteIds));
    for (const site of hotelSites) expect(collected.has(site.id), site.name).toBe(true);
  });

  it("stamps the devices' last report as the equipment's, on a sample boundary", () => {
    for (const device of iot.devices) {
      expect(device.lastSeenAt.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(now.getTime() - device.lastSeenAt.getTime()).toBeLessThan(historySampleMs);
      expect(device.lastSeenAt.getTime() % historySampleMs).toBe(0);
    }
  });

  it("tells the simulator each stick and TV by site and MAC", () => {
    const plan = iotDevicePlan(iot);
    expect(plan).toHaveLength(iot.devices.length);
    expect(plan[0]).toEqual({
      siteId: hotelSites[0]?.id,
      serial: expect.any(String),
      mac: expect.stringMatching(/^0a:c[12]:/),
      type: expect.stringMatching(/^(chromecast|tv)$/),
      model: expect.any(String),
      isProvisioned: expect.any(Boolean),
      isReachable: expect.any(Boolean),
    });
    const keys = plan.map((d) => `${String(d.siteId).padStart(6, "0")} ${d.mac}`);
    expect(keys).toEqual([...keys].sort());
  });
});
