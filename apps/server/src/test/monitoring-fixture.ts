import { randomUUID } from "node:crypto";
import type { EquipmentCategory, EquipmentState, IngestBatchAnswer } from "@ondine/domain";
import type { FastifyInstance } from "fastify";
import type { Database } from "../db";
import { buildings, equipment, floors, maintenanceEvents, maintenanceInterventions } from "../db/schema";
import { createCollector } from "../modules/ingest";
import { insertSite, type TestSite } from "./site-factory";
import { insertTenancyFixture, type TenancyFixture } from "./tenancy-fixture";

/** "Now" of the monitoring tests. */
export const monitoringNow = new Date("2026-11-22T14:00:00.000Z");

const minutes = 60_000;
const days = 24 * 60 * minutes;
export const beforeNow = (ms: number) => new Date(monitoringNow.getTime() - ms);
const iso = (instant: Date) => instant.toISOString();

/**
 * The tenancy fixture's two customers with a network: the hotel chain's
 * site in production (`siteA`, buildings and floors, access points, a
 * switch, two lines) and a second one (`siteC`, short of bandwidth); its
 * site in study (`hotelSites[1]`) never reports; the campsite reports too.
 */
export type MonitoringFixture = TenancyFixture & {
  siteA: TestSite;
  siteC: TestSite;
  collectorToken: string;
  floors: { mainGround: string; mainFirst: string; annexGround: string };
  buildingUuids: { main: string; annex: string };
  macs: {
    ap1: string;
    ap2: string;
    ap3: string;
    spare: string;
    hibernating: string;
    switch: string;
    apC: string;
    apCampsite: string;
  };
};

async function insertBuilding(db: Database, siteId: number, name: string) {
  const [row] = await db
    .insert(buildings)
    .values({ uuid: randomUUID(), siteId, name })
    .returning({ id: buildings.id, uuid: buildings.uuid });
  if (!row) throw new Error("insertBuilding: no row");
  return row;
}

async function insertFloor(db: Database, buildingId: number, name: string, level: number) {
  const [row] = await db
    .insert(floors)
    .values({ uuid: randomUUID(), buildingId, name, level })
    .returning({ id: floors.id, uuid: floors.uuid });
  if (!row) throw new Error("insertFloor: no row");
  return row;
}

type EquipmentValues = {
  siteId: number;
  mac: string;
  category?: EquipmentCategory;
  state?: EquipmentState;
  floorId?: number;
  tag?: string;
  position?: { x: number; y: number };
};

async function insertEquipmentOn(db: Database, values: EquipmentValues) {
  await db.insert(equipment).values({
    siteId: values.siteId,
    mac: values.mac,
    category: values.category ?? "access_point",
    model: values.category === "switch" ? "SW-24" : "AP-305",
    state: values.state ?? "unknown",
    floorId: values.floorId ?? null,
    tag: values.tag ?? null,
    ssid2ghz: values.category === "switch" ? null : "Hotel-Guests",
    ssid5ghz: values.category === "switch" ? null : "Hotel-Guests-5G",
    positionX: values.position?.x ?? null,
    positionY: values.position?.y ?? null,
  });
}

