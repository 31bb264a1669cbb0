import { ingestPrivateWifiDevicesSchema } from "@ondine/domain";
import { describe, expect, it } from "vitest";
import type { DemoPlan } from "./demo-plan";
import { applyPrivateKeysToPlan } from "./private-keys";
import { privateDeviceMac, privateSpaceDevices, sitePrivateWifiDevices } from "./private-wifi-devices";
import { simulatedHotel } from "./simulated-site-fixtures";
import { batchesPath, createSimulator } from "./simulator";

const minuteMs = 60_000;
const evening = Date.parse("2026-11-30T20:30:00Z");

function residence(): DemoPlan {
  return {
    sites: [
      simulatedHotel(7, {
        kind: "student_residence",
        privateKeys: [
          { spaceId: 101, psk: "Hq7mKp3xTz9R" },
          { spaceId: 102, psk: "Wc4nXe8dLs2P" },
        ],
      }),
    ],
    collectors: [{ name: "simulated: Résidences", siteIds: [7] }],
  };
}

describe("the residents' devices on the private Wi-Fi keys", () => {
  it("are a pure function of the space and the instant, each a valid item of the ingest", () => {
    for (let spaceId = 1; spaceId <= 200; spaceId += 1) {
      const devices = privateSpaceDevices(spaceId, evening);
      expect(privateSpaceDevices(spaceId, evening)).toEqual(devices);
      expect(devices.length).toBeLessThanOrEqual(4);
      for (const device of devices) {
        expect(Date.parse(device.connected_since)).toBeLessThanOrEqual(evening);
        expect(device.download).toBeGreaterThanOrEqual(0);
        expect(device.upload).toBeLessThanOrEqual(device.download);
      }
      const item = { site_id: 7, space_id: spaceId, devices, stamp: new Date(evening).toISOString() };
      expect(ingestPrivateWifiDevicesSchema.safeParse(item).success).toBe(true);
    }
  });

  it("join and leave through the day: most spaces have someone in the evening, fewer in the afternoon", () => {
    const spaces = Array.from({ length: 400 }, (_, index) => index + 1);
    const occupied = (stamp: number) => spaces.filter((spaceId) => privateSpaceDevices(spaceId, stamp).length > 0);
    const eveningShare = occupied(evening).length / spaces.length;
    const afternoonShare = occupied(Date.parse("2026-12-01T13:30:00Z")).length / spaces.length;
    expect(eveningShare).toBeGreaterThan(0.7);
    expect(afternoonShare).toBeLessThan(eveningShare);
    // A device still on moves more bytes as time goes, from the same connection.
    const steady = occupied(evening).flatMap((spaceId) =>
      privateSpaceDevices(spaceId, evening).flatMap((device) => {
        const before = privateSpaceDevices(spaceId, evening - minuteMs).find((earlier) => earlier.mac === device.mac);
        return before?.connected_since === device.connected_since ? [{ before, device }] : [];
      }),
    );
    expect(steady.length).toBeGreaterThan(50);
    for (const { before, device } of steady) expect(device.download).toBeGreaterThan(before.download);
  });

  it("are reported for the keys the collector holds, which its private_keys commands change", () => {
    const plan = residence();
    const site = plan.sites[0];
    if (!site) throw new Error("no site");
    expect(sitePrivateWifiDevices(site, evening).map((item) => item.space_id)).toEqual([101, 102]);

    applyPrivateKeysToPlan(plan, 7, {
      ssid: "Residence-Prive",
      changes: [
        { space_id: 103, name: "Chambre 103", action: "set", psk: "Pk2dMw9sRt4X" },
        { space_id: 101, name: "Chambre 101", action: "withdraw", psk: "Hq7mKp3xTz9R" },
        // A key already replaced by a reset stays: the old one is what is withdrawn.
        { space_id: 102, name: "Chambre 102", action: "set", psk: "Nn5eRt8yUv3Z" },
        { space_id: 102, name: "Chambre 102", action: "withdraw", psk: "Wc4nXe8dLs2P" },
      ],
    });

    expect(plan.sites[0]?.privateKeys).toEqual([
      { spaceId: 102, psk: "Nn5eRt8yUv3Z" },
      { spaceId: 103, psk: "Pk2dMw9sRt4X" },
    ]);
    expect(sitePrivateWifiDevices(site, evening)).toEqual([
      { site_id: 7, space_id: 102, devices: privateSpaceDevices(102, evening), stamp: "2026-11-30T20:30:00.000Z" },
      { site_id: 7, space_id: 103, devices: privateSpaceDevices(103, evening), stamp: "2026-11-30T20:30:00.000Z" },
    ]);
    expect(privateDeviceMac(103, 2)).toBe("02:5f:00:00:67:02");
  });

  it("go with each round, as of its last stamp", async () => {
    const bodies: { private_wifi_devices?: { space_id: number; stamp: string }[] }[] = [];
    const fakeFetch = (async (url: URL, init: RequestInit) => {
      if (url.pathname === batchesPath) bodies.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify({ batch_id: null, accepted: 0, rejected: [] }));
    }) as typeof fetch;
    const simulator = createSimulator({
      baseUrl: "http://127.0.0.1:1",
      plan: residence(),
      tokens: new Map([["simulated: Résidences", "token"]]),
      intervalMs: minuteMs,
      gapCapMs: 3_600_000,
      log: () => {},
      now: () => evening + 20_000,
      fetch: fakeFetch,
    });

    await simulator.catchUp(new Date(evening - 10 * minuteMs));

    const reported = bodies.flatMap((body) => body.private_wifi_devices ?? []);
    expect(reported.map((item) => [item.space_id, item.stamp])).toEqual([
      [101, "2026-11-30T20:30:00.000Z"],
      [102, "2026-11-30T20:30:00.000Z"],
    ]);
  });
});
