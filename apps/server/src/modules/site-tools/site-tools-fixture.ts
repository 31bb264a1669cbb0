import type { DatabaseEngine, DiagnosisMeasure, SiteToolKind, SpeedTestMeasure } from "@ondine/domain";
import { and, asc, eq } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import type { Database } from "../../db";
import { equipment, iotCommands, siteLines, siteToolRuns } from "../../db/schema";
import { insertBuildingWithFloor } from "../../test/building-factory";
import { insertEquipment } from "../../test/equipment-factory";
import { insertOrganism } from "../../test/organism-factory";
import { signInAs, type TestSession } from "../../test/sessions";
import { insertSite } from "../../test/site-factory";
import { useWorldApp, type WorldTestApp, withFixtureExtras } from "../../test/use-world-app";
import { insertUser } from "../../test/user-factory";
import { createCollector } from "../ingest";

// The site tools under test (docs/site-tools.md): a hotel with two Internet
// lines and access points on two floors, a second site of ours, another
// customer's site with a line and a run of its own, the people who may and
// may not run them, and the hotel's collector.

/** Thursday 26 November 2026, 11:00 in Paris. */
export const siteToolsNow = new Date("2026-11-26T10:00:00.000Z");

const mbps = (value: number) => value * 1_000_000;

export async function insertSiteToolsWorld(db: Database) {
  const organism = await insertOrganism(db, { name: "Hôtels du Port" });
  const site = await insertSite(db, { organismId: organism.id, name: "Hôtel du Quai" });
  const otherSite = await insertSite(db, { organismId: organism.id, name: "Hôtel de la Gare" });
  const theirOrganism = await insertOrganism(db, { name: "Hôtels Rivaux" });
  const theirSite = await insertSite(db, { organismId: theirOrganism.id, name: "Hôtel Rival" });
  const line = (siteId: number, lineId: string, name: string, bandwidthMax: number) => ({
    siteId,
    lineId,
    name,
    state: "ok" as const,
    bandwidthCurrent: Math.round(bandwidthMax * 0.9),
    bandwidthMax,
    updatedAt: siteToolsNow,
  });
  await db
    .insert(siteLines)
    .values([
      line(site.id, "fibre-1", "Fibre Orange", mbps(500)),
      line(site.id, "adsl-1", "ADSL secours", mbps(20)),
      line(theirSite.id, "fibre-1", "Fibre rivale", mbps(300)),
    ]);
  const [theirRun] = await db
    .insert(siteToolRuns)
    .values({ siteId: theirSite.id, kind: "diagnosis", state: "running", createdAt: siteToolsNow })
    .returning({ id: siteToolRuns.id });
  if (!theirRun) throw new Error("no run");
  const onSite = [{ type: "Site" as const, id: site.id }];
  const collector = await createCollector(db, { name: "Collector Quai", siteIds: [site.id] });
  return {
    organism,
    site,
    otherSite,
    theirSite,
    theirRunId: theirRun.id,
    collectorToken: collector.token,
    manager: await insertUser(db, { firstName: "Inès", lastName: "Roux", roles: ["speedtest"], locations: onSite }),
    withoutRole: await insertUser(db, { roles: ["supervision"], locations: onSite }),
    theirManager: await insertUser(db, {
      roles: ["speedtest"],
      locations: [{ type: "Organism", id: theirOrganism.id }],
    }),
    admin: await insertUser(db, { admin: true, firstName: "Alex", lastName: "Admin" }),
  };
}

export type SiteToolsWorld = Awaited<ReturnType<typeof insertSiteToolsWorld>>;

/**
 * The hotel's access points for a diagnosis: on building A's floor 2, two
 * unreachable and one reachable; on building B's floor 1, one unreachable and
 * one unreachable but muted (a silence window: counted nowhere); one
 * unreachable not placed; a spare counted nowhere either.
 */
export async function insertHotelAccessPoints(db: Database, siteId: number): Promise<void> {
  const a2 = await insertBuildingWithFloor(db, { siteId, name: "Bâtiment A", floorName: "Étage 2" });
  const b1 = await insertBuildingWithFloor(db, { siteId, name: "Bâtiment B", floorName: "Étage 1" });
  await insertEquipment(db, { siteId, floorId: a2.floorId, state: "unreachable" });
  await insertEquipment(db, { siteId, floorId: a2.floorId, state: "unreachable" });
  await insertEquipment(db, { siteId, floorId: a2.floorId, state: "reachable" });
  await insertEquipment(db, { siteId, floorId: b1.floorId, state: "unreachable" });
  const muted = await insertEquipment(db, { siteId, floorId: b1.floorId, state: "unreachable" });
  await db.update(equipment).set({ muted: true }).where(eq(equipment.id, muted.id));
  await insertEquipment(db, { siteId, state: "unreachable" });
  await insertEquipment(db, { siteId, state: "spare" });
}