export async function insertMonitoringFixture(db: Database): Promise<MonitoringFixture> {
  const world = await insertTenancyFixture(db);
  const siteA = world.hotelSites[0];
  const siteC = await insertSite(db, { organismId: world.hotels.id, name: "Hôtel Zénith", state: "En production" });

  const main = await insertBuilding(db, siteA.id, "Main");
  const annex = await insertBuilding(db, siteA.id, "Annex");
  const mainGround = await insertFloor(db, main.id, "Ground floor", 0);
  const mainFirst = await insertFloor(db, main.id, "First floor", 1);
  const annexGround = await insertFloor(db, annex.id, "Ground floor", 0);

  const macs = {
    ap1: "02:0a:00:00:00:01",
    ap2: "02:0a:00:00:00:02",
    ap3: "02:0a:00:00:00:03",
    spare: "02:0a:00:00:00:04",
    hibernating: "02:0a:00:00:00:05",
    switch: "02:0a:00:00:00:06",
    apC: "02:0c:00:00:00:01",
    apCampsite: "02:0d:00:00:00:01",
  };
  await insertEquipmentOn(db, {
    siteId: siteA.id,
    mac: macs.ap1,
    floorId: mainGround.id,
    tag: "AP-01",
    position: { x: 10, y: 20 },
  });
  await insertEquipmentOn(db, { siteId: siteA.id, mac: macs.ap2, floorId: mainGround.id, tag: "AP-02" });
  await insertEquipmentOn(db, { siteId: siteA.id, mac: macs.ap3, floorId: mainFirst.id, tag: "AP-03" });
  await insertEquipmentOn(db, {
    siteId: siteA.id,
    mac: macs.spare,
    floorId: annexGround.id,
    tag: "AP-04",
    state: "spare",
  });
  await insertEquipmentOn(db, { siteId: siteA.id, mac: macs.hibernating, tag: "AP-05", state: "hibernation" });
  await insertEquipmentOn(db, { siteId: siteA.id, mac: macs.switch, category: "switch", tag: "SW-01" });
  await insertEquipmentOn(db, { siteId: siteC.id, mac: macs.apC, tag: "AP-C1" });
  await insertEquipmentOn(db, { siteId: world.campsite.id, mac: macs.apCampsite, tag: "AP-K1" });

  const { token } = await createCollector(db, {
    name: "Collector Nantes",
    siteIds: [siteA.id, siteC.id, world.campsite.id],
  });
  return {
    ...world,
    siteA,
    siteC,
    collectorToken: token,
    floors: { mainGround: mainGround.uuid, mainFirst: mainFirst.uuid, annexGround: annexGround.uuid },
    buildingUuids: { main: main.uuid, annex: annex.uuid },
    macs,
  };
}

/** Sends a batch through POST /api/ingest/v1/batches as the fixture's collector; fails on a rejected item. */
export async function ingest(app: FastifyInstance, world: MonitoringFixture, batch: object): Promise<void> {
  const response = await app.inject({
    method: "POST",
    url: "/api/ingest/v1/batches",
    headers: { authorization: `Bearer ${world.collectorToken}` },
    payload: batch,
  });
  const answer = response.json<IngestBatchAnswer>();
  if (response.statusCode !== 200 || answer.rejected.length > 0) {
    throw new Error(`ingest answered ${response.statusCode}: ${response.body}`);
  }
}

/** The stamps of the fixture's traffic: recent (raw), 10 days ago (hourly reads), 100 days ago (daily reads). */
export const trafficStamps = {
  recent: [beforeNow(10 * minutes), beforeNow(5 * minutes)],
  tenDaysAgo: [new Date("2026-11-12T10:00:00Z"), new Date("2026-11-12T10:15:00Z"), new Date("2026-11-12T10:30:00Z")],
  hundredDaysAgo: [new Date("2026-08-14T08:00:00Z"), new Date("2026-08-14T20:00:00Z")],
};

/**
 * The fixture's telemetry as collectors send it: equipment and line
 * states five minutes ago, traffic at three ages, speed tests, a label.
 */
