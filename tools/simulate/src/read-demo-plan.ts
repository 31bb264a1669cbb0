import { monitoredSiteState, type OrganismKind, supervisedEquipmentStates } from "@ondine/domain";
import { type Database, schema } from "@ondine/server/db";
import { and, asc, eq, inArray, isNull, max } from "drizzle-orm";
import { type DemoPlan, type SimulatedSite, simulatedCollectorPrefix, sortedPlan } from "./demo-plan";
import { readPortalPlan } from "./read-portal-plan";

const {
  collectorSites,
  collectors,
  equipment,
  iotDevices,
  organisms,
  privateSpaces,
  siteLines,
  sites,
  trafficSamples,
} = schema;

/**
 * The plan as the database holds it: the simulated collectors (by their
 * name prefix), their production sites, each site's supervised equipment
 * and lines. Read before the server starts: PGlite is one process's.
 */
export async function readDemoPlan(db: Database): Promise<DemoPlan> {
  const collectorRows = await db
    .select({ name: collectors.name, siteId: collectorSites.siteId })
    .from(collectors)
    .innerJoin(collectorSites, eq(collectorSites.collectorId, collectors.id))
    .innerJoin(sites, eq(sites.id, collectorSites.siteId))
    .where(and(eq(sites.state, monitoredSiteState)));
  const simulated = collectorRows.filter((row) => row.name.startsWith(simulatedCollectorPrefix));
  const siteIds = [...new Set(simulated.map((row) => row.siteId))];
  if (siteIds.length === 0) return { sites: [], collectors: [] };

  const siteRows = await db
    .select({ siteId: sites.id, organismId: sites.organismId, kind: organisms.kind })
    .from(sites)
    .innerJoin(organisms, eq(organisms.id, sites.organismId))
    .where(inArray(sites.id, siteIds));
  const planSites = new Map<number, SimulatedSite>(
    siteRows.map((row) => [
      row.siteId,
      {
        siteId: row.siteId,
        organismId: row.organismId,
        kind: row.kind as OrganismKind,
        accessPoints: [],
        accessPointTags: [],
        otherEquipment: [],
        lines: [],
      },
    ]),
  );
  const equipmentRows = await db
    .select({ siteId: equipment.siteId, category: equipment.category, mac: equipment.mac, tag: equipment.tag })
    .from(equipment)
    .where(and(inArray(equipment.siteId, siteIds), inArray(equipment.state, [...supervisedEquipmentStates])));
  for (const row of equipmentRows) {
    const site = planSites.get(row.siteId);
    if (row.category === "access_point") {
      site?.accessPoints.push(row.mac);
      if (row.tag) site?.accessPointTags.push(row.tag);
    } else if (row.category === "switch" || row.category === "gateway") site?.otherEquipment.push(row.mac);
  }
  // The hotel sites' sticks and TVs, whose reachability the rounds report.
  const iotRows = await db
    .select({ siteId: iotDevices.siteId, mac: iotDevices.mac, type: iotDevices.type, serial: iotDevices.serial })
    .from(iotDevices)
    .where(inArray(iotDevices.siteId, siteIds));
  for (const row of iotRows) {
    const site = planSites.get(row.siteId);
    if (site) site.iotDevices = [...(site.iotDevices ?? []), row.mac];
    // The sticks cast.
    if (site && row.type === "chromecast") site.sticks = [...(site.sticks ?? []), row.serial];
  }
  // The private Wi-Fi keys out there (the seed's are applied): later changes come as `private_keys` commands.
  const keyRows = await db
    .select({ siteId: privateSpaces.siteId, spaceId: privateSpaces.id, psk: privateSpaces.psk })
    .from(privateSpaces)
    .where(
      and(inArray(privateSpaces.siteId, siteIds), isNull(privateSpaces.withdrawnAt), isNull(privateSpaces.deletedAt)),
    )
    .orderBy(asc(privateSpaces.id));
  for (const row of keyRows) {
    const site = planSites.get(row.siteId);
    if (!site) continue;
    site.privateKeys ??= [];
    site.privateKeys.push({ spaceId: row.spaceId, psk: row.psk });
  }
  await readPortalPlan(db, planSites);
  const lineRows = await db.select().from(siteLines).where(inArray(siteLines.siteId, siteIds));
  for (const line of lineRows) {
    planSites.get(line.siteId)?.lines.push({ lineId: line.lineId, name: line.name, bandwidthMax: line.bandwidthMax });
  }

  const siteIdsOf = new Map<string, number[]>();
  for (const row of simulated) siteIdsOf.set(row.name, [...(siteIdsOf.get(row.name) ?? []), row.siteId]);
  return sortedPlan({
    sites: [...planSites.values()],
    collectors: [...siteIdsOf].map(([name, ids]) => ({ name, siteIds: ids })),
  });
}

/** The latest traffic sample the plan's sites have: where the simulator picks up after a pause. */
export async function readLastSampleStamp(db: Database, plan: DemoPlan): Promise<Date | null> {
  if (plan.sites.length === 0) return null;
  const [row] = await db
    .select({ stamp: max(trafficSamples.stamp) })
    .from(trafficSamples)
    .where(
      inArray(
        trafficSamples.siteId,
        plan.sites.map((site) => site.siteId),
      ),
    );
  return row?.stamp ?? null;
}
