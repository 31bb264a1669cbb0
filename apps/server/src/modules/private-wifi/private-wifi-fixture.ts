import { type DatabaseEngine, privateSpaceNameKey } from "@ondine/domain";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import type { Config } from "../../config";
import type { Database } from "../../db";
import { auditEvents, iotCommands, iotSiteWlans, privateSpaces } from "../../db/schema";
import { multipartBody } from "../../test/multipart-body";
import { insertOrganism } from "../../test/organism-factory";
import { signInAs, type TestSession } from "../../test/sessions";
import { insertSite } from "../../test/site-factory";
import { useWorldApp, type WorldTestApp, withFixtureExtras } from "../../test/use-world-app";
import { insertUser } from "../../test/user-factory";
import { insertSpace } from "./key-push-fixture";

// The console's private Wi-Fi calls under test (docs/private-wifi.md#calls):
// a residence with its private SSID, a second site of ours without one, and
// another customer's residence with a space of its own.

/** Tuesday 16 June 2026, 10:00 in Paris. */
export const privateWifiNow = new Date("2026-06-16T08:00:00.000Z");
export const today = "2026-06-16";
export const yesterday = "2026-06-15";

export async function insertPrivateWifiWorld(db: Database) {
  const organism = await insertOrganism(db, { name: "Campus Horizon", kind: "student_residence" });
  const site = await insertSite(db, { organismId: organism.id, name: "Résidence Pasteur" });
  const otherSite = await insertSite(db, { organismId: organism.id, name: "Résidence Curie" });
  const theirOrganism = await insertOrganism(db, { name: "Résidences Rivales", kind: "student_residence" });
  const theirSite = await insertSite(db, { organismId: theirOrganism.id, name: "Résidence Rivale" });
  await db.insert(iotSiteWlans).values([
    { siteId: site.id, name: "RAN", ssid: "Pasteur-Prive", psk: "shared-psk-pasteur" },
    { siteId: theirSite.id, name: "RAN", ssid: "Rivale-Prive", psk: "shared-psk-rivale" },
  ]);
  const theirSpace = await insertSpace(db, theirSite.id, {
    name: "Chambre rivale",
    nameKey: privateSpaceNameKey("Chambre rivale"),
    psk: "RivalKey2345",
  });
  const onSite = [{ type: "Site" as const, id: site.id }];
  return {
    organism,
    site,
    otherSite,
    theirSite,
    theirSpace,
    manager: await insertUser(db, { firstName: "Inès", lastName: "Roux", roles: ["ran"], locations: onSite }),
    organismManager: await insertUser(db, {
      roles: ["ran"],
      locations: [{ type: "Organism", id: organism.id }],
    }),
    withoutRan: await insertUser(db, { roles: ["supervision"], locations: onSite }),
    theirManager: await insertUser(db, {
      roles: ["ran"],
      locations: [{ type: "Organism", id: theirOrganism.id }],
    }),
    admin: await insertUser(db, { admin: true }),
  };
}

export type PrivateWifiWorld = Awaited<ReturnType<typeof insertPrivateWifiWorld>>;

async function signInPrivateWifiWorld(app: FastifyInstance, world: PrivateWifiWorld) {
  const [manager, organismManager, withoutRan, theirManager, admin] = await Promise.all([
    signInAs(app, world.manager),
    signInAs(app, world.organismManager),
    signInAs(app, world.withoutRan),
    signInAs(app, world.theirManager),
    signInAs(app, world.admin),
  ]);
  return { manager, organismManager, withoutRan, theirManager, admin };
}

/** The answer's JSON, failing the test with the body unless it answered `status`. */
export function answerOf<T>(response: LightMyRequestResponse, status = 200): T {
  expect(response.statusCode, response.body).toBe(status);
  return response.json<T>();
}

/** A CSV file's bytes: lines joined with CRLF, as a spreadsheet saves them. */
export const csvFile = (...lines: string[]) => new TextEncoder().encode(`${lines.join("\r\n")}\r\n`);

type Method = "GET" | "POST" | "PATCH" | "DELETE";