/** Runs inserted straight, as if started at `createdAt`, for the history's order and length. */
export async function insertRuns(
  db: Database,
  values: { siteId: number; kind: SiteToolKind; lineId?: string; count: number; from: Date },
): Promise<number[]> {
  const rows = await db
    .insert(siteToolRuns)
    .values(
      Array.from({ length: values.count }, (_, index) => ({
        siteId: values.siteId,
        kind: values.kind,
        state: "failed" as const,
        lineId: values.lineId ?? null,
        lineName: values.lineId ? `Line ${values.lineId}` : null,
        failure: "line unreachable",
        createdAt: new Date(values.from.getTime() + index * 60_000),
        finishedAt: new Date(values.from.getTime() + index * 60_000 + 10_000),
      })),
    )
    .returning({ id: siteToolRuns.id });
  return rows.map((row) => row.id);
}

export const speedTestMeasure: SpeedTestMeasure = {
  download: mbps(412),
  upload: mbps(198),
  latency_ms: 11.5,
  jitter_ms: 1.8,
  server: "Paris - Ondine",
};

export const diagnosisMeasure: DiagnosisMeasure = {
  checks: [
    { name: "dns", port: 53, target: "1.1.1.1", reachable: true, latency_ms: 9, error: null },
    { name: "http", port: 80, target: "example.com", reachable: true, latency_ms: 24, error: null },
    { name: "https", port: 443, target: "example.com", reachable: false, latency_ms: null, error: "timed out" },
  ],
  ping: { target: "8.8.8.8", sent: 20, lost: 1, average_ms: 19.4 },
};

/** The answer's JSON, failing the test with the body unless it answered `status`. */
export function answerOf<T>(response: LightMyRequestResponse, status = 200): T {
  expect(response.statusCode, response.body).toBe(status);
  return response.json<T>();
}

/** The site tools' calls as a signed-in browser sends them, and the collector's. */
export function siteToolsClient(app: FastifyInstance, collectorToken: () => string) {
  const call = (session: TestSession, method: "GET" | "POST", url: string, payload?: Record<string, unknown>) =>
    app.inject({ method, url: `/api${url}`, headers: session.headers, ...(payload === undefined ? {} : { payload }) });
  const collector = (method: "GET" | "POST", url: string, payload?: unknown) =>
    app.inject({
      method,
      url: `/api/ingest/v1${url}`,
      headers: { authorization: `Bearer ${collectorToken()}` },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    call,
    tools: (session: TestSession, siteId: number) => call(session, "GET", `/monitoring/sites/${siteId}/tools`),
    speedTest: (session: TestSession, siteId: number, lineId: unknown) =>
      call(session, "POST", `/monitoring/sites/${siteId}/tools/speed_tests`, { line_id: lineId }),
    diagnosis: (session: TestSession, siteId: number) =>
      call(session, "POST", `/monitoring/sites/${siteId}/tools/diagnoses`),
    run: (session: TestSession, id: number) => call(session, "GET", `/monitoring/site_tools/runs/${id}`),
    takeCommands: () => collector("GET", "/commands?wait=0"),
    report: (commandId: number, body: unknown) => collector("POST", `/commands/${commandId}/result`, body),
  };
}

/** The site's commands, oldest first. */
export function siteCommands(db: Database, siteId: number) {
  return db.select().from(iotCommands).where(eq(iotCommands.siteId, siteId)).orderBy(asc(iotCommands.id));
}

/** The command of a run. */
export async function commandOfRun(db: Database, runId: number) {
  const [row] = await db
    .select()
    .from(iotCommands)
    .where(and(eq(iotCommands.siteToolRunId, runId)));
  if (!row) throw new Error(`no command for run ${runId}`);
  return row;
}

/** The site's runs as stored, oldest first. */
export function storedRuns(db: Database, siteId: number) {
  return db.select().from(siteToolRuns).where(eq(siteToolRuns.siteId, siteId)).orderBy(asc(siteToolRuns.id));
}

async function signInWorld(app: FastifyInstance, world: SiteToolsWorld) {
  const [manager, withoutRole, theirManager, admin] = await Promise.all([
    signInAs(app, world.manager),
    signInAs(app, world.withoutRole),
    signInAs(app, world.theirManager),
    signInAs(app, world.admin),
  ]);
  return { manager, withoutRole, theirManager, admin };
}

export type SiteToolsTestApp = WorldTestApp<SiteToolsWorld, Awaited<ReturnType<typeof signInWorld>>> & {
  readonly client: ReturnType<typeof siteToolsClient>;
};

/** `useTestApp` at `siteToolsNow`, and before each test a fresh world, signed in. */
export function useSiteToolsApp(engine: DatabaseEngine): SiteToolsTestApp {
  const base = useWorldApp(engine, {
    name: "useSiteToolsApp",
    now: siteToolsNow,
    insertWorld: insertSiteToolsWorld,
    signIn: signInWorld,
  });
  return withFixtureExtras(base, {
    get client() {
      return siteToolsClient(base.app, () => base.world.collectorToken);
    },
  });
}