export function fixtureBatch(world: MonitoringFixture): object {
  const reportedAt = iso(beforeNow(5 * minutes));
  const state = (siteId: number, mac: string, isReachable: boolean, stations: number) => ({
    site_id: siteId,
    mac,
    is_reachable: isReachable,
    connected_stations: stations,
    stamp: reportedAt,
  });
  const line = (siteId: number, lineId: string, current: number, max: number) => ({
    site_id: siteId,
    line_id: lineId,
    name: lineId,
    state: "ok",
    bandwidth_current: current,
    bandwidth_max: max,
    stamp: reportedAt,
  });
  const { siteA, siteC, macs } = world;
  const [recent1, recent2] = trafficStamps.recent.map(iso);
  const [hour1, hour2, hour3] = trafficStamps.tenDaysAgo.map(iso);
  const [day1, day2] = trafficStamps.hundredDaysAgo.map(iso);
  const traffic = (siteId: number, stamp: string | undefined, rx: number, users: number) => ({
    site_id: siteId,
    stamp,
    rx,
    tx: rx / 10,
    active_users: users,
  });
  return {
    batch_id: "monitoring-fixture",
    equipment_states: [
      state(siteA.id, macs.ap1, true, 12),
      state(siteA.id, macs.ap2, false, 0),
      state(siteA.id, macs.ap3, true, 5),
      state(siteA.id, macs.hibernating, true, 1),
      state(siteC.id, macs.apC, true, 7),
      state(world.campsite.id, macs.apCampsite, true, 3),
    ],
    line_states: [
      line(siteA.id, "fibre", 900_000_000, 1_000_000_000),
      line(siteA.id, "4g", 50_000_000, 100_000_000),
      // Half its bandwidth: degraded (docs/product.md#monitoring-availability).
      line(siteC.id, "adsl", 10_000_000, 20_000_000),
      line(world.campsite.id, "fibre", 400_000_000, 500_000_000),
    ],
    traffic: [
      traffic(siteA.id, recent1, 1_000_000, 10),
      traffic(siteA.id, recent2, 3_000_000, 20),
      traffic(siteC.id, recent1, 500_000, 4),
      traffic(siteC.id, recent2, 700_000, 6),
      traffic(siteA.id, hour1, 100_000, 2),
      traffic(siteA.id, hour3, 300_000, 4),
      traffic(siteC.id, hour2, 50_000, 1),
      traffic(siteA.id, day1, 2_000_000, 8),
      traffic(siteA.id, day2, 4_000_000, 12),
      traffic(world.campsite.id, recent2, 9_000_000, 30),
    ],
    speedtests: [
      { site_id: siteA.id, stamp: iso(beforeNow(60 * minutes)), download: 95_000_000, upload: 40_000_000 },
      { site_id: siteC.id, stamp: iso(beforeNow(120 * minutes)), download: 15_000_000, upload: 1_000_000 },
      // Older than the speed test card's 31 days.
      { site_id: siteA.id, stamp: iso(beforeNow(40 * days)), download: 80_000_000, upload: 30_000_000 },
    ],
    esls: [{ site_id: siteA.id, mac: "02:0e:00:00:00:01", label: "Shelf 4", parent_mac: macs.ap1 }],
  };
}

/** Events and interventions around the look-back of 3 months (docs/product.md#monitoring-maintenance). */
export async function insertMaintenance(db: Database, world: MonitoringFixture): Promise<void> {
  const event = (values: {
    siteId: number | null;
    organismId: number;
    state: "opened" | "closed";
    openedAt: Date;
  }) => ({
    ...values,
    kind: "incident" as const,
    criticality: "major" as const,
    responsibility: "provider" as const,
    typology: "network",
    description: "Access points unreachable",
  });
  const hotels = world.hotels.id;
  const [counted] = await db
    .insert(maintenanceEvents)
    .values([
      event({ siteId: world.siteA.id, organismId: hotels, state: "opened", openedAt: beforeNow(10 * days) }),
      event({ siteId: world.siteA.id, organismId: hotels, state: "opened", openedAt: beforeNow(120 * days) }),
      event({ siteId: world.siteA.id, organismId: hotels, state: "closed", openedAt: beforeNow(5 * days) }),
      event({ siteId: null, organismId: hotels, state: "opened", openedAt: beforeNow(2 * days) }),
      event({ siteId: world.campsite.id, organismId: world.campsites.id, state: "opened", openedAt: beforeNow(days) }),
    ])
    .returning({ id: maintenanceEvents.id });
  const intervention = (siteId: number, state: "planned" | "done" | "in_progress", date: Date) => ({
    eventId: counted?.id ?? null,
    siteId,
    organismId: hotels,
    state,
    interventionDate: date,
    typology: "replacement",
  });
  await db
    .insert(maintenanceInterventions)
    .values([
      intervention(world.siteA.id, "planned", beforeNow(-3 * days)),
      intervention(world.siteA.id, "done", beforeNow(3 * days)),
      intervention(world.siteA.id, "planned", beforeNow(100 * days)),
      intervention(world.siteC.id, "in_progress", beforeNow(days)),
    ]);
}
