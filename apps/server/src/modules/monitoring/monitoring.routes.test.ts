import {
  type AccessPointRow,
  type BandwidthPoint,
  type EquipmentItem,
  type EslRow,
  isOfflineAccessPoint,
  type MonitoringCounters,
  type SiteMapAnswer,
  type SiteStatusAnswer,
  type SpeedtestPoint,
  type TrafficPoint,
  tallyAccessPoints,
} from "@ondine/domain";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db";
import {
  beforeNow,
  fixtureBatch,
  ingest,
  insertMonitoringFixture,
  type MonitoringFixture,
  monitoringNow,
} from "../../test/monitoring-fixture";
import { signInAs, type TestSession } from "../../test/sessions";
import { buildTestApp } from "../../test/test-app";
import { createTestClock } from "../../test/test-clock";
import { openTestDatabase, testEngines } from "../../test/test-database";

const minutes = 60_000;
const days = 24 * 60 * minutes;
const unix = (instant: Date) => Math.floor(instant.getTime() / 1000);
const point = (stamp: Date) => ({ stamp: stamp.toISOString(), timeline: unix(stamp) });

describe.each(testEngines)("GET /api/monitoring/* on %s", (engine) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let world: MonitoringFixture;
  let admin: TestSession;
  let manager: TestSession;

  // Tests share the monitoring fixture, its ingested batch and two sessions, built once: every test only reads, at a clock that never moves.
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    app = buildTestApp(database, {}, { clock: createTestClock(monitoringNow) });
    world = await insertMonitoringFixture(database.db);
    await ingest(app, world, fixtureBatch(world));
    [admin, manager] = await Promise.all([signInAs(app, world.admin), signInAs(app, world.manager)]);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const get = (session: TestSession | null, url: string) =>
    app.inject({ method: "GET", url, headers: session?.headers ?? {} });

  async function read<T>(url: string, session: TestSession = manager): Promise<T> {
    const response = await get(session, url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  }

  describe("status", () => {
    it("gives a site's counters, latest readings and availability level", async () => {
      expect(await read<SiteStatusAnswer>(`/api/monitoring/status?site=${world.siteA.id}`)).toEqual({
        line_ok: 2,
        line_unreachable: 0,
        line_inactive: 0,
        line_disconnected: 0,
        // The hibernating access point is people's business: neither ok nor unreachable.
        accesspoint_ok: 2,
        accesspoint_unreachable: 1,
        // Stations on the reached access points (12 + 5), not the hibernating one's.
        connected_devices: 17,
        active_users: 20,
        speedtest: 95_000_000,
        traffic_rx: 3_000_000,
        bandwidth_rx: 3_000_000,
        bandwith_max: 1_100_000_000,
        bandwith_current: 950_000_000,
        last_full_refresh: beforeNow(5 * minutes).toISOString(),
        // 2 access points ok out of 3: below 0.9 (docs/product.md#monitoring-availability).
        available_level: "degradedAps",
        available_reason: "fewAccessPoints",
        // Degraded since the report that made it so: the fixture's only one.
        level_since: beforeNow(5 * minutes).toISOString(),
        muted: false,
      });
    });

    it("answers notReferenced with zeros for a site that never reported", async () => {
      const status = await read<SiteStatusAnswer>(`/api/monitoring/status?site=${world.hotelSites[1].id}`);
      expect(status).toMatchObject({ line_ok: 0, accesspoint_ok: 0, active_users: 0, last_full_refresh: null });
      expect(status.available_level).toBe("notReferenced");
    });

    it("sums an organism's sites in production, the worst level, and lists each site by name", async () => {
      const status = await read<SiteStatusAnswer>(`/api/monitoring/status?organism=${world.hotels.id}`);
      expect(status).toMatchObject({
        line_ok: 3,
        accesspoint_ok: 3,
        accesspoint_unreachable: 1,
        active_users: 26,
        speedtest: 110_000_000,
        traffic_rx: 3_700_000,
        bandwith_max: 1_120_000_000,
        bandwith_current: 960_000_000,
        last_full_refresh: beforeNow(5 * minutes).toISOString(),
        // The Zénith has half its bandwidth.
        available_level: "degraded",
        available_reason: "lowBandwidth",
        connected_devices: 24,
      });
      // The site in study is not monitored.
      expect(status.sites?.map((site) => [site.site_id, site.site_name, site.available_level])).toEqual([
        [world.siteC.id, "Hôtel Zénith", "degraded"],
        [world.siteA.id, world.siteA.name, "degradedAps"],
      ]);
    });
  });

  it("counts the overview tiles of a site and of an organism", async () => {
    expect(await read<MonitoringCounters>(`/api/monitoring/counters?site=${world.siteA.id}`)).toEqual({
      accesspoint_ok: 2,
      // Reached + unreached, as the status counts them: spare and hibernating left out.
      accesspoint_total: 3,
      // AP-05 hibernates: not supervised (the spare counts nowhere).
      accesspoint_not_supervised: 1,
      connected_devices: 17,
      line_ok: 2,
      line_total: 2,
      bandwidth_current: 950_000_000,
      bandwidth_max: 1_100_000_000,
      traffic_rx: 3_000_000,
    });
    expect(await read<MonitoringCounters>(`/api/monitoring/counters?organism=${world.hotels.id}`)).toEqual({
      accesspoint_ok: 3,
      accesspoint_total: 4,
      accesspoint_not_supervised: 1,
      connected_devices: 24,
      line_ok: 3,
      line_total: 3,
      bandwidth_current: 960_000_000,
      bandwidth_max: 1_120_000_000,
      traffic_rx: 3_700_000,
    });
  });

  it("counts access points the same way in the status, the tiles and the AP list", async () => {
    for (const query of [`site=${world.siteA.id}`, `organism=${world.hotels.id}`]) {
      const status = await read<SiteStatusAnswer>(`/api/monitoring/status?${query}`);
      const counters = await read<MonitoringCounters>(`/api/monitoring/counters?${query}`);
      const list = await read<AccessPointRow[]>(`/api/monitoring/devices_more?${query}`);
      expect(counters.accesspoint_ok).toBe(status.accesspoint_ok);
      expect(counters.accesspoint_total).toBe(status.accesspoint_ok + status.accesspoint_unreachable);
      expect(counters.connected_devices).toBe(status.connected_devices);
      expect(list.filter((row) => isOfflineAccessPoint(row))).toHaveLength(status.accesspoint_unreachable);
      const tally = tallyAccessPoints(list);
      expect([counters.accesspoint_ok, counters.accesspoint_total]).toEqual([tally.reached, tally.total]);
      expect(counters.accesspoint_not_supervised).toBe(tally.notSupervised);
      // The link's use reads the same traffic as the status.
      expect(counters.traffic_rx).toBe(status.traffic_rx);
    }
  });

  describe("over every site of the scope (the home with no location chosen)", () => {
    it("gives each site in production of the scope its status, in one answer", async () => {
      const status = await read<SiteStatusAnswer>("/api/monitoring/status/all");
      const organism = await read<SiteStatusAnswer>(`/api/monitoring/status?organism=${world.hotels.id}`);
      // The manager holds the hotels organism: the same sites, the same sums.
      expect(status).toEqual(organism);
      expect(await read<MonitoringCounters>("/api/monitoring/counters/all")).toEqual(
        await read<MonitoringCounters>(`/api/monitoring/counters?organism=${world.hotels.id}`),
      );
    });

    it("gives an admin every site in production, and the tiles summed over them", async () => {
      const status = await read<SiteStatusAnswer>("/api/monitoring/status/all", admin);
      const ids = status.sites?.map((site) => site.site_id) ?? [];
      expect(ids).toEqual(expect.arrayContaining([world.siteA.id, world.siteC.id]));
      expect(ids).not.toContain(world.hotelSites[1].id);
      const counters = await read<MonitoringCounters>("/api/monitoring/counters/all", admin);
      expect(counters.accesspoint_ok).toBe(status.accesspoint_ok);
      expect(counters.accesspoint_total).toBe(status.accesspoint_ok + status.accesspoint_unreachable);
      expect(counters.connected_devices).toBe(status.connected_devices);
    });

    it("is refused without a session", async () => {
      expect((await get(null, "/api/monitoring/status/all")).statusCode).toBe(401);
      expect((await get(null, "/api/monitoring/counters/all")).statusCode).toBe(401);
    });
  });

  describe("traffic", () => {
    const [recent1, recent2] = [beforeNow(10 * minutes), beforeNow(5 * minutes)];

    it("reads a site's raw samples over the last day by default", async () => {
      expect(await read<TrafficPoint[]>(`/api/monitoring/traffic?site=${world.siteA.id}`)).toEqual([
        { ...point(recent1), rx: 1_000_000, tx: 100_000, active_users: 10 },
        { ...point(recent2), rx: 3_000_000, tx: 300_000, active_users: 20 },
      ]);
    });

    it("sums an organism's sites per slot", async () => {
      expect(await read<TrafficPoint[]>(`/api/monitoring/traffic?organism=${world.hotels.id}`)).toEqual([
        { ...point(recent1), rx: 1_500_000, tx: 150_000, active_users: 14 },
        { ...point(recent2), rx: 3_700_000, tx: 370_000, active_users: 26 },
      ]);
    });

    it("reads hourly roll-ups beyond two days: average rates, peak users", async () => {
      const window = `start_at=${unix(beforeNow(20 * days))}&stop_at=${unix(monitoringNow)}`;
      expect(await read<TrafficPoint[]>(`/api/monitoring/traffic?site=${world.siteA.id}&${window}`)).toEqual([
        { ...point(new Date("2026-11-12T10:00:00Z")), rx: 200_000, tx: 20_000, active_users: 4 },
        { ...point(new Date("2026-11-22T13:00:00Z")), rx: 2_000_000, tx: 200_000, active_users: 20 },
      ]);
      expect(await read<TrafficPoint[]>(`/api/monitoring/traffic?organism=${world.hotels.id}&${window}`)).toEqual([
        { ...point(new Date("2026-11-12T10:00:00Z")), rx: 250_000, tx: 25_000, active_users: 5 },
        { ...point(new Date("2026-11-22T13:00:00Z")), rx: 2_600_000, tx: 260_000, active_users: 26 },
      ]);
    });

    it("reads daily roll-ups (Paris days) beyond 62 days", async () => {
      const window = `start_at=${unix(beforeNow(200 * days))}&stop_at=${unix(monitoringNow)}`;
      const traffic = await read<TrafficPoint[]>(`/api/monitoring/traffic?site=${world.siteA.id}&${window}`);
      expect(traffic).toEqual([
        // Midnight in Paris: UTC+2 in August, UTC+1 in November.
        { ...point(new Date("2026-08-13T22:00:00Z")), rx: 3_000_000, tx: 300_000, active_users: 12 },
        { ...point(new Date("2026-11-11T23:00:00Z")), rx: 200_000, tx: 20_000, active_users: 4 },
        { ...point(new Date("2026-11-21T23:00:00Z")), rx: 2_000_000, tx: 200_000, active_users: 20 },
      ]);
      const year = await read<TrafficPoint[]>(`/api/monitoring/traffic?organism=${world.hotels.id}&${window}`);
      expect(year.map((entry) => [entry.stamp, entry.rx])).toEqual([
        ["2026-08-13T22:00:00.000Z", 3_000_000],
        ["2026-11-11T23:00:00.000Z", 250_000],
        ["2026-11-21T23:00:00.000Z", 2_600_000],
      ]);
    });
  });

  it("sums the lines' bandwidth per bucket", async () => {
    const reportedAt = point(beforeNow(5 * minutes));
    expect(await read<BandwidthPoint[]>(`/api/monitoring/bandwidth?site=${world.siteA.id}`)).toEqual([
      { ...reportedAt, bandwidth_current: 950_000_000, bandwidth_max: 1_100_000_000 },
    ]);
    expect(await read<BandwidthPoint[]>(`/api/monitoring/bandwidth?organism=${world.hotels.id}`)).toEqual([
      { ...reportedAt, bandwidth_current: 960_000_000, bandwidth_max: 1_120_000_000 },
    ]);
    const month = `start_at=${unix(beforeNow(20 * days))}&stop_at=${unix(monitoringNow)}`;
    expect(await read<BandwidthPoint[]>(`/api/monitoring/bandwidth?site=${world.siteA.id}&${month}`)).toEqual([
      { ...point(new Date("2026-11-22T13:00:00Z")), bandwidth_current: 950_000_000, bandwidth_max: 1_100_000_000 },
    ]);
  });

  it("lists the speed tests of the last 31 days by default, by stamp", async () => {
    expect(await read<SpeedtestPoint[]>(`/api/monitoring/speedtest?organism=${world.hotels.id}`)).toEqual([
      { ...point(beforeNow(120 * minutes)), site_id: world.siteC.id, download: 15_000_000, upload: 1_000_000 },
      { ...point(beforeNow(60 * minutes)), site_id: world.siteA.id, download: 95_000_000, upload: 40_000_000 },
    ]);
    const since = `start_at=${unix(beforeNow(50 * days))}`;
    const tests = await read<SpeedtestPoint[]>(`/api/monitoring/speedtest?site=${world.siteA.id}&${since}`);
    expect(tests.map((test) => test.download)).toEqual([80_000_000, 95_000_000]);
  });

  it("lists a site's equipment but the spare, shelf labels with their access point", async () => {
    const devices = await read<EquipmentItem[]>(`/api/monitoring/devices?site=${world.siteA.id}`);
    expect(devices.map((device) => [device.category, device.tag ?? device.mac])).toEqual([
      ["access_point", "AP-01"],
      ["access_point", "AP-02"],
      ["access_point", "AP-03"],
      ["access_point", "AP-05"],
      ["esl", "02:0e:00:00:00:01"],
      ["switch", "SW-01"],
    ]);
    expect(devices[0]).toEqual({
      id: expect.any(Number),
      mac: world.macs.ap1,
      // The product (docs/product.md#monitoring-api) merges the IoT reachability by `mac_address`.
      mac_address: world.macs.ap1,
      main_mac_address: null,
      model: { name: "AP-305" },
      tag: "AP-01",
      state: "reachable",
      muted: false,
      status: "reachable",
      category: "access_point",
      connected_stations: 12,
      is_reachable: true,
      ssid_2ghz: "Hotel-Guests",
      ssid_5ghz: "Hotel-Guests-5G",
      position: { x: 10, y: 20 },
      building_uuid: world.buildingUuids.main,
      floor_uuid: world.floors.mainGround,
      esl: null,
    });
    expect(devices[1]).toMatchObject({ state: "unreachable", status: "unreached", position: null });
    expect(devices[4]?.esl).toEqual({
      label: "Shelf 4",
      mac: "02:0e:00:00:00:01",
      topology: { parent: { mac: world.macs.ap1 } },
    });
  });

  it("lists an organism's access points by site, building, floor and tag", async () => {
    const rows = await read<AccessPointRow[]>(`/api/monitoring/devices_more?organism=${world.hotels.id}`);
    expect(rows.map((row) => [row.site_name, row.building_name, row.floor_name, row.tag, row.state])).toEqual([
      ["Hôtel Zénith", null, null, "AP-C1", "reachable"],
      [world.siteA.name, "Main", "Ground floor", "AP-01", "reachable"],
      [world.siteA.name, "Main", "Ground floor", "AP-02", "unreachable"],
      [world.siteA.name, "Main", "First floor", "AP-03", "reachable"],
      [world.siteA.name, null, null, "AP-05", "hibernation"],
    ]);
    expect(rows[1]).toEqual({
      site_id: world.siteA.id,
      site_name: world.siteA.name,
      building_uuid: world.buildingUuids.main,
      building_name: "Main",
      floor_uuid: world.floors.mainGround,
      floor_name: "Ground floor",
      model: "AP-305",
      tag: "AP-01",
      mac: world.macs.ap1,
      is_reachable: true,
      state: "reachable",
      muted: false,
      last_seen: beforeNow(5 * minutes).toISOString(),
      down_since: null,
    });
  });

  it("maps a site: buildings, floors with their state and equipment, and the unlocalized", async () => {
    const map = await read<SiteMapAnswer>(`/api/monitoring/sites/${world.siteA.id}/full`);
    const tags = (items: readonly EquipmentItem[]) => items.map((item) => item.tag);
    expect(map.site_id).toBe(world.siteA.id);
    expect(map.site_name).toBe(world.siteA.name);
    expect(
      map.locations.map((building) => ({
        uuid: building.uuid,
        name: building.name,
        children: building.children.map((floor) => [floor.uuid, floor.name, floor.state, tags(floor.equipment)]),
      })),
    ).toEqual([
      {
        uuid: world.buildingUuids.annex,
        name: "Annex",
        // Its only access point is spare: no state.
        children: [[world.floors.annexGround, "Ground floor", null, []]],
      },
      {
        uuid: world.buildingUuids.main,
        name: "Main",
        children: [
          [world.floors.mainGround, "Ground floor", "some-unreached", ["AP-01", "AP-02"]],
          [world.floors.mainFirst, "First floor", "all-reached", ["AP-03"]],
        ],
      },
    ]);
    expect(tags(map.unlocalizedEquipment.ap)).toEqual(["AP-05"]);
    expect(tags(map.unlocalizedEquipment.switch)).toEqual(["SW-01"]);
  });

  it("lists a site's shelf labels, also under SPEC's path with a slash", async () => {
    const expected: EslRow[] = [
      { label: "Shelf 4", mac: "02:0e:00:00:00:01", model: "ESL", topology: { parent: { mac: world.macs.ap1 } } },
    ];
    expect(await read<EslRow[]>(`/api/monitoring/esls?site_id=${world.siteA.id}`)).toEqual(expected);
    expect(await read<EslRow[]>(`/api/monitoring/esls/?site_id=${world.siteA.id}`)).toEqual(expected);
  });

  it("tells browsers to keep each answer privately for its lifetime", async () => {
    const cacheControl = async (url: string) => (await get(manager, url)).headers["cache-control"];
    expect(await cacheControl(`/api/monitoring/counters?site=${world.hotelSites[1].id}`)).toBe("private, max-age=180");
    expect(await cacheControl(`/api/monitoring/sites/${world.hotelSites[1].id}/full`)).toBe("private, max-age=3600");
    expect(await cacheControl(`/api/monitoring/esls?site_id=${world.hotelSites[1].id}`)).toBe("private, max-age=1");
  });

  describe("refusals", () => {
    it("answers 422 without a location, with both, or with a crossed window", async () => {
      const status = await get(manager, "/api/monitoring/status");
      expect(status.statusCode).toBe(422);
      expect(status.json()).toMatchObject({ code: "INVALID_PARAMETERS", errors: { site: ["formErrors.required"] } });
      const both = await get(manager, `/api/monitoring/counters?site=1&organism=${world.hotels.id}`);
      expect(both.json().errors).toEqual({ organism: ["formErrors.invalid"] });
      const crossed = await get(manager, `/api/monitoring/traffic?site=${world.siteA.id}&start_at=200&stop_at=100`);
      expect(crossed.json().errors).toEqual({ stop_at: ["formErrors.valid_date_range"] });
      const everything = await get(manager, "/api/monitoring/traffic?start_at=x");
      expect(Object.keys(everything.json().errors).sort()).toEqual(["site", "start_at"]);
      expect((await get(manager, `/api/monitoring/devices?organism=${world.hotels.id}`)).statusCode).toBe(422);
      expect((await get(manager, "/api/monitoring/esls")).json().errors).toEqual({ site_id: ["formErrors.required"] });
    });

    it("answers 401 to anonymous callers", async () => {
      expect((await get(null, `/api/monitoring/status?site=${world.siteA.id}`)).statusCode).toBe(401);
    });
  });
});
