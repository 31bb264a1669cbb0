import { castingStatisticNames, type MonitoringLocation, reportingCalls, searchAnswerSchema } from "@ondine/domain";
import { schema } from "@ondine/server/db";
import { asc, eq, isNotNull } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { findSiteEquipment } from "../../apps/web/src/api/find-site-equipment";
import { getMonitoringCounters } from "../../apps/web/src/api/get-monitoring-counters";
import { getSiteStatus } from "../../apps/web/src/api/get-site-status";
import { getTicketKpis } from "../../apps/web/src/api/get-ticket-kpis";
import { searchIndex } from "../../apps/web/src/api/search-proxy";
import { findAssignableLocations } from "../../apps/web/src/features/accounts/api/find-assignable-locations";
import { findBuildings } from "../../apps/web/src/features/home/api/find-buildings";
import { findSiteEsls } from "../../apps/web/src/features/maps/api/find-site-esls";
import { getSiteMap } from "../../apps/web/src/features/maps/api/get-site-map";
import { searchEquipment } from "../../apps/web/src/features/maps/api/search-equipment";
import { findSiteAccessPoints } from "../../apps/web/src/features/monitoring/api/find-access-points";
import { findBandwidth } from "../../apps/web/src/features/monitoring/api/find-bandwidth";
import { findSpeedtests } from "../../apps/web/src/features/monitoring/api/find-speedtests";
import { findTraffic } from "../../apps/web/src/features/monitoring/api/find-traffic";
import { findCastingStatistic } from "../../apps/web/src/features/statistics-casting/api/find-casting-statistic";
import { countStatistics } from "../../apps/web/src/features/statistics-overview/api/count-statistics";
import { findStatisticsTraffic } from "../../apps/web/src/features/statistics-overview/api/find-statistics-traffic";
import { findReporting } from "../../apps/web/src/features/statistics-reporting/api/find-reporting";
import { useContractServer } from "./support/contract-server";

const server = useContractServer({ scale: { monitoringHistory: true } });

// The charts and cards read a failed call as empty data and log it (docs/product.md#errors-behaviour): a
// client that disagrees with its route would show an empty chart, not throw.
// Each test fails on such a log.
const logged = vi.spyOn(console, "error").mockImplementation(() => {});
afterEach(() => {
  expect(logged).not.toHaveBeenCalled();
  logged.mockClear();
});

/** The first demo site in production with placed equipment (a map to read), and its organism. */
async function mappedSite(): Promise<{ site: MonitoringLocation; organism: MonitoringLocation }> {
  const [row] = await server.database.db
    .select({ id: schema.sites.id, organismId: schema.sites.organismId })
    .from(schema.sites)
    .innerJoin(schema.equipment, eq(schema.equipment.siteId, schema.sites.id))
    .where(eq(schema.sites.state, "En production"))
    .orderBy(asc(schema.sites.id))
    .limit(1);
  if (!row) throw new Error("The demo data has no site in production with equipment.");
  return { site: { type: "site", id: row.id }, organism: { type: "organism", id: row.organismId } };
}

const lastDays = (days: number) => ({
  startAt: new Date(server.now.getTime() - days * 86_400_000),
  stopAt: server.now,
});

describe("monitoring and maps clients against the server", () => {
  it("reads the status, counters and ticket figures of a site, an organism and the whole scope", async () => {
    await server.signInAs("admin");
    const { site, organism } = await mappedSite();
    const status = await getSiteStatus(organism);
    expect(status.sites?.map((one) => one.site_id)).toContain(site.id);
    const all = await getSiteStatus("all");
    expect(all.accesspoint_ok + all.accesspoint_unreachable).toBeGreaterThan(0);
    const counters = await getMonitoringCounters(site);
    expect(counters.accesspoint_total).toBeGreaterThan(0);
    await expect(getMonitoringCounters("all")).resolves.toHaveProperty("line_total");
    const kpis = await getTicketKpis(organism);
    expect(kpis?.intervention).toBe((kpis?.intervention_planned ?? 0) + (kpis?.intervention_in_progress ?? 0));
  });

  it("reads a site's series, equipment, access points, labels, map and buildings", async () => {
    await server.signInAs("admin");
    const { site } = await mappedSite();
    const traffic = await findTraffic(site, "day");
    expect(traffic.points.length).toBeGreaterThan(0);
    await expect(findBandwidth(site)).resolves.toHaveProperty("points");
    await expect(findSpeedtests(site)).resolves.toHaveProperty("points");

    const equipment = await findSiteEquipment(site.id);
    expect(equipment.length).toBeGreaterThan(0);
    const accessPoints = await findSiteAccessPoints(site.id);
    expect(accessPoints.every((row) => row.site_id === site.id)).toBe(true);
    await expect(findSiteEsls(site.id)).resolves.toBeInstanceOf(Array);

    const map = await getSiteMap(site.id);
    expect(map.site_id).toBe(site.id);
    const placed = map.locations.flatMap((building) => building.children.flatMap((floor) => floor.equipment));
    const unplaced = [...map.unlocalizedEquipment.ap, ...map.unlocalizedEquipment.switch];
    expect(placed.length + unplaced.length).toBeGreaterThan(0);

    const buildings = await findBuildings(site);
    expect(buildings.every((building) => building.site_id === site.id)).toBe(true);

    const [first] = equipment;
    if (!first) throw new Error("no equipment");
    const found = await searchEquipment(first.mac);
    expect(found.map((hit) => hit.id)).toContain(first.id);
  });

  it("finds locations to assign and searches an index", async () => {
    await server.signInAs("admin");
    const locations = await findAssignableLocations("");
    expect(locations.length).toBeGreaterThan(0);
    // searchIndex does not parse its answer (the route guard's locations read is on the JavaScript
    // loaded before sign-in, kept free of zod): the envelope is checked here.
    const answer = searchAnswerSchema.parse(await searchIndex<{ name: string }>("locations", { size: 3 }));
    expect(answer.hits.hits.length).toBeGreaterThan(0);
    expect(answer.hits.hits[0]?._source).toMatchObject({ name: expect.any(String) });
  });
});

describe("statistics clients against the server", () => {
  it("reads the overview's traffic and meters, each casting statistic and each reporting call", async () => {
    await server.signInAs("admin");
    const { site, organism } = await mappedSite();
    await expect(findStatisticsTraffic(site, lastDays(7))).resolves.toBeInstanceOf(Array);
    for (const meter of ["purchases", "used_codes"] as const) {
      expect(await countStatistics(meter, organism, lastDays(30))).toBeGreaterThanOrEqual(0);
    }
    const [casting] = await server.database.db
      .select({ siteId: schema.iotRooms.siteId })
      .from(schema.iotRooms)
      .where(isNotNull(schema.iotRooms.siteId))
      .limit(1);
    const castingSite: MonitoringLocation = { type: "site", id: casting?.siteId ?? site.id };
    for (const name of castingStatisticNames) {
      await expect(findCastingStatistic(name, castingSite, lastDays(30))).resolves.toBeDefined();
    }
    const year = server.now.getUTCFullYear();
    for (const call of reportingCalls) {
      const answer = await findReporting(call, organism, year);
      expect(answer.periods.map((period) => period.period.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    }
  });
});
