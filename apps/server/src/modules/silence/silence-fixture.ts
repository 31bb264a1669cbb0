import type { DatabaseEngine, SilenceWindowAnswer } from "@ondine/domain";
import { eq, inArray } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import type { Database } from "../../db";
import { equipment, siteStatus } from "../../db/schema";
import { insertBuildingWithFloor } from "../../test/building-factory";
import { insertEquipment } from "../../test/equipment-factory";
import { insertOrganism } from "../../test/organism-factory";
import { signInAs, type TestSession } from "../../test/sessions";
import { insertSite } from "../../test/site-factory";
import { useWorldApp, type WorldTestApp, withFixtureExtras } from "../../test/use-world-app";
import { insertUser } from "../../test/user-factory";

/** Tuesday 16 June 2026, 10:00 in Paris. */
export const silenceNow = new Date("2026-06-16T08:00:00.000Z");

export const minuteMs = 60_000;
export const hourMs = 60 * minuteMs;
export const dayMs = 24 * hourMs;

/** An instant `ms` after the fixture's start, as the calls write it. */
export const at = (ms: number) => new Date(silenceNow.getTime() + ms).toISOString();

/**
 * Two customers and the support desk. Ours: a site with two buildings (an
 * access point on each, and a switch placed on no floor), and a second site
 * with an access point. Theirs: a site with a building and an access point.
 * Accounts: the site's holder with `silent_mode`, the organism's holder with
 * it, one of ours without it, theirs with it, and the desk (no location).
 */
export async function insertSilenceWorld(db: Database) {
  const organism = await insertOrganism(db, { name: "Hôtels du Port" });
  const site = await insertSite(db, { organismId: organism.id, name: "Le Phare" });
  const otherSite = await insertSite(db, { organismId: organism.id, name: "La Plage" });
  const hall = await insertBuildingWithFloor(db, { siteId: site.id, name: "Hall", floorName: "RDC" });
  const annex = await insertBuildingWithFloor(db, { siteId: site.id, name: "Annexe", floorName: "RDC" });
  const hallAccessPoint = await insertEquipment(db, { siteId: site.id, floorId: hall.floorId, tag: "AP-HALL" });
  const annexAccessPoint = await insertEquipment(db, { siteId: site.id, floorId: annex.floorId, tag: "AP-ANNEXE" });
  const switchUnplaced = await insertEquipment(db, { siteId: site.id, category: "switch", tag: "SW-1" });
  const otherSiteAccessPoint = await insertEquipment(db, { siteId: otherSite.id });
  const theirOrganism = await insertOrganism(db, { name: "Campings Rivaux" });
  const theirSite = await insertSite(db, { organismId: theirOrganism.id, name: "Les Pins" });
  const theirBuilding = await insertBuildingWithFloor(db, { siteId: theirSite.id, name: "Accueil", floorName: "RDC" });
  const theirAccessPoint = await insertEquipment(db, { siteId: theirSite.id, floorId: theirBuilding.floorId });
  const onSite = [{ type: "Site" as const, id: site.id }];
  return {
    organism,
    site,
    otherSite,
    hall,
    annex,
    hallAccessPoint,
    annexAccessPoint,
    switchUnplaced,
    otherSiteAccessPoint,
    theirOrganism,
    theirSite,
    theirBuilding,
    theirAccessPoint,
    customer: await insertUser(db, { firstName: "Léa", lastName: "Martin", roles: ["silent_mode"], locations: onSite }),
    organismCustomer: await insertUser(db, {
      firstName: "Paul",
      lastName: "Girard",
      roles: ["silent_mode"],
      locations: [{ type: "Organism", id: organism.id }],
    }),
    withoutSilentMode: await insertUser(db, { roles: ["supervision"], locations: onSite }),
    theirCustomer: await insertUser(db, {
      firstName: "Marc",
      lastName: "Rival",
      roles: ["silent_mode"],
      locations: [{ type: "Organism", id: theirOrganism.id }],
    }),
    desk: await insertUser(db, { firstName: "Hugo", lastName: "Moreau", roles: ["support_desk"] }),
  };
}

export type SilenceWorld = Awaited<ReturnType<typeof insertSilenceWorld>>;

async function signInSilenceWorld(app: FastifyInstance, world: SilenceWorld) {
  const [customer, organismCustomer, withoutSilentMode, theirCustomer, desk] = await Promise.all([
    signInAs(app, world.customer),
    signInAs(app, world.organismCustomer),
    signInAs(app, world.withoutSilentMode),
    signInAs(app, world.theirCustomer),
    signInAs(app, world.desk),
  ]);
  return { customer, organismCustomer, withoutSilentMode, theirCustomer, desk };
}

export type SilenceSessions = Awaited<ReturnType<typeof signInSilenceWorld>>;

/** The answer's window, failing the test with the body unless it answered `status`. */
export function windowOf(response: LightMyRequestResponse, status = 200): SilenceWindowAnswer {
  expect(response.statusCode, response.body).toBe(status);
  return response.json<SilenceWindowAnswer>();
}

/** The silent-mode calls, as a signed-in browser sends them. */
export function silenceClient(app: FastifyInstance) {
  const call = (session: TestSession, method: "GET" | "POST", url: string, payload?: Record<string, unknown>) =>
    app.inject({ method, url, headers: session.headers, ...(payload ? { payload } : {}) });
  return {
    call,
    list: (session: TestSession, query = "") => call(session, "GET", `/api/silent_mode/windows${query}`),
    create: (session: TestSession, values: Record<string, unknown>) =>
      call(session, "POST", "/api/silent_mode/windows", { reason: "works", ...values }),
    end: (session: TestSession, id: number) => call(session, "POST", `/api/silent_mode/windows/${id}/end`),
    extend: (session: TestSession, id: number, endsAt: string) =>
      call(session, "POST", `/api/silent_mode/windows/${id}/extend`, { ends_at: endsAt }),
  };
}

/** The muted flags of these pieces of equipment, by id. */
export async function equipmentMuted(db: Database, ids: readonly number[]): Promise<Record<number, boolean>> {
  const rows = await db
    .select({ id: equipment.id, muted: equipment.muted })
    .from(equipment)
    .where(inArray(equipment.id, [...ids]));
  return Object.fromEntries(rows.map((row) => [row.id, row.muted]));
}

/** Whether the site is muted (`site_status.muted`; no status row reads false). */
export async function siteMuted(db: Database, siteId: number): Promise<boolean> {
  const [row] = await db.select({ muted: siteStatus.muted }).from(siteStatus).where(eq(siteStatus.siteId, siteId));
  return row?.muted ?? false;
}

/** What `useSilenceApp` hands a test: the test app, plus a fresh world, its sessions and calls. */
export type SilenceTestApp = WorldTestApp<SilenceWorld, SilenceSessions> & {
  readonly client: ReturnType<typeof silenceClient>;
  /** Moves the clock on and signs everyone in again (sessions expire). */
  later(ms: number): Promise<void>;
};

/** `useTestApp` at `silenceNow`, and before each test a fresh silence world, signed in. */
export function useSilenceApp(engine: DatabaseEngine): SilenceTestApp {
  const base = useWorldApp(engine, {
    name: "useSilenceApp",
    now: silenceNow,
    insertWorld: insertSilenceWorld,
    signIn: signInSilenceWorld,
  });
  return withFixtureExtras(base, {
    get client() {
      return silenceClient(base.app);
    },
    async later(ms: number) {
      base.clock.advance(ms);
      await base.signInAgain();
    },
  });
}
