import {
  isPrivateSpaceExpired,
  isWpaPassphrase,
  monitoredSiteState,
  privateSpaceExpiryInstant,
  privateSpaceNameKey,
  privateWifiLimits,
  privateWifiToday,
  tidyPrivateSpaceName,
} from "@ondine/domain";
import { describe, expect, it } from "vitest";
import { demoCatalogue } from "./demo-catalogue";
import { generateDemoData } from "./generate-demo-data";
import { type DemoPrivateSpace, residenceSsid } from "./generate-private-wifi";

const minuteMs = 60_000;

const groupBy = <T>(rows: readonly T[], key: (row: T) => number) => {
  const groups = new Map<number, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
};

// Three presents: an autumn morning, a summer evening between the end of June and the end of August
// (the night 30 June turns 1 July in Paris), a winter afternoon.
describe.each([
  new Date("2026-11-20T10:00:00.000Z"),
  new Date("2027-06-30T22:30:00.000Z"),
  new Date("2027-02-10T15:00:00.000Z"),
])("the demo's private Wi-Fi spaces at %s", (now) => {
  const data = generateDemoData(demoCatalogue, 1, { now });
  const { ssids, imports, spaces, devices } = data.privateWifi;
  const siteOf = new Map(data.sites.map((site) => [site.id, site]));
  const residences = data.organisms.find((organism) => organism.name === "Campus Horizon Résidences");
  const residenceSites = data.sites.filter(
    (site) => site.organismId === residences?.id && site.state === monitoredSiteState,
  );
  const isResidence = (space: DemoPrivateSpace) => siteOf.get(space.siteId)?.organismId === residences?.id;
  const residenceSpaces = spaces.filter(isResidence);
  const today = privateWifiToday(now);

  it("is deterministic for a seed and differs between seeds", () => {
    expect(generateDemoData(demoCatalogue, 1, { now }).privateWifi).toEqual(data.privateWifi);
    expect(generateDemoData(demoCatalogue, 2, { now }).privateWifi.spaces).not.toEqual(spaces);
  });

  it("gives every residence in production a few dozen rooms' spaces, a few hundred in all, on its private SSID", () => {
    expect(residenceSites.length).toBeGreaterThanOrEqual(5);
    expect([...groupBy(residenceSpaces, (space) => space.siteId).keys()].sort((a, b) => a - b)).toEqual(
      residenceSites.map((site) => site.id),
    );
    expect(residenceSpaces.length).toBeGreaterThanOrEqual(200);
    expect(residenceSpaces.length).toBeLessThanOrEqual(600);
    expect(residenceSpaces.some((space) => /^Chambre \d{3}$/.test(space.name))).toBe(true);
    expect(residenceSpaces.some((space) => /^Studio [B-D]-\d{2}$/.test(space.name))).toBe(true);
    const ran = [...data.iot.wlans, ...ssids].filter((wlan) => wlan.name === "RAN");
    for (const siteId of new Set(spaces.map((space) => space.siteId))) {
      expect(
        ran.filter((wlan) => wlan.siteId === siteId),
        `site ${siteId}`,
      ).toHaveLength(1);
    }
    expect(ssids.map((wlan) => wlan.siteId)).toEqual(residenceSites.map((site) => site.id));
    for (const wlan of ssids) {
      expect(wlan.ssid).toBe(residenceSsid);
      expect(isWpaPassphrase(wlan.psk)).toBe(true);
    }
  });

  it("names spaces as the server stores them, each name once on its site, within the limits", () => {
    expect(spaces.map((space) => space.id)).toEqual(spaces.map((_, index) => index + 1));
    for (const [siteId, ofSite] of groupBy(spaces, (space) => space.siteId)) {
      const keys = ofSite.map((space) => privateSpaceNameKey(space.name));
      expect(new Set(keys).size, `site ${siteId}`).toBe(ofSite.length);
    }
    for (const space of spaces) {
      expect(space.name).toBe(tidyPrivateSpaceName(space.name));
      expect(space.nameKey).toBe(privateSpaceNameKey(space.name));
      expect(space.name.length).toBeGreaterThanOrEqual(1);
      expect(space.name.length).toBeLessThanOrEqual(privateWifiLimits.nameMaxLength);
      expect(space.comment.length).toBeLessThanOrEqual(privateWifiLimits.commentMaxLength);
      expect(space.deletedAt).toBeNull();
    }
  });

  it("gives each space a WPA2 key no other space of its site has", () => {
    for (const [siteId, ofSite] of groupBy(spaces, (space) => space.siteId)) {
      expect(new Set(ofSite.map((space) => space.psk)).size, `site ${siteId}`).toBe(ofSite.length);
    }
    for (const space of spaces) expect(isWpaPassphrase(space.psk), space.psk).toBe(true);
  });

  it("links a space to each hotel room holding a key, with that very key", () => {
    const linked = spaces.filter((space) => space.iotRoomId !== null);
    const keyed = data.iot.rooms.filter((room) => room.psk !== null);
    expect(linked.map((space) => space.iotRoomId).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(
      keyed.map((room) => room.id),
    );
    const roomOf = new Map(data.iot.rooms.map((room) => [room.id, room]));
    for (const space of linked) {
      const room = roomOf.get(space.iotRoomId ?? 0);
      expect(space.siteId).toBe(room?.siteId);
      expect(space.psk).toBe(room?.psk);
      expect(space.expiresOn).toBeNull();
    }
    expect(spaces.filter((space) => !isResidence(space)).every((space) => space.iotRoomId !== null)).toBe(true);
    expect(residenceSpaces.every((space) => space.iotRoomId === null)).toBe(true);
  });

  it("withdraws exactly the expired spaces, after their day, and keeps the others' day today or later", () => {
    const expired = spaces.filter((space) => space.withdrawnAt !== null);
    expect(expired.length).toBeGreaterThanOrEqual(10);
    for (const space of spaces) {
      expect(space.withdrawnAt !== null, `space ${space.id}`).toBe(isPrivateSpaceExpired(space.expiresOn, now));
      if (space.withdrawnAt && space.expiresOn) {
        expect(space.expiresOn < today).toBe(true);
        expect(space.withdrawnAt.getTime()).toBeGreaterThanOrEqual(
          privateSpaceExpiryInstant(space.expiresOn).getTime(),
        );
        expect(space.withdrawnAt.getTime()).toBeLessThanOrEqual(now.getTime());
      } else if (space.expiresOn) {
        expect(space.expiresOn >= today, `space ${space.id}`).toBe(true);
      }
    }
  });

  it("ends most residents' leases with the academic year: 30 June or 31 August, the next one", () => {
    const current = residenceSpaces.filter((space) => space.withdrawnAt === null);
    const yearEnds = current.filter((space) => /-(06-30|08-31)$/.test(space.expiresOn ?? ""));
    expect(yearEnds.length / residenceSpaces.length).toBeGreaterThan(0.6);
    for (const space of yearEnds) {
      const day = space.expiresOn ?? "";
      const yearBefore = `${Number(day.slice(0, 4)) - 1}${day.slice(4)}`;
      expect(yearBefore < today, `space ${space.id}: ${day}`).toBe(true);
    }
    const lease = yearEnds.find((space) => space.comment.includes("bail jusqu'au"));
    const day = lease?.expiresOn ?? "";
    expect(lease?.comment).toContain(`${day.slice(8, 10)}/${day.slice(5, 7)}`);
  });

  it("has most keys applied and a few refused minutes ago after 2 to 4 attempts", () => {
    const failed = spaces.filter((space) => space.pushState === "failed");
    expect(failed.length).toBeGreaterThanOrEqual(2);
    expect(failed.length).toBeLessThanOrEqual(6);
    expect(spaces.filter((space) => space.pushState === "applied")).toHaveLength(spaces.length - failed.length);
    for (const space of failed) {
      expect(space.pushAttempts).toBeGreaterThanOrEqual(2);
      expect(space.pushAttempts).toBeLessThanOrEqual(4);
      expect(space.pushFailure?.length).toBeGreaterThan(10);
      expect(now.getTime() - space.keyChangedAt.getTime()).toBeLessThan(15 * minuteMs);
      expect(space.withdrawnAt).toBeNull();
    }
    for (const space of spaces) {
      const times = [space.createdAt, space.keyChangedAt, space.pushChangedAt, space.pushFinishedAt, now];
      for (let index = 1; index < times.length; index++) {
        expect(times[index]?.getTime(), `space ${space.id}`).toBeGreaterThanOrEqual(times[index - 1]?.getTime() ?? 0);
      }
      expect(space.updatedAt.getTime()).toBeLessThanOrEqual(now.getTime());
      if (space.pushState === "applied") expect(space.pushFailure).toBeNull();
    }
  });

  it("counts each space's devices, with unique MACs, connected since its key and plausible bytes", () => {
    const devicesOf = groupBy(devices, (device) => device.spaceId);
    for (const space of spaces) {
      const own = devicesOf.get(space.id) ?? [];
      expect(space.devicesCount, `space ${space.id}`).toBe(own.length);
      expect(own.length).toBeLessThanOrEqual(4);
      expect(space.devicesReportedAt === null).toBe(own.length === 0);
      for (const device of own) {
        expect(device.connectedSince.getTime()).toBeGreaterThanOrEqual(space.keyChangedAt.getTime());
        expect(device.connectedSince.getTime()).toBeLessThanOrEqual(space.devicesReportedAt?.getTime() ?? 0);
        expect(device.downloadBytes).toBeGreaterThanOrEqual(device.uploadBytes);
        expect(device.downloadBytes).toBeLessThan(200 * 1024 ** 3);
      }
      if (own.length > 0) expect(space.withdrawnAt).toBeNull();
    }
    expect(new Set(devices.map((device) => device.mac)).size).toBe(devices.length);
    for (const device of devices) {
      expect(device.mac).toMatch(/^[0-9a-f]{2}(:[0-9a-f]{2}){5}$/);
      expect(device.mac.startsWith("0a:")).toBe(false);
    }
    expect(spaces.filter((space) => space.devicesCount > 0).length).toBeGreaterThan(spaces.length / 3);
    expect(devices.some((device) => device.downloadBytes > 1024 ** 3)).toBe(true);
  });

  it("keeps one import on a residence, its count the spaces that carry it, made then by the site's manager", () => {
    expect(imports).toHaveLength(1);
    const [csv] = imports;
    const made = spaces.filter((space) => space.importId === csv?.id);
    expect(csv?.created).toBe(made.length);
    expect(made.length).toBeGreaterThan(5);
    expect(residenceSites.map((site) => site.id)).toContain(csv?.siteId);
    expect(csv?.fileName).toMatch(/\.csv$/);
    const manager = data.users.find((user) => user.email === "residences@ondine.example");
    expect(csv?.actorUserId).toBe(manager?.id);
    for (const space of made) {
      expect(space.siteId).toBe(csv?.siteId);
      expect(space.createdAt).toEqual(csv?.createdAt);
      expect(space.createdById).toBe(manager?.id);
    }
    expect((csv?.createdAt.getTime() ?? 0) < now.getTime()).toBe(true);
  });
});
