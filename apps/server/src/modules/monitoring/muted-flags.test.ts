import {
  type AccessPointRow,
  type BuildingsAnswer,
  type MonitoringCounters,
  monitoringCacheMs,
  type SiteMapAnswer,
  type SiteStatusAnswer,
} from "@ondine/domain";
import { describe, expect, it } from "vitest";
import { insertBuildingWithFloor } from "../../test/building-factory";
import { insertEquipment } from "../../test/equipment-factory";
import { insertOrganism } from "../../test/organism-factory";
import { signInAs } from "../../test/sessions";
import { insertSite } from "../../test/site-factory";
import { testEngines } from "../../test/test-database";
import { useTestApp } from "../../test/use-test-app";
import { insertUser } from "../../test/user-factory";
import { createCollector } from "../ingest";
import { findEquipmentOfSites } from "./equipment.repository";
import { findEquipmentOfBuildings } from "./equipment-of-buildings.service";
import { findSitesWithMutedFlags, setEquipmentMuted, setSitesMuted } from "./muted-flags.repository";

const now = new Date("2026-03-10T10:00:00Z");
const minutes = 60_000;

// docs/alerts.md#silent-mode "While a window is on": muted equipment is listed muted and counted in no figure,
// a muted site shows muted; the flags are set by the silence windows through setEquipmentMuted and setSitesMuted.
describe.each(testEngines)("muted equipment and sites on %s", (engine) => {
  const t = useTestApp(engine, { now });

  /** A site that reported a minute ago: a line ok, two access points reached and one unreachable on one floor. */
  const givenAReportingSite = async () => {
    const organism = await insertOrganism(t.db);
    const site = await insertSite(t.db, { organismId: organism.id });
    const { buildingId, floorId } = await insertBuildingWithFloor(t.db, {
      siteId: site.id,
      name: "Main",
      floorName: "Ground",
    });
    const reached = await insertEquipment(t.db, { siteId: site.id, floorId, state: "reachable", tag: "AP-1" });
    const other = await insertEquipment(t.db, { siteId: site.id, floorId, state: "reachable", tag: "AP-2" });
    const unreachable = await insertEquipment(t.db, { siteId: site.id, floorId, state: "unreachable", tag: "AP-3" });
    const { token } = await createCollector(t.db, { name: "Collector", siteIds: [site.id] });
    const stamp = new Date(now.getTime() - minutes).toISOString();
    const response = await t.app.inject({
      method: "POST",
      url: "/api/ingest/v1/batches",
      headers: { authorization: `Bearer ${token}` },
      payload: {
        line_states: [
          { site_id: site.id, line_id: "fibre", state: "ok", bandwidth_current: 9, bandwidth_max: 10, stamp },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const admin = await signInAs(t.app, await insertUser(t.db, { admin: true }));
    const read = async <T>(url: string): Promise<T> => {
      const answer = await t.app.inject({ method: "GET", url, headers: admin.headers });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json<T>();
    };
    return { organism, site, buildingId, floorId, reached, other, unreachable, read };
  };
  /** Past the status's cache lifetime (docs/product.md#monitoring-caches): the next read sees the change. */
  const afterTheStatusCache = () => t.clock.advance(monitoringCacheMs.status);

  it("takes a muted access point out of every figure, lists and draws it muted, and keeps its state", async () => {
    const { site, reached, unreachable, read } = await givenAReportingSite();
    const before = await read<SiteStatusAnswer>(`/api/monitoring/status?site=${site.id}`);
    // 2 reached of 3 counted: below 0.9.
    expect(before).toMatchObject({ accesspoint_ok: 2, accesspoint_unreachable: 1, available_level: "degradedAps" });

    expect(await setEquipmentMuted(t.db, [site.id], [unreachable.id], now)).toEqual({ changedSiteIds: [site.id] });
    // Nothing changes the second time.
    expect(await setEquipmentMuted(t.db, [site.id], new Set([unreachable.id]), now)).toEqual({ changedSiteIds: [] });
    afterTheStatusCache();

    const status = await read<SiteStatusAnswer>(`/api/monitoring/status?site=${site.id}`);
    expect(status).toMatchObject({ accesspoint_ok: 2, accesspoint_unreachable: 0, available_level: "up" });
    // The level changed when the window muted the access point, not at the next report.
    expect(status.level_since).toBe(now.toISOString());
    expect(await read<MonitoringCounters>(`/api/monitoring/counters?site=${site.id}`)).toMatchObject({
      accesspoint_ok: 2,
      accesspoint_total: 2,
      accesspoint_not_supervised: 1,
    });
    const rows = await read<AccessPointRow[]>(`/api/monitoring/devices_more?site=${site.id}`);
    expect(rows.map((row) => [row.tag, row.state, row.muted])).toEqual([
      ["AP-1", "reachable", false],
      ["AP-2", "reachable", false],
      ["AP-3", "unreachable", true],
    ]);
    const map = await read<SiteMapAnswer>(`/api/monitoring/sites/${site.id}/full`);
    const floor = map.locations[0]?.children[0];
    expect(floor?.state).toBe("all-reached");
    expect(floor?.equipment.find((item) => item.id === unreachable.id)).toMatchObject({
      state: "unreachable",
      muted: true,
    });
    const { buildings } = await read<BuildingsAnswer>(`/api/locations/buildings?site=${site.id}`);
    expect(buildings[0]?.state.ap).toEqual({ reached: 2, total: 2, unref: 1 });

    // Muting a reached one instead: the unreachable one counts again, with its state as it was.
    expect(await setEquipmentMuted(t.db, [site.id], [reached.id], now)).toEqual({ changedSiteIds: [site.id] });
    afterTheStatusCache();
    expect(await read<SiteStatusAnswer>(`/api/monitoring/status?site=${site.id}`)).toMatchObject({
      accesspoint_ok: 1,
      accesspoint_unreachable: 1,
    });
    expect((await setEquipmentMuted(t.db, [site.id], [], now)).changedSiteIds).toEqual([site.id]);
    afterTheStatusCache();
    expect(await read<SiteStatusAnswer>(`/api/monitoring/status?site=${site.id}`)).toMatchObject({
      accesspoint_ok: 2,
      accesspoint_unreachable: 1,
    });
  });

  it("mutes only the equipment of the sites named, whatever ids are asked", async () => {
    const first = await givenAReportingSite();
    const second = await givenAReportingSite();
    await setEquipmentMuted(t.db, [first.site.id], [first.unreachable.id, second.unreachable.id]);
    const rows = await second.read<AccessPointRow[]>(`/api/monitoring/devices_more?site=${second.site.id}`);
    expect(rows.every((row) => !row.muted)).toBe(true);
    expect(await findSitesWithMutedFlags(t.db)).toEqual([first.site.id]);
  });

  it("shows a muted site muted, and an organism muted only when every site of it that reported is", async () => {
    const { organism, site, read } = await givenAReportingSite();
    const silent = await insertSite(t.db, { organismId: organism.id });
    const neverReported = await insertSite(t.db, { organismId: organism.id });

    expect(await setSitesMuted(t.db, [site.id, silent.id], [site.id])).toEqual({ changedSiteIds: [site.id] });
    expect(await setSitesMuted(t.db, [site.id, silent.id], [site.id])).toEqual({ changedSiteIds: [] });
    expect(await read<SiteStatusAnswer>(`/api/monitoring/status?site=${site.id}`)).toMatchObject({
      muted: true,
      available_level: "degradedAps",
    });
    // The organism's only reporting site is muted; the two others never reported.
    const ofOrganism = await read<SiteStatusAnswer>(`/api/monitoring/status?organism=${organism.id}`);
    expect(ofOrganism.muted).toBe(true);
    expect(ofOrganism.sites?.map((each) => [each.site_id, each.muted])).toEqual(
      expect.arrayContaining([
        [site.id, true],
        [silent.id, false],
        [neverReported.id, false],
      ]),
    );

    // A muted site that never reported gets its status row, and stays never reported.
    expect(await setSitesMuted(t.db, [neverReported.id], [neverReported.id])).toEqual({
      changedSiteIds: [neverReported.id],
    });
    expect(await read<SiteStatusAnswer>(`/api/monitoring/status?site=${neverReported.id}`)).toMatchObject({
      muted: true,
      available_level: "notReferenced",
    });
    expect(await findSitesWithMutedFlags(t.db)).toEqual([site.id, neverReported.id].sort((a, b) => a - b));

    expect(await setSitesMuted(t.db, [site.id], [])).toEqual({ changedSiteIds: [site.id] });
    afterTheStatusCache();
    expect((await read<SiteStatusAnswer>(`/api/monitoring/status?organism=${organism.id}`)).muted).toBe(false);
  });

  it("finds the equipment of a whole site and of a building's floors", async () => {
    const { site, buildingId, reached, other, unreachable } = await givenAReportingSite();
    const unplaced = await insertEquipment(t.db, { siteId: site.id, category: "switch" });
    expect((await findEquipmentOfSites(t.db, [site.id])).map((piece) => piece.id)).toEqual(
      [reached.id, other.id, unreachable.id, unplaced.id].sort((a, b) => a - b),
    );
    expect(await findEquipmentOfBuildings(t.db, [buildingId])).toEqual(
      [reached, other, unreachable].map(({ id }) => ({ id, siteId: site.id, buildingId })),
    );
    expect(await findEquipmentOfBuildings(t.db, [])).toEqual([]);
  });
});
