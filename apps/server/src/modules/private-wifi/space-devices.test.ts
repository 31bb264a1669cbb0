import { privateWifiLimits } from "@ondine/domain";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { privateSpaceDevices } from "../../db/schema";
import { testEngines } from "../../test/test-database";
import { useTestApp } from "../../test/use-test-app";
import { createCollector } from "../ingest";
import { insertPushSite, insertSpace, spaceNow } from "./key-push-fixture";

const now = new Date("2026-11-30T10:10:00Z");

const device = (n: number, values: { download?: number } = {}) => ({
  mac: `3C:22:FB:10:A4:${n.toString(16).padStart(2, "0")}`,
  connected_since: "2026-11-30T08:00:00Z",
  download: values.download ?? 1_000 * n,
  upload: 100 * n,
});

describe.each(testEngines)("the private_wifi_devices section of a batch on %s", (engine) => {
  const t = useTestApp(engine, { now });

  /** A site with a space, and a collector serving it: `send` posts a batch of that section with its token. */
  const givenSpace = async () => {
    const site = await insertPushSite(t.db);
    const space = await insertSpace(t.db, site.siteId);
    const { token } = await createCollector(t.db, { name: `Collector ${site.siteId}`, siteIds: [site.siteId] });
    const send = async (items: unknown[]) => {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/ingest/v1/batches",
        headers: { authorization: `Bearer ${token}` },
        payload: { private_wifi_devices: items },
      });
      expect(response.statusCode).toBe(200);
      return response.json<{ accepted: number; rejected: unknown[] }>();
    };
    return { site, space, send };
  };
  const devicesOf = (spaceId: number) =>
    t.db
      .select({
        mac: privateSpaceDevices.mac,
        connectedSince: privateSpaceDevices.connectedSince,
        download: privateSpaceDevices.downloadBytes,
        upload: privateSpaceDevices.uploadBytes,
      })
      .from(privateSpaceDevices)
      .where(eq(privateSpaceDevices.spaceId, spaceId))
      .orderBy(asc(privateSpaceDevices.mac));

  it("a newer report replaces the space's devices and count", async () => {
    const { site, space, send } = await givenSpace();
    const report = (stamp: string, devices: unknown[]) => ({
      site_id: site.siteId,
      space_id: space.id,
      devices,
      stamp,
    });

    expect(await send([report("2026-11-30T10:00:00Z", [device(1), device(2)])])).toEqual({
      batch_id: null,
      accepted: 1,
      rejected: [],
    });
    expect(await devicesOf(space.id)).toEqual([
      { mac: "3c:22:fb:10:a4:01", connectedSince: new Date("2026-11-30T08:00:00Z"), download: 1_000, upload: 100 },
      { mac: "3c:22:fb:10:a4:02", connectedSince: new Date("2026-11-30T08:00:00Z"), download: 2_000, upload: 200 },
    ]);
    expect(await spaceNow(t.db, space.id)).toMatchObject({
      devicesCount: 2,
      devicesReportedAt: new Date("2026-11-30T10:00:00Z"),
    });

    await send([report("2026-11-30T10:05:00Z", [device(3, { download: 8_000_000_000_000 })])]);
    expect((await devicesOf(space.id)).map((row) => [row.mac, row.download])).toEqual([
      ["3c:22:fb:10:a4:03", 8_000_000_000_000],
    ]);
    expect((await spaceNow(t.db, space.id))?.devicesCount).toBe(1);

    await send([report("2026-11-30T10:06:00Z", [])]);
    expect(await devicesOf(space.id)).toEqual([]);
    expect((await spaceNow(t.db, space.id))?.devicesCount).toBe(0);
  });

  it("an older report, or the same one again, changes nothing; of one batch's reports the latest counts", async () => {
    const { site, space, send } = await givenSpace();
    const report = (stamp: string, devices: unknown[]) => ({
      site_id: site.siteId,
      space_id: space.id,
      devices,
      stamp,
    });

    const answer = await send([
      report("2026-11-30T10:05:00Z", [device(1), device(2)]),
      report("2026-11-30T10:04:00Z", [device(3)]),
    ]);
    expect(answer).toMatchObject({ accepted: 2, rejected: [] });
    expect((await devicesOf(space.id)).map((row) => row.mac)).toEqual(["3c:22:fb:10:a4:01", "3c:22:fb:10:a4:02"]);

    await send([report("2026-11-30T10:01:00Z", [device(4)])]);
    await send([report("2026-11-30T10:05:00Z", [device(5)])]);
    expect((await devicesOf(space.id)).map((row) => row.mac)).toEqual(["3c:22:fb:10:a4:01", "3c:22:fb:10:a4:02"]);
    expect(await spaceNow(t.db, space.id)).toMatchObject({
      devicesCount: 2,
      devicesReportedAt: new Date("2026-11-30T10:05:00Z"),
    });
  });

  it("refuses a space of another site (unknown_equipment) and a site the collector does not serve, changing nothing", async () => {
    const { site, send } = await givenSpace();
    const other = await insertPushSite(t.db);
    const theirs = await insertSpace(t.db, other.siteId);
    const stamp = "2026-11-30T10:00:00Z";

    const answer = await send([
      { site_id: site.siteId, space_id: theirs.id, devices: [device(1)], stamp },
      { site_id: other.siteId, space_id: theirs.id, devices: [device(1)], stamp },
      { site_id: site.siteId, space_id: 2_000_000, devices: [device(1)], stamp },
    ]);

    expect(answer).toEqual({
      batch_id: null,
      accepted: 0,
      rejected: [
        { section: "private_wifi_devices", index: 1, reason: "site_not_allowed", errors: {} },
        { section: "private_wifi_devices", index: 0, reason: "unknown_equipment", errors: {} },
        { section: "private_wifi_devices", index: 2, reason: "unknown_equipment", errors: {} },
      ],
    });
    expect(await devicesOf(theirs.id)).toEqual([]);
    expect(await spaceNow(t.db, theirs.id)).toMatchObject({ devicesCount: 0, devicesReportedAt: null });
  });

  it(`refuses more than ${privateWifiLimits.devicesPerSpace} devices; a MAC listed twice is one device, the last`, async () => {
    const { site, space, send } = await givenSpace();
    const stamp = "2026-11-30T10:00:00Z";
    const tooMany = Array.from({ length: privateWifiLimits.devicesPerSpace + 1 }, (_, index) => device(index + 1));

    const answer = await send([
      { site_id: site.siteId, space_id: space.id, devices: tooMany, stamp },
      { site_id: site.siteId, space_id: space.id, devices: [device(1), device(1, { download: 5 })], stamp },
    ]);

    expect(answer).toEqual({
      batch_id: null,
      accepted: 1,
      rejected: [
        {
          section: "private_wifi_devices",
          index: 0,
          reason: "invalid",
          errors: { devices: ["formErrors.max_length"] },
        },
      ],
    });
    expect((await devicesOf(space.id)).map((row) => [row.mac, row.download])).toEqual([["3c:22:fb:10:a4:01", 5]]);
    expect((await spaceNow(t.db, space.id))?.devicesCount).toBe(1);
  });
});