/** The private Wi-Fi calls, as a signed-in browser sends them. */
export function privateWifiClient(app: FastifyInstance) {
  const call = (session: TestSession, method: Method, url: string, payload?: Record<string, unknown>) =>
    app.inject({ method, url: `/api${url}`, headers: session.headers, ...(payload === undefined ? {} : { payload }) });
  const upload = (session: TestSession, url: string, bytes: Uint8Array, name = "residents.csv") => {
    const body = multipartBody({}, [{ field: "file", name, bytes, type: "text/csv" }]);
    return app.inject({
      method: "POST",
      url: `/api${url}`,
      headers: { ...session.headers, "content-type": body.contentType },
      payload: body.payload,
    });
  };
  return {
    call,
    list: (session: TestSession, siteId: number, query = "") =>
      call(session, "GET", `/ran/sites/${siteId}/spaces${query}`),
    create: (session: TestSession, siteId: number, values: Record<string, unknown>) =>
      call(session, "POST", `/ran/sites/${siteId}/spaces`, values),
    get: (session: TestSession, id: number) => call(session, "GET", `/ran/spaces/${id}`),
    patch: (session: TestSession, id: number, values: Record<string, unknown>) =>
      call(session, "PATCH", `/ran/spaces/${id}`, values),
    remove: (session: TestSession, id: number) => call(session, "DELETE", `/ran/spaces/${id}`),
    reset: (session: TestSession, id: number) => call(session, "POST", `/ran/spaces/${id}/reset`),
    reveal: (session: TestSession, id: number) => call(session, "POST", `/ran/spaces/${id}/reveal`),
    bulk: (session: TestSession, siteId: number, body: Record<string, unknown>) =>
      call(session, "POST", `/ran/sites/${siteId}/spaces/bulk`, body),
    cards: (session: TestSession, siteId: number, body: Record<string, unknown>) =>
      call(session, "POST", `/ran/sites/${siteId}/spaces/cards`, body),
    imports: (session: TestSession, siteId: number) => call(session, "GET", `/ran/sites/${siteId}/imports`),
    exportFile: (session: TestSession, siteId: number, query: string) =>
      call(session, "GET", `/ran/sites/${siteId}/spaces/export${query}`),
    preview: (session: TestSession, siteId: number, bytes: Uint8Array) =>
      upload(session, `/ran/sites/${siteId}/spaces/import/preview`, bytes),
    importFile: (session: TestSession, siteId: number, bytes: Uint8Array, name?: string) =>
      upload(session, `/ran/sites/${siteId}/spaces/import`, bytes, name),
  };
}

/** The site's spaces as stored, tombstones included, by id. */
export function storedSpaces(db: Database, siteId: number) {
  return db.select().from(privateSpaces).where(eq(privateSpaces.siteId, siteId)).orderBy(asc(privateSpaces.id));
}

/** The key changes queued to the site's collector, in order: what each `private_keys` command carries. */
export async function queuedKeyChanges(db: Database, siteId: number) {
  const commands = await db
    .select({ privateKeys: iotCommands.privateKeys })
    .from(iotCommands)
    .where(and(eq(iotCommands.siteId, siteId), eq(iotCommands.kind, "private_keys")))
    .orderBy(asc(iotCommands.id));
  return commands.flatMap((command) => command.privateKeys?.changes ?? []);
}

/** The audit events of these actions, oldest first. */
export function auditRows(db: Database, actions: readonly string[]) {
  return db
    .select({ action: auditEvents.action, actorId: auditEvents.actorId, details: auditEvents.details })
    .from(auditEvents)
    .where(inArray(auditEvents.action, [...actions]))
    .orderBy(asc(auditEvents.id));
}

export type PrivateWifiTestApp = WorldTestApp<PrivateWifiWorld, Awaited<ReturnType<typeof signInPrivateWifiWorld>>> & {
  readonly client: ReturnType<typeof privateWifiClient>;
};

/** `useTestApp` at `privateWifiNow` (config over the tests' defaults), and before each test a fresh world, signed in. */
export function usePrivateWifiApp(engine: DatabaseEngine, config: Partial<Config> = {}): PrivateWifiTestApp {
  const base = useWorldApp(engine, {
    name: "usePrivateWifiApp",
    now: privateWifiNow,
    config,
    insertWorld: insertPrivateWifiWorld,
    signIn: signInPrivateWifiWorld,
  });
  return withFixtureExtras(base, {
    get client() {
      return privateWifiClient(base.app);
    },
  });
}
