import type { DatabaseEngine, TicketDetail } from "@ondine/domain";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import type { Database } from "../../db";
import { insertEquipment } from "../../test/equipment-factory";
import { insertOrganism } from "../../test/organism-factory";
import { signInAs, type TestSession } from "../../test/sessions";
import { insertSite } from "../../test/site-factory";
import { useWorldApp, type WorldTestApp, withFixtureExtras } from "../../test/use-world-app";
import { insertUser } from "../../test/user-factory";

/** Tuesday 16 June 2026, 10:00 in Paris: inside the support desk's business hours. */
export const ticketsNow = new Date("2026-06-16T08:00:00.000Z");

/**
 * Two customers and the support desk: ours, an organism with two sites and a
 * piece of equipment on each; theirs, another organism and site. Customers
 * hold the requests role (one on a site, one on the organism as a whole); one
 * account of ours lacks it; the desk holds `support_desk` and no location.
 */
export async function insertTicketsWorld(db: Database) {
  const organism = await insertOrganism(db, { name: "Hôtels du Port" });
  const site = await insertSite(db, { organismId: organism.id, name: "Le Phare" });
  const otherSite = await insertSite(db, { organismId: organism.id, name: "La Plage" });
  const accessPoint = await insertEquipment(db, { siteId: site.id, model: "AP-505", tag: "AP-HALL" });
  const otherSiteAccessPoint = await insertEquipment(db, { siteId: otherSite.id });
  const theirOrganism = await insertOrganism(db, { name: "Campings Rivaux" });
  const theirSite = await insertSite(db, { organismId: theirOrganism.id, name: "Les Pins" });
  const onSite = [{ type: "Site" as const, id: site.id }];
  return {
    organism,
    site,
    otherSite,
    accessPoint,
    otherSiteAccessPoint,
    theirOrganism,
    theirSite,
    customer: await insertUser(db, { firstName: "Léa", lastName: "Martin", roles: ["requests"], locations: onSite }),
    organismCustomer: await insertUser(db, {
      firstName: "Paul",
      lastName: "Girard",
      roles: ["requests"],
      locations: [{ type: "Organism", id: organism.id }],
    }),
    withoutRequests: await insertUser(db, { roles: ["supervision", "events"], locations: onSite }),
    theirCustomer: await insertUser(db, {
      firstName: "Marc",
      lastName: "Rival",
      roles: ["requests"],
      locations: [{ type: "Organism", id: theirOrganism.id }],
    }),
    desk: await insertUser(db, { firstName: "Hugo", lastName: "Moreau", roles: ["support_desk"] }),
    otherDesk: await insertUser(db, { firstName: "Inès", lastName: "Bernard", roles: ["support_desk"] }),
  };
}

export type TicketsWorld = Awaited<ReturnType<typeof insertTicketsWorld>>;

/** A file of a multipart body. */
export type MultipartFile = { name: string; bytes: Uint8Array; field?: string; type?: string };

const boundary = "----ondine-ticket-boundary";

/** A `multipart/form-data` body of text fields and files (under `attachments` unless told). */
export function multipartBody(fields: Record<string, string>, files: readonly MultipartFile[] = []) {
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? "attachments"}"; ` +
          `filename="${file.name}"\r\nContent-Type: ${file.type ?? "application/octet-stream"}\r\n\r\n`,
      ),
      Buffer.from(file.bytes),
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** The smallest PNG's first bytes: its signature, enough for the type read from bytes. */
export const pngBytes = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);

/** The sessions of a world's accounts, signed in through the API. */
export async function signInTicketsWorld(app: FastifyInstance, world: TicketsWorld) {
  const [customer, organismCustomer, withoutRequests, theirCustomer, desk] = await Promise.all([
    signInAs(app, world.customer),
    signInAs(app, world.organismCustomer),
    signInAs(app, world.withoutRequests),
    signInAs(app, world.theirCustomer),
    signInAs(app, world.desk),
  ]);
  return { customer, organismCustomer, withoutRequests, theirCustomer, desk };
}

export type TicketsSessions = Awaited<ReturnType<typeof signInTicketsWorld>>;

/** The requests of the ticket calls, as a signed-in browser sends them. */
export function ticketsClient(app: FastifyInstance) {
  const call = (
    session: TestSession,
    method: "GET" | "POST" | "PATCH",
    url: string,
    body?: Record<string, unknown> | { payload: Buffer; contentType: string },
  ) => {
    if (body && "contentType" in body && Buffer.isBuffer(body.payload)) {
      return app.inject({
        method,
        url,
        headers: { ...session.headers, "content-type": body.contentType as string },
        payload: body.payload,
      });
    }
    return app.inject({ method, url, headers: session.headers, ...(body ? { payload: body } : {}) });
  };
  return {
    call,
    get: (session: TestSession, url: string) => call(session, "GET", url),
    /** Opens a ticket on `site` (or as told); fails the test unless it answers 201. */
    async open(session: TestSession, values: Record<string, unknown>): Promise<TicketDetail> {
      const response = await call(session, "POST", "/api/tickets", {
        kind: "technical",
        subject: "Le Wi-Fi ne répond plus",
        message: "Plus aucun client ne se connecte depuis ce matin.",
        ...values,
      });
      return detailOf(response, 201);
    },
    reply: (session: TestSession, ticketId: number, values: Record<string, unknown>) =>
      call(session, "POST", `/api/tickets/${ticketId}/messages`, values),
    patch: (session: TestSession, ticketId: number, values: Record<string, unknown>) =>
      call(session, "PATCH", `/api/tickets/${ticketId}`, values),
  };
}

export type TicketsClient = ReturnType<typeof ticketsClient>;

/** What `useTicketsApp` hands a test: the test app, plus a fresh tickets world, its sessions and calls. */
export type TicketsTestApp = WorldTestApp<TicketsWorld, TicketsSessions> & {
  readonly client: TicketsClient;
};

/**
 * `useTestApp` at `ticketsNow`, and before each test a tickets world, signed in,
 * with its ticket calls. Call it once at the top of a `describe`, like `useTestApp`.
 */
export function useTicketsApp(engine: DatabaseEngine): TicketsTestApp {
  const base = useWorldApp(engine, {
    name: "useTicketsApp",
    now: ticketsNow,
    insertWorld: insertTicketsWorld,
    signIn: signInTicketsWorld,
  });
  return withFixtureExtras(base, {
    get client() {
      return ticketsClient(base.app);
    },
  });
}

/** The ticket an answer holds, once its status is checked. */
export function detailOf(response: LightMyRequestResponse, status = 200): TicketDetail {
  expect(response.statusCode, response.body).toBe(status);
  return response.json<TicketDetail>();
}
