import { type SearchIndexName, searchIndexNames } from "@ondine/domain";
import { eq, inArray, sql, type Table } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "./db";
import {
  advertisementLocations,
  advertisements,
  alertAnnouncements,
  alertSubscriptions,
  castEvents,
  coupons,
  equipment,
  floorPlans,
  iotCommands,
  iotDevices,
  iotMessages,
  iotRooms,
  iotSiteSettings,
  iotSiteWlans,
  iotSpares,
  maintenanceEvents,
  maintenanceInterventions,
  organismSecurity,
  outboxMessages,
  privateSpaces,
  silenceWindows,
  siteLines,
  siteToolRuns,
  speedtests,
  ticketAttachments,
  ticketFiles,
  ticketMessages,
  tickets,
  trafficSamples,
  userLocations,
  users,
  webhookDeliveries,
  webhookEndpoints,
  webhookEvents,
} from "./db/schema";
import { createCollector } from "./modules/ingest";
import { searchIndexes } from "./modules/search";
import { injectUntilFirstBlock } from "./test/inject-event-stream";
import { collectApiRoutes, routeTableGaps } from "./test/route-collector";
import { signInAs, type TestSession } from "./test/sessions";
import {
  collidingNames,
  foreignFloorUuid,
  foreignIds,
  foreignMarkers,
  insertTenancyMatrixFixture,
  ourOtherSiteId,
  ourUserId,
  type TenancyMatrixFixture,
} from "./test/tenancy-matrix-fixture";
import { buildTestApp } from "./test/test-app";
import { openTestDatabase, testEngines } from "./test/test-database";

// docs/decisions.md#tenancy, docs/product.md#errors: a request for something out of the caller's
// scope answers 404, never the data. Every route the app registers is either
// called below with the other customer's ids, as each non-admin profile, or
// exempt with its reason; a new route without an entry fails the first test.

type Probe = {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  url: string;
  payload?: unknown;
  /** An event stream that never ends when it answers 200: read up to its first block (the live map). */
  stream?: boolean;
};

/**
 * What a non-admin profile gets for the other customer's ids: 404 (unknown or
 * foreign), 403 (an admin-only route), 422 (a save naming its locations, refused
 * alike whether they exist: docs/product.md#errors `unauthorized_locations`), or a list (200)
 * with none of it.
 */
type Expectation = 404 | 403 | 422 | "list";

type MatrixEntry = {
  expect: Expectation;
  /** The requests, by name; each is one test per profile. */
  probes: Record<string, Probe>;
  /** Whether the route writes: then the other customer's rows must read the same after. */
  writes?: boolean;
};

const { organism, site, otherSite, siteCoupon, organismCoupon, user } = foreignIds;

const userForm = (locationId: number, email = "new.durand@ours.test") => ({
  user: {
    first_name: "Claire",
    last_name: collidingNames.user,
    email,
    country: "FR",
    salutation: "mrs",
    function: "Réception",
    phone: "+33612345678",
    user_locations_attributes: [{ location_id: locationId, location_type: "Site" }],
  },
});
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const couponForm = (location: { location_id: number; location_type: "Site" | "Organism" }) => ({
  coupon: {
    ...location,
    number: 1,
    description: "Codes du salon",
    max_usage: 1,
    starts_at: inDays(1),
    ends_at: inDays(2),
  },
  send_sms: false,
});
/** A monitoring call on the other customer's site and on its organism. */
const onForeignLocations = (path: string, extra = ""): Record<string, Probe> => ({
  "foreign site": { method: "GET", url: `${path}?site=${site}${extra}` },
  "foreign organism": { method: "GET", url: `${path}?organism=${organism}${extra}` },
});
/** A reporting call (or its workbook) with the other customer's site, then its organism, beside our own site. */
const onForeignReportingLocations = (path: string): Record<string, Probe> => ({
  "foreign site": {
    method: "GET",
    url: `${path}?search[year]=2025&search[site_ids][]=${ourOtherSiteId}&search[site_ids][]=${site}&locale=fr`,
  },
  "foreign organism": { method: "GET", url: `${path}?search[year]=2025&search[organism_ids][]=${organism}&locale=fr` },
});
const lastDay = `&start_at=${Math.floor(Date.now() / 1000) - 86_400}&stop_at=${Math.floor(Date.now() / 1000)}`;
const lastDayIso = `&start_at=${new Date(Date.now() - 86_400_000).toISOString()}&stop_at=${new Date().toISOString()}`;
const get = (url: string): Probe => ({ method: "GET", url });
const castingWindow = `&from=${Math.floor(Date.now() / 1000) - 31 * 86_400}&to=${Math.floor(Date.now() / 1000)}`;

/** The other customer's hotel IoT rows, with ids and serials a probe can name before they exist. */
const foreignIot = { room: 9911, message: 9921, serial: "RIVB-TV-0001", spare: "RIVB-SP-0001" } as const;

async function insertForeignIot(db: Database) {
  await db.insert(iotRooms).values({ id: foreignIot.room, siteId: site, name: "101", psk: "Rivb7kQm2x" });
  await db.insert(iotDevices).values({
    siteId: site,
    roomId: foreignIot.room,
    type: "tv",
    name: "TV 101",
    model: "LG 43UT7",
    manufacturer: "LG",
    serial: foreignIot.serial,
    mac: "02:bb:00:00:99:01",
    isProvisioned: true,
    isReachable: true,
  });
  await db.insert(iotSpares).values({
    siteId: site,
    type: "tv",
    model: "LG 43UT7",
    manufacturer: "LG",
    serial: foreignIot.spare,
    mac: "02:bb:00:00:99:02",
  });
  await db.insert(iotMessages).values({ id: foreignIot.message, siteId: site, title: "Bienvenue", content: "Rivb" });
  await db.insert(iotSiteSettings).values({ siteId: site, tvPinCode: "2468" });
}

/** A streaming stick of each customer's site (the statistics work casts), named after its site. */
const tenancyStickOf = (siteId: number) => `TENANCY-CC-${siteId}`;

async function insertTenancySticks(db: Database, siteIds: readonly number[]) {
  await db.insert(iotDevices).values(
    siteIds.map((siteId, index) => ({
      siteId,
      type: "chromecast" as const,
      name: `Stick ${siteId}`,
      model: "Chromecast with Google TV",
      manufacturer: "Google",
      serial: tenancyStickOf(siteId),
      mac: `02:bb:00:00:98:0${index + 1}`,
    })),
  );
}

const onForeignIot = (path: string, probe = "foreign site"): Record<string, Probe> => ({
  [probe]: get(`/api/iots/sites/${site}${path}`),
});
const iotWrite = (method: Probe["method"], path: string, payload?: unknown): Record<string, Probe> => ({
  "foreign site": { method, url: `/api/iots/sites/${site}${path}`, ...(payload === undefined ? {} : { payload }) },
});

/** The other customer's portal announcement, on its site. */
const foreignAdvertisement = 9931;

async function insertForeignAdvertisement(db: Database) {
  await db.insert(advertisements).values({
    id: foreignAdvertisement,
    internalTitle: "Rivb petit-déjeuner",
    publicTitle: { fr: "Petit-déjeuner" },
    content: { fr: "Servi à Brest de 7 h à 10 h" },
    signature: { fr: "La réception" },
    startsAt: "2030-01-01",
    endsAt: "2030-01-05",
    fallbackLanguage: "fr",
  });
  await db.insert(advertisementLocations).values({
    advertisementId: foreignAdvertisement,
    locationType: "Site",
    siteId: site,
    organismId: null,
  });
}

/** The other customer's tickets (on its site with a file, and on its organism), and one of ours. */
const foreignTicket = { site: 9951, organism: 9952, message: 9956, attachment: 9961 } as const;
const ourTicket = 8951;

async function insertTickets(db: Database, ours: { siteId: number; organismId: number; userId: number }) {
  const ticket = (id: number, location: { organismId: number; siteId: number | null }, requesterId: number) => ({
    id,
    ...location,
    locationType: location.siteId === null ? ("Organism" as const) : ("Site" as const),
    requesterId,
    kind: "technical" as const,
    status: 2,
    subject: "Rivb borne muette à Brest",
  });
  await db
    .insert(tickets)
    .values([
      ticket(foreignTicket.site, { organismId: organism, siteId: site }, user),
      ticket(foreignTicket.organism, { organismId: organism, siteId: null }, user),
      { ...ticket(ourTicket, ours, ours.userId), subject: "Borne muette" },
    ]);
  await db.insert(ticketMessages).values({
    id: foreignTicket.message,
    ticketId: foreignTicket.site,
    authorId: user,
    body: "Rivb: la borne du hall ne répond plus.",
  });
  const bytes = new TextEncoder().encode("Rivb journal de la borne\n");
  await db
    .insert(ticketFiles)
    .values({ digest: "rivb".padEnd(64, "0"), contentType: "text/plain", byteSize: bytes.length, content: bytes });
  await db.insert(ticketAttachments).values({
    id: foreignTicket.attachment,
    ticketId: foreignTicket.site,
    messageId: foreignTicket.message,
    digest: "rivb".padEnd(64, "0"),
    name: "journal-rivb.txt",
  });
}

const ticketEntries: Record<string, MatrixEntry> = {
  "GET /api/tickets": {
    expect: "list",
    probes: {
      "every ticket": get("/api/tickets?all=1"),
      "the foreign site's": get(`/api/tickets?all=1&site_id=${site}`),
      "the foreign organism's": get(`/api/tickets?all=1&organism_id=${organism}`),
      "the foreign issue number": get(`/api/tickets?all=1&q=T-00${foreignTicket.site}`),
    },
  },
  "GET /api/tickets/export": {
    expect: "list",
    probes: {
      "every ticket": get("/api/tickets/export?format=csv&all=1"),
      "the foreign site's": get(`/api/tickets/export?format=csv&all=1&site_id=${site}`),
      "the foreign organism's": get(`/api/tickets/export?format=csv&all=1&organism_id=${organism}`),
    },
  },
  "GET /api/tickets/assignees": {
    expect: 403,
    probes: { "the support desk": get("/api/tickets/assignees") },
  },
  "POST /api/tickets": {
    expect: 404,
    writes: true,
    probes: {
      "on a foreign site": {
        method: "POST",
        url: "/api/tickets",
        payload: { location_type: "Site", location_id: otherSite, kind: "misc", subject: "Bonjour", message: "Test" },
      },
      "on a foreign organism": {
        method: "POST",
        url: "/api/tickets",
        payload: {
          location_type: "Organism",
          location_id: organism,
          kind: "misc",
          subject: "Bonjour",
          message: "Test",
        },
      },
    },
  },
  "GET /api/tickets/:id": {
    expect: 404,
    probes: {
      "a foreign site's ticket": get(`/api/tickets/${foreignTicket.site}`),
      "a foreign organism's ticket": get(`/api/tickets/${foreignTicket.organism}`),
    },
  },
  "POST /api/tickets/:id/messages": {
    expect: 404,
    writes: true,
    probes: {
      "a foreign ticket": {
        method: "POST",
        url: `/api/tickets/${foreignTicket.site}/messages`,
        payload: { message: "Bonjour" },
      },
    },
  },
  "PATCH /api/tickets/:id": {
    expect: 404,
    writes: true,
    probes: {
      "a foreign ticket": { method: "PATCH", url: `/api/tickets/${foreignTicket.site}`, payload: { status: 5 } },
    },
  },
  "GET /api/tickets/:id/attachments/:attachment_id": {
    expect: 404,
    probes: {
      "a foreign ticket's file": get(`/api/tickets/${foreignTicket.site}/attachments/${foreignTicket.attachment}`),
    },
  },
};

/** The other customer's silence window: on its access point, under way. */
const foreignSilenceWindow = 9981;

async function insertForeignSilenceWindow(db: Database) {
  await db.insert(silenceWindows).values({
    id: foreignSilenceWindow,
    siteId: site,
    target: "equipment",
    equipmentIds: [foreignIds.equipment],
    startsAt: new Date(Date.now() - 3_600_000),
    endsAt: new Date(Date.now() + 86_400_000),
    lastEndsAt: new Date(Date.now() + 86_400_000),
    reason: "works",
    note: "Rivb travaux du hall",
  });
}

const silenceEntries: Record<string, MatrixEntry> = {
  "GET /api/silent_mode/windows": {
    expect: "list",
    probes: {
      "every window": get("/api/silent_mode/windows"),
      "the foreign site's": get(`/api/silent_mode/windows?site_id=${site}`),
      "the current ones": get("/api/silent_mode/windows?state=current"),
    },
  },
  "POST /api/silent_mode/windows": {
    expect: 404,
    writes: true,
    probes: {
      "on a foreign site": {
        method: "POST",
        url: "/api/silent_mode/windows",
        payload: { site_id: otherSite, target: "site", starts_at: inDays(1), ends_at: inDays(2), reason: "works" },
      },
      "on the foreign equipment": {
        method: "POST",
        url: "/api/silent_mode/windows",
        payload: {
          site_id: site,
          target: "equipment",
          equipment_ids: [foreignIds.equipment],
          starts_at: inDays(1),
          ends_at: inDays(2),
          reason: "works",
        },
      },
    },
  },
  "POST /api/silent_mode/windows/:id/end": {
    expect: 404,
    writes: true,
    probes: { "a foreign window": { method: "POST", url: `/api/silent_mode/windows/${foreignSilenceWindow}/end` } },
  },
  "POST /api/silent_mode/windows/:id/extend": {
    expect: 404,
    writes: true,
    probes: {
      "a foreign window": {
        method: "POST",
        url: `/api/silent_mode/windows/${foreignSilenceWindow}/extend`,
        payload: { ends_at: inDays(3) },
      },
    },
  },
};

/** The other customer's private Wi-Fi space, on its site with a private SSID (docs/private-wifi.md#roles). */
const foreignPrivateSpace = 9971;

async function insertForeignPrivateWifi(db: Database) {
  await db.insert(iotSiteWlans).values({ siteId: site, name: "RAN", ssid: "Rivb-Prive", psk: "rivb-shared-psk" });
  await db.insert(privateSpaces).values({
    id: foreignPrivateSpace,
    siteId: site,
    name: "Rivb chambre 12",
    nameKey: "rivb chambre 12",
    comment: "Rivb bail",
    psk: "RivbKey23456",
    pushState: "applied",
  });
}

const onForeignSpace = (method: Probe["method"], path = "", payload?: unknown): Probe => ({
  method,
  url: `/api/ran/spaces/${foreignPrivateSpace}${path}`,
  ...(payload === undefined ? {} : { payload }),
});
const onForeignSpaces = (method: Probe["method"], path: string, payload?: unknown): Probe => ({
  method,
  url: `/api/ran/sites/${site}${path}`,
  ...(payload === undefined ? {} : { payload }),
});

const privateWifiEntries: Record<string, MatrixEntry> = {
  "GET /api/ran/sites/:site_id/spaces": {
    expect: 404,
    probes: { "foreign site": get(`/api/ran/sites/${site}/spaces?q=rivb`) },
  },
  "POST /api/ran/sites/:site_id/spaces": {
    expect: 404,
    writes: true,
    probes: { "on a foreign site": onForeignSpaces("POST", "/spaces", { name: "Chambre 13" }) },
  },
  "GET /api/ran/spaces/:id": { expect: 404, probes: { "a foreign space": onForeignSpace("GET") } },
  "PATCH /api/ran/spaces/:id": {
    expect: 404,
    writes: true,
    probes: { "a foreign space": onForeignSpace("PATCH", "", { comment: "Changé", expires_on: null }) },
  },
  "DELETE /api/ran/spaces/:id": { expect: 404, writes: true, probes: { "a foreign space": onForeignSpace("DELETE") } },
  "POST /api/ran/spaces/:id/reset": {
    expect: 404,
    writes: true,
    probes: { "a foreign space": onForeignSpace("POST", "/reset") },
  },
  // A read the audit log records: the admin's control sees the key.
  "POST /api/ran/spaces/:id/reveal": { expect: 404, probes: { "a foreign space": onForeignSpace("POST", "/reveal") } },
  "POST /api/ran/sites/:site_id/spaces/bulk": {
    expect: 404,
    writes: true,
    probes: {
      "on a foreign site": onForeignSpaces("POST", "/spaces/bulk", {
        action: "delete",
        selection: { matching: {} },
        expected: 1,
      }),
      "a foreign space among our other site's": {
        method: "POST",
        url: `/api/ran/sites/${ourOtherSiteId}/spaces/bulk`,
        payload: { action: "reset", selection: { ids: [foreignPrivateSpace] }, expected: 1 },
      },
    },
  },
  // Multipart calls, sent JSON here: refused for the site before any file is read. As writes, for the admin
  // would get the 422 of a missing file rather than the control's 200.
  "POST /api/ran/sites/:site_id/spaces/import/preview": {
    expect: 404,
    writes: true,
    probes: { "on a foreign site": onForeignSpaces("POST", "/spaces/import/preview", {}) },
  },
  "POST /api/ran/sites/:site_id/spaces/import": {
    expect: 404,
    writes: true,
    probes: { "on a foreign site": onForeignSpaces("POST", "/spaces/import", {}) },
  },
  "GET /api/ran/sites/:site_id/imports": {
    expect: 404,
    probes: { "foreign site": get(`/api/ran/sites/${site}/imports`) },
  },
  "GET /api/ran/sites/:site_id/spaces/export": {
    expect: 404,
    probes: { "foreign site": get(`/api/ran/sites/${site}/spaces/export?format=csv&with_keys=1`) },
  },
  // Not named "foreign site": our other site has no private SSID to print cards with.
  "POST /api/ran/sites/:site_id/spaces/cards": {
    expect: 404,
    probes: {
      "the foreign site's cards": onForeignSpaces("POST", "/spaces/cards", { selection: { matching: {} } }),
      "a foreign space's card": onForeignSpaces("POST", "/spaces/cards", { selection: { ids: [foreignPrivateSpace] } }),
    },
  },
};

/** The other customer's line and its speed test, running (docs/site-tools.md#roles). */
const foreignSiteToolRun = 9981;

async function insertForeignSiteTools(db: Database) {
  await db.insert(siteLines).values({
    siteId: site,
    lineId: "fibre-1",
    name: "Fibre rivb",
    state: "ok",
    bandwidthCurrent: 90_000_000,
    bandwidthMax: 100_000_000,
    updatedAt: new Date(),
  });
  await db.insert(siteToolRuns).values({
    id: foreignSiteToolRun,
    siteId: site,
    kind: "speed_test",
    state: "running",
    lineId: "fibre-1",
    lineName: "Fibre rivb",
    contractedDownload: 100_000_000,
  });
}

const siteToolsEntries: Record<string, MatrixEntry> = {
  "GET /api/monitoring/sites/:id/tools": {
    expect: 404,
    probes: { "foreign site": get(`/api/monitoring/sites/${site}/tools`) },
  },
  "POST /api/monitoring/sites/:id/tools/speed_tests": {
    expect: 404,
    writes: true,
    probes: {
      "the foreign site's line": {
        method: "POST",
        url: `/api/monitoring/sites/${site}/tools/speed_tests`,
        payload: { line_id: "fibre-1" },
      },
    },
  },
  "POST /api/monitoring/sites/:id/tools/diagnoses": {
    expect: 404,
    writes: true,
    probes: {
      "on a foreign site": { method: "POST", url: `/api/monitoring/sites/${site}/tools/diagnoses`, payload: {} },
    },
  },
  "GET /api/monitoring/site_tools/runs/:id": {
    expect: 404,
    probes: { "a foreign run": get(`/api/monitoring/site_tools/runs/${foreignSiteToolRun}`) },
  },
};

/** The other customer's webhook endpoint, with a failed delivery of an event (docs/webhooks.md#endpoints). */
const foreignWebhook = { endpoint: 9986, event: 9987, delivery: 9988 } as const;

async function insertForeignWebhooks(db: Database) {
  await db.insert(webhookEndpoints).values({
    id: foreignWebhook.endpoint,
    organismId: organism,
    url: "https://rivb.example/hooks",
    description: "Rivb PMS",
    eventTypes: ["site.down"],
    secret: "whsec_cml2Yi1zZWNyZXQtb2YtdGhlLWZvcmVpZ24tZW5kcG9pbnQ=",
  });
  await db.insert(webhookEvents).values({
    id: foreignWebhook.event,
    publicId: "msg_rivbfixture0000000000001",
    organismId: organism,
    type: "site.down",
    data: { organism: { id: organism, name: "Rivb" } },
    occurredAt: new Date(Date.now() - 3_600_000),
    fannedOut: true,
  });
  await db.insert(webhookDeliveries).values({
    id: foreignWebhook.delivery,
    endpointId: foreignWebhook.endpoint,
    eventId: foreignWebhook.event,
    state: "failed",
    attempts: 8,
    scheduleAttempts: 8,
    lastAttemptAt: new Date(Date.now() - 60_000),
    lastStatus: 500,
  });
}

const onForeignEndpoint = (method: Probe["method"], path = "", payload?: unknown): Probe => ({
  method,
  url: `/api/webhooks/endpoints/${foreignWebhook.endpoint}${path}`,
  ...(payload === undefined ? {} : { payload }),
});

const webhookEntries: Record<string, MatrixEntry> = {
  "GET /api/webhooks/endpoints": {
    expect: "list",
    probes: {
      "every endpoint": get("/api/webhooks/endpoints"),
      "the foreign organism's": get(`/api/webhooks/endpoints?organism_id=${organism}`),
    },
  },
  "POST /api/webhooks/endpoints": {
    expect: 404,
    writes: true,
    probes: {
      "on the foreign organism": {
        method: "POST",
        url: "/api/webhooks/endpoints",
        payload: { organism_id: organism, url: "https://pms.example/hooks", event_types: ["site.down"] },
      },
    },
  },
  "GET /api/webhooks/endpoints/:id": { expect: 404, probes: { "the foreign endpoint": onForeignEndpoint("GET") } },
  "PATCH /api/webhooks/endpoints/:id": {
    expect: 404,
    writes: true,
    probes: { "the foreign endpoint": onForeignEndpoint("PATCH", "", { enabled: false }) },
  },
  "DELETE /api/webhooks/endpoints/:id": {
    expect: 404,
    writes: true,
    probes: { "the foreign endpoint": onForeignEndpoint("DELETE") },
  },
  "POST /api/webhooks/endpoints/:id/secret": {
    expect: 404,
    writes: true,
    probes: { "the foreign endpoint": onForeignEndpoint("POST", "/secret") },
  },
  "POST /api/webhooks/endpoints/:id/test": {
    expect: 404,
    writes: true,
    probes: { "the foreign endpoint": onForeignEndpoint("POST", "/test") },
  },
  "GET /api/webhooks/endpoints/:id/deliveries": {
    expect: 404,
    probes: { "the foreign endpoint's log": onForeignEndpoint("GET", "/deliveries?state=failed") },
  },
  "GET /api/webhooks/endpoints/:id/deliveries/:delivery_id": {
    expect: 404,
    probes: { "the foreign delivery": onForeignEndpoint("GET", `/deliveries/${foreignWebhook.delivery}`) },
  },
  "POST /api/webhooks/endpoints/:id/deliveries/:delivery_id/replay": {
    expect: 404,
    writes: true,
    probes: { "the foreign delivery": onForeignEndpoint("POST", `/deliveries/${foreignWebhook.delivery}/replay`) },
  },
  "POST /api/webhooks/endpoints/:id/replay": {
    expect: 404,
    writes: true,
    probes: {
      "the foreign endpoint": onForeignEndpoint("POST", "/replay", {
        since: new Date(Date.now() - 86_400_000).toISOString(),
      }),
    },
  },
};

/** The other customer's alert: its site announced down (docs/alerts.md#noise). */
const foreignAlert = 9991;

async function insertForeignAlert(db: Database) {
  await db.insert(alertAnnouncements).values({
    id: foreignAlert,
    siteId: site,
    organismId: organism,
    kind: "down",
    level: "down",
    reason: "noLine",
    since: new Date(Date.now() - 3_600_000),
    announcedAt: new Date(Date.now() - 3_500_000),
  });
}

const alertEntries: Record<string, MatrixEntry> = {
  "GET /api/alerts/subscriptions": { expect: "list", probes: { "every site": get("/api/alerts/subscriptions") } },
  "PUT /api/alerts/subscriptions": {
    expect: 404,
    writes: true,
    probes: {
      "a foreign site": {
        method: "PUT",
        url: "/api/alerts/subscriptions",
        payload: { subscriptions: [{ site_id: site, levels: ["down"] }] },
      },
      "our other site beside a foreign one": {
        method: "PUT",
        url: "/api/alerts/subscriptions",
        payload: {
          subscriptions: [
            { site_id: ourOtherSiteId, levels: ["down"] },
            { site_id: otherSite, levels: ["recovered"] },
          ],
        },
      },
    },
  },
  "GET /api/alerts/log": {
    expect: "list",
    probes: {
      "every announcement": get("/api/alerts/log"),
      "the foreign site's": get(`/api/alerts/log?site_id=${site}`),
    },
  },
};

/** An announcement on `location`, on days no other one takes. */
const advertisementForm = (location: { location_id: number; location_type: "Site" | "Organism" }) => ({
  advertisement: {
    internal_title: "Travaux",
    public_title: { fr: "Travaux" },
    content: { fr: "La piscine est fermée." },
    signature: { fr: "La direction" },
    starts_at: "2030-01-01",
    ends_at: "2030-01-05",
    locations: [location],
  },
});

/** The console's announcement calls, under SPEC's spelling and the alias, alike. */
const advertisementEntries = (base: string): Record<string, MatrixEntry> => ({
  [`GET /api${base}`]: {
    expect: "list",
    probes: {
      "every announcement": get(`/api${base}?per_page=20&page=1`),
      "filtered on the foreign site": get(`/api${base}?site_id=${site}`),
      "filtered on the foreign organism": get(`/api${base}?organism_id=${organism}`),
    },
  },
  [`GET /api${base}/taken_periods`]: {
    expect: "list",
    probes: {
      "on the foreign locations": get(`/api${base}/taken_periods?locations=Site-${site},Organism-${organism}`),
    },
  },
  [`GET /api${base}/:id`]: {
    expect: 404,
    probes: { "the foreign announcement": get(`/api${base}/${foreignAdvertisement}`) },
  },
  [`POST /api${base}`]: {
    expect: 422,
    writes: true,
    probes: {
      "on a foreign site": {
        method: "POST",
        url: `/api${base}`,
        payload: advertisementForm({ location_id: otherSite, location_type: "Site" }),
      },
      "on a foreign organism": {
        method: "POST",
        url: `/api${base}`,
        payload: advertisementForm({ location_id: organism, location_type: "Organism" }),
      },
    },
  },
  [`PUT /api${base}/:id`]: {
    expect: 404,
    writes: true,
    probes: {
      "the foreign announcement": {
        method: "PUT",
        url: `/api${base}/${foreignAdvertisement}`,
        payload: advertisementForm({ location_id: site, location_type: "Site" }),
      },
    },
  },
  [`DELETE /api${base}/:id`]: {
    expect: 404,
    writes: true,
    probes: { "the foreign announcement": { method: "DELETE", url: `/api${base}/${foreignAdvertisement}` } },
  },
});

/** Each route that reads a tenant's id, location or search, `METHOD url` as Fastify registers it. */
const matrix: Record<string, MatrixEntry> = {
  "GET /api/users": {
    expect: "list",
    probes: {
      "all accounts": get("/api/users?per_page=100"),
      "the colliding name": get(`/api/users?search=${collidingNames.user}&per_page=100`),
      "the foreign e-mail": get("/api/users?search=rivalco"),
    },
  },
  // docs/product.md#accounts-permissions: account managers of contacts create accounts, on locations of their scope only.
  "POST /api/users": {
    expect: 404,
    writes: true,
    probes: { "on a foreign site": { method: "POST", url: "/api/users", payload: userForm(site) } },
  },
  "GET /api/users/:id": { expect: 404, probes: { "a foreign account": get(`/api/users/${user}`) } },
  "PATCH /api/users/:id": {
    expect: 404,
    writes: true,
    probes: {
      "a foreign account": { method: "PATCH", url: `/api/users/${user}`, payload: userForm(site) },
      "our account moved to a foreign site": {
        method: "PATCH",
        url: `/api/users/${ourUserId}`,
        payload: userForm(site, "claire.durand@ours.test"),
      },
    },
  },
  "DELETE /api/admin/users/:id": {
    expect: 403,
    writes: true,
    probes: { "a foreign account": { method: "DELETE", url: `/api/admin/users/${user}` } },
  },
  // docs/product.md#accounts-users: an admin's, but another customer's account is not found first.
  "POST /api/admin/users/:id/reactivate": {
    expect: 404,
    writes: true,
    probes: { "a foreign account": { method: "POST", url: `/api/admin/users/${user}/reactivate` } },
  },
  // A write: it starts a session (the admin's control would replace the admin's own).
  "GET /api/users/:id/fake": {
    expect: 404,
    writes: true,
    probes: { "log as a foreign account": get(`/api/users/${user}/fake`) },
  },
  "GET /api/admin/users/:id/resend_confirmation_instructions": {
    expect: 404,
    writes: true,
    probes: { "a foreign account": get(`/api/admin/users/${user}/resend_confirmation_instructions`) },
  },
  "GET /api/audit_events": { expect: 403, probes: { "every event": get("/api/audit_events") } },
  "GET /api/admin/outbox": { expect: 403, probes: { "every message": get("/api/admin/outbox") } },
  // Admins only (docs/security.md "Organism security"): 403 before the organism or the body is read.
  "GET /api/organisms/:id/security": {
    expect: 403,
    probes: { "foreign organism": get(`/api/organisms/${organism}/security`) },
  },
  "PUT /api/organisms/:id/security": {
    expect: 403,
    writes: true,
    probes: {
      "foreign organism": {
        method: "PUT",
        url: `/api/organisms/${organism}/security`,
        payload: { ip_ranges: ["192.0.2.0/24"], two_factor_required: true, two_factor_grace_sign_ins: 0 },
      },
    },
  },
  "GET /api/locations": {
    expect: "list",
    probes: {
      "all locations": get("/api/locations?limit=50"),
      "the colliding site name": get(`/api/locations?search=${encodeURIComponent(collidingNames.site)}&limit=50`),
      "the colliding organism name": get(
        `/api/locations?search=${encodeURIComponent(collidingNames.organism)}&limit=50`,
      ),
    },
  },
  "GET /api/locations/buildings": {
    expect: 404,
    probes: {
      "foreign site": get(`/api/locations/buildings?site=${site}`),
      "foreign organism": get(`/api/locations/buildings?organism=${organism}`),
    },
  },
  "GET /api/monitoring/status": { expect: 404, probes: onForeignLocations("/api/monitoring/status") },
  "GET /api/monitoring/counters": { expect: 404, probes: onForeignLocations("/api/monitoring/counters") },
  // Every site of the caller's scope: none of the other customer's.
  "GET /api/monitoring/status/all": { expect: "list", probes: { "every site": get("/api/monitoring/status/all") } },
  "GET /api/monitoring/traffic": { expect: 404, probes: onForeignLocations("/api/monitoring/traffic", lastDay) },
  "GET /api/monitoring/bandwidth": { expect: 404, probes: onForeignLocations("/api/monitoring/bandwidth", lastDay) },
  "GET /api/monitoring/speedtest": { expect: 404, probes: onForeignLocations("/api/monitoring/speedtest", lastDay) },
  "GET /api/monitoring/devices": {
    expect: 404,
    probes: { "foreign site": get(`/api/monitoring/devices?site=${site}`) },
  },
  "GET /api/monitoring/devices_more": { expect: 404, probes: onForeignLocations("/api/monitoring/devices_more") },
  "GET /api/monitoring/sites/:id/full": {
    expect: 404,
    probes: { "foreign site": get(`/api/monitoring/sites/${site}/full`) },
  },
  "GET /api/monitoring/sites/:id/live": {
    expect: 404,
    probes: { "foreign site": { ...get(`/api/monitoring/sites/${site}/live`), stream: true } },
  },
  "GET /api/monitoring/esls": { expect: 404, probes: { "foreign site": get(`/api/monitoring/esls?site_id=${site}`) } },
  "GET /api/monitoring/sites/:id/availability": {
    expect: 404,
    probes: { "foreign site": get(`/api/monitoring/sites/${site}/availability?months=13`) },
  },
  // The statistics overview: the other customer's site and organism, as the monitoring calls.
  "GET /api/statistics/traffic": { expect: 404, probes: onForeignLocations("/api/statistics/traffic", lastDay) },
  "GET /api/statistics/purchases": { expect: 404, probes: onForeignLocations("/api/statistics/purchases", lastDayIso) },
  "GET /api/statistics/used_codes": {
    expect: 404,
    probes: onForeignLocations("/api/statistics/used_codes", lastDayIso),
  },
  // Yearly reporting: the other customer's site and organism in the location list.
  ...Object.fromEntries(
    ["revenues", "rooms", "use_of_service", "coupons", "online_sales", "export.xlsx"].map((call) => [
      `GET /api/statistics/${call}`,
      { expect: 404, probes: onForeignReportingLocations(`/api/statistics/${call}`) },
    ]),
  ),
  // Hotel IoT: the other customer's site, room, message, device and spare, by id and serial.
  "GET /api/iots/sites/:siteId/rooms": { expect: 404, probes: onForeignIot("/rooms") },
  "GET /api/iots/sites/:id/spare": { expect: 404, probes: onForeignIot("/spare") },
  "GET /api/iots/sites/:id/messages": { expect: 404, probes: onForeignIot("/messages") },
  "GET /api/iots/sites/:id/wlans": { expect: 404, probes: onForeignIot("/wlans") },
  // Named for the row they read, not "foreign site": our other site has no such pin, device or room to show.
  "GET /api/iots/sites/:id/tvs_pincode": { expect: 404, probes: onForeignIot("/tvs_pincode", "the foreign pin") },
  "GET /api/iots/sites/:id/devices/:serial": {
    expect: 404,
    probes: onForeignIot(`/devices/${foreignIot.serial}`, "the foreign device"),
  },
  "GET /api/iots/sites/:id/rooms/:roomId/history": {
    expect: 404,
    probes: onForeignIot(`/rooms/${foreignIot.room}/history`, "the foreign room"),
  },
  "POST /api/iots/sites/:id/messages": {
    expect: 404,
    writes: true,
    probes: iotWrite("POST", "/messages", { title: "Piscine", content: "Ouverte" }),
  },
  "PUT /api/iots/sites/:id/messages/:messageId": {
    expect: 404,
    writes: true,
    probes: iotWrite("PUT", `/messages/${foreignIot.message}`, { title: null, content: "Changé" }),
  },
  "DELETE /api/iots/sites/:id/messages/:messageId": {
    expect: 404,
    writes: true,
    probes: iotWrite("DELETE", `/messages/${foreignIot.message}`),
  },
  "POST /api/iots/sites/:id/messages/disable": {
    expect: 404,
    writes: true,
    probes: iotWrite("POST", "/messages/disable"),
  },
  "POST /api/iots/sites/:id/messages/:messageId/enable": {
    expect: 404,
    writes: true,
    probes: iotWrite("POST", `/messages/${foreignIot.message}/enable`),
  },
  "POST /api/iots/sites/:id/checkout_room": {
    expect: 404,
    writes: true,
    probes: iotWrite("POST", "/checkout_room", { room_name: "101", room_id: foreignIot.room }),
  },
  "POST /api/iots/reboot": {
    expect: 404,
    writes: true,
    probes: {
      "foreign site": {
        method: "POST",
        url: "/api/iots/reboot",
        payload: { type: "tvs", site_id: site, serial: foreignIot.serial },
      },
    },
  },
  "POST /api/iots/replace": {
    expect: 404,
    writes: true,
    probes: {
      "foreign site": {
        method: "POST",
        url: "/api/iots/replace",
        payload: { site_id: site, serial: foreignIot.serial, new_serial: foreignIot.spare },
      },
    },
  },
  // Casting statistics: the other customer's site and organism, each statistic alike.
  "GET /api/chromecast/:name": {
    expect: 404,
    probes: {
      "foreign site": get(`/api/chromecast/app_use?site_id=${site}${castingWindow}`),
      "foreign organism": get(`/api/chromecast/five_last_casts?organism_id=${organism}${castingWindow}`),
    },
  },
  "GET /api/tickets_sf/kpis": {
    expect: 404,
    probes: {
      "foreign site": get(`/api/tickets_sf/kpis?location_type=site&location_id=${site}`),
      "foreign organism": get(`/api/tickets_sf/kpis?location_type=organism&location_id=${organism}`),
    },
  },
  "GET /api/monitoring/floors/:floorUuid/plan": {
    expect: 404,
    probes: { "foreign floor": get(`/api/monitoring/floors/${foreignFloorUuid}/plan`) },
  },
  // Admins only: 403 before the floor (or the body) is read.
  "PUT /api/monitoring/floors/:floorUuid/plan": {
    expect: 403,
    writes: true,
    probes: {
      "foreign floor": { method: "PUT", url: `/api/monitoring/floors/${foreignFloorUuid}/plan`, payload: { plan: 1 } },
    },
  },
  "GET /api/monitoring/equipment/search": {
    expect: "list",
    probes: {
      "the foreign MAC": get("/api/monitoring/equipment/search?q=02-BB-00&limit=50"),
      "the foreign serial": get("/api/monitoring/equipment/search?q=rivb&limit=50"),
      "the colliding tag": get(`/api/monitoring/equipment/search?q=${collidingNames.tag}&limit=50`),
    },
  },
  "GET /api/coupons/coupon_defs": {
    expect: 404,
    probes: {
      "foreign site": get(`/api/coupons/coupon_defs?location_id=${site}&location_type=Site`),
      "foreign organism": get(`/api/coupons/coupon_defs?location_id=${organism}&location_type=Organism`),
    },
  },
  "POST /api/coupons": {
    expect: 404,
    writes: true,
    probes: {
      "on a foreign site": {
        method: "POST",
        url: "/api/coupons",
        payload: couponForm({ location_id: otherSite, location_type: "Site" }),
      },
      "on a foreign organism": {
        method: "POST",
        url: "/api/coupons",
        payload: couponForm({ location_id: organism, location_type: "Organism" }),
      },
    },
  },
  "PUT /api/coupons/:id/disable": {
    expect: 404,
    writes: true,
    probes: {
      "a foreign site's code": { method: "PUT", url: `/api/coupons/${siteCoupon}/disable` },
      "a foreign organism's code": { method: "PUT", url: `/api/coupons/${organismCoupon}/disable` },
    },
  },
  "DELETE /api/coupons/:id": {
    expect: 404,
    writes: true,
    probes: { "a foreign code": { method: "DELETE", url: `/api/coupons/${siteCoupon}` } },
  },
  "PUT /api/coupons/:id": {
    expect: 404,
    writes: true,
    probes: {
      "a foreign code": {
        method: "PUT",
        url: `/api/coupons/${siteCoupon}`,
        payload: { coupon: { phone_number: "+33700000000" } },
      },
    },
  },
  "POST /api/coupons/:id/send_sms": {
    expect: 404,
    writes: true,
    probes: { "a foreign code": { method: "POST", url: `/api/coupons/${siteCoupon}/send_sms`, payload: {} } },
  },
  "POST /api/es_proxy/:index/_search": {
    expect: "list",
    probes: { "every location": { method: "POST", url: "/api/es_proxy/locations/_search", payload: { size: 100 } } },
  },
  // A CSV, so that the other customer's codes and e-mails would show as text.
  "POST /api/exports/:index": {
    expect: "list",
    probes: {
      "every code": { method: "POST", url: "/api/exports/coupons?format=csv&locale=en", payload: {} },
      "the foreign site's codes": {
        method: "POST",
        url: "/api/exports/coupons?format=csv&locale=fr",
        payload: { query: { term: { site_id: site } } },
      },
      "every purchase": { method: "POST", url: "/api/exports/purchases?format=csv&locale=en", payload: {} },
      "the foreign organism's purchases": {
        method: "POST",
        url: "/api/exports/purchases?format=csv&locale=de",
        payload: { query: { term: { organism_id: organism } } },
      },
    },
  },
  ...advertisementEntries("/portal_annoucements"),
  ...advertisementEntries("/portal_announcements"),
  ...ticketEntries,
  ...silenceEntries,
  ...alertEntries,
  ...privateWifiEntries,
  ...siteToolsEntries,
  ...webhookEntries,
};

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

/**
 * The ingest calls, whose caller is a collector (its token names the sites
 * it reports), each item on `siteId`: sent by our site's collector with the
 * other customer's site, every item is refused and nothing is written.
 */
const collectorMatrix: Record<string, (siteId: number) => Probe> = {
  "POST /api/ingest/v1/batches": (siteId) => ({
    method: "POST",
    url: "/api/ingest/v1/batches",
    payload: {
      batch_id: "tenancy",
      line_states: [
        {
          site_id: siteId,
          line_id: "fiber-1",
          name: "Fibre",
          state: "ok",
          bandwidth_current: 1000,
          bandwidth_max: 2000,
          stamp: hoursAgo(1),
        },
      ],
      traffic: [{ site_id: siteId, stamp: hoursAgo(1), rx: 1, tx: 1, active_users: 1 }],
      speedtests: [{ site_id: siteId, stamp: hoursAgo(1), download: 1, upload: 1 }],
      esls: [{ site_id: siteId, mac: `02:ee:00:00:${String(siteId % 100).padStart(2, "0")}:01`, label: "Shelf 1" }],
      casts: [{ site_id: siteId, serial: tenancyStickOf(siteId), app: "Netflix", stamp: hoursAgo(1) }],
    },
  }),
  "POST /api/ingest/v1/maintenance": (siteId) => ({
    method: "POST",
    url: "/api/ingest/v1/maintenance",
    payload: {
      events: [
        {
          ticket_id: `NOC-${siteId}`,
          site_id: siteId,
          kind: "incident",
          state: "opened",
          criticality: "major",
          responsibility: "third_party",
          typology: "Coupure",
          description: "Le lien ne répond plus.",
          opened_at: hoursAgo(2),
        },
      ],
      interventions: [
        {
          ticket_id: `NOC-${siteId}`,
          site_id: siteId,
          intervention_date: hoursAgo(-20),
          state: "planned",
          typology: "Diagnostic",
          hotspot: "BP-0-01",
        },
      ],
    },
  }),
};

/** Routes that take no tenant's id, location or search, each with why. */
const exemptRoutes: Record<string, string> = {
  "GET /api/ingest/v1/commands":
    "a collector's token: the commands of its own sites only (modules/iot/delivery/commands.routes.test.ts)",
  "POST /api/ingest/v1/commands/:id/result":
    "a collector's token: another site's command answers 404 (modules/iot/delivery/commands.routes.test.ts)",
  "GET /api/health": "no input",
  "GET /api/health/live": "no input",
  "GET /api/health/ready": "no input",
  "GET /api/metrics": "no tenant data: the process's counters, behind METRICS_TOKEN (metrics.routes.test.ts)",
  "GET /api/config/public": "no input",
  "GET /api/legal/:page": "no tenant data: the operator's public texts from LEGAL_CONTENT_DIR (legal.routes.test.ts)",
  "GET /api/users/me": "the caller's own account",
  "GET /api/users/sign_out": "the caller's own session",
  "GET /api/users/reset_fake": "the caller's own log-as",
  "POST /api/users/sign_in": "anonymous; credentials, no tenant input",
  "POST /api/users/two_factor": "anonymous; the caller's own sign-in",
  "POST /api/users/two_factor/resend": "the caller's own sign-in",
  "POST /api/users/two_factor/authenticator": "the caller's own account",
  "POST /api/users/two_factor/authenticator/confirm": "the caller's own account",
  "POST /api/users/two_factor/recovery_codes": "the caller's own account",
  "PUT /api/users/two_factor": "the caller's own account",
  "POST /api/users/two_factor/step_up": "the caller's own session",
  "POST /api/users/two_factor/step_up/code": "the caller's own session",
  "GET /api/users/unlock": "anonymous; the mailed token is the capability",
  "POST /api/users/password": "anonymous; names an e-mail address, no tenant's row",
  "PUT /api/users/password": "anonymous; the mailed token is the capability",
  "GET /api/users/confirmation": "anonymous; the mailed token is the capability",
  "PUT /api/users/confirmation": "anonymous; the mailed token is the capability",
  "PATCH /api/users/update_password": "the caller's own account",
  "PATCH /api/users/language": "the caller's own account",
  "PUT /api/users/email_confirmation": "the mailed token is the capability",
  "POST /api/users/login_beta": "the handoff token is the capability",
  "POST /api/sessions/beta_handoff": "the caller's own session",
  "GET /api/v2/sessions/redirect_to_production": "the handoff token is the capability",
  "POST /api/generate_api_token": "the caller's own token",
  "POST /api/api/generate_api_token": "the caller's own token",
  "GET /api/auth/oidc/status": "no input",
  "GET /api/auth/oidc/start": "anonymous; starts a sign-in",
  "GET /api/auth/oidc/callback": "anonymous; the provider's answer",
  "POST /api/sponsors": "anonymous guest form: any site's portal may send it (SPEC sponsoring); answers the same",
  "GET /api/sponsors/:token": "the mailed token is the capability",
  "POST /api/sponsors/:token/use": "the mailed token is the capability",
  "GET /api/es_proxy/:index/_search": "the same handler as its POST, which the search matrix below covers",
  "POST /api/graphql":
    "needs the api role these profiles lack; graphql.api.test.ts sends another customer's site, organism and code by id and by list, graphql.iot.test.ts its site, room, message and device, graphql.announcements.test.ts its announcement",
  "GET /api/graphql": "queries only, the same resolvers as its POST (graphql.api.test.ts)",
  "GET /api/graphql/schema.graphql": "the schema, no tenant input",
  "GET /api/monitoring/counters/all":
    "figures only, over the sites status/all lists (one lookup); monitoring.routes.test compares them to the organism's",
  "GET /api/openapi.json": "no input; the same document for everyone",
  "GET /api/docs": "no input; the reference page",
  "GET /api/docs/:asset": "the reference page's fixed files",
  "GET /api/portal/sites/:id/announcement":
    "anonymous guest call: any site's portal may ask; the site's own announcement only, null alike for an unknown site (portal-announcements.routes.test.ts)",
  "GET /api/portal/announcement-images/:digest":
    "anonymous; the digest (SHA-256 of the bytes) is the capability (portal-announcements.routes.test.ts)",
};

const profiles = ["organismManager", "siteManager", "nowhereUser"] as const;
type Profile = (typeof profiles)[number];

const foreignIdSet = new Set<number>(Object.values(foreignIds));
const idKey = /(^|_)(id|ids|key)$|Id$/;

/** Where an answer shows the other customer: one of its ids under an id-like key, or its text. */
function foreignTraces(body: string): string[] {
  const lower = body.toLowerCase();
  const traces: string[] = foreignMarkers.filter((marker) => lower.includes(marker));
  const walk = (value: unknown, path: string, underIdKey: boolean) => {
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) walk(item, `${path}.${index}`, underIdKey);
    } else if (value !== null && typeof value === "object") {
      for (const [key, child] of Object.entries(value)) walk(child, `${path}.${key}`, idKey.test(key));
    } else if (underIdKey) {
      // Search documents' ids read "Site-9101".
      const number = typeof value === "number" ? value : Number(/(\d+)$/.exec(String(value))?.[1]);
      if (foreignIdSet.has(number)) traces.push(`${path}=${String(value)}`);
    }
  };
  try {
    walk(JSON.parse(body), "", false);
  } catch {
    // Not JSON: the markers alone.
  }
  return traces;
}

const countOf = (table: Table) => sql<number>`(select count(*) from ${table})::int`;

/** The other customer's rows a refused write must leave as they were, and the counts a creation would move. */
async function foreignState(db: Database) {
  return {
    account: await db.select().from(users).where(eq(users.id, user)),
    locations: await db
      .select()
      .from(userLocations)
      .where(inArray(userLocations.userId, [user, ourUserId])),
    codes: await db
      .select()
      .from(coupons)
      .where(inArray(coupons.id, [siteCoupon, organismCoupon])),
    plan: await db
      .select({ digest: floorPlans.digest, updatedAt: floorPlans.updatedAt })
      .from(floorPlans)
      .where(eq(floorPlans.floorId, foreignIds.floor)),
    placed: await db
      .select({ x: equipment.positionX, y: equipment.positionY })
      .from(equipment)
      .where(eq(equipment.id, foreignIds.equipment)),
    iot: {
      rooms: await db.select().from(iotRooms).where(eq(iotRooms.siteId, site)),
      devices: await db.select().from(iotDevices).where(eq(iotDevices.siteId, site)),
      spares: await db.select().from(iotSpares).where(eq(iotSpares.siteId, site)),
      messages: await db.select().from(iotMessages).where(eq(iotMessages.siteId, site)),
      commands: await db.select().from(iotCommands).where(eq(iotCommands.siteId, site)),
      casts: await db.select().from(castEvents).where(eq(castEvents.siteId, site)),
    },
    tickets: {
      rows: await db
        .select()
        .from(tickets)
        .where(inArray(tickets.id, [foreignTicket.site, foreignTicket.organism])),
      messages: await db
        .select()
        .from(ticketMessages)
        .where(inArray(ticketMessages.ticketId, [foreignTicket.site])),
    },
    silence: await db.select().from(silenceWindows).where(eq(silenceWindows.id, foreignSilenceWindow)),
    privateSpaces: await db.select().from(privateSpaces).where(eq(privateSpaces.siteId, site)),
    siteToolRuns: await db.select().from(siteToolRuns).where(eq(siteToolRuns.siteId, site)),
    webhooks: {
      endpoints: await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.organismId, organism)),
      events: await db.select().from(webhookEvents).where(eq(webhookEvents.organismId, organism)),
      deliveries: await db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, foreignWebhook.endpoint)),
    },
    organismSecurity: await db.select().from(organismSecurity).where(eq(organismSecurity.organismId, organism)),
    mutedEquipment: await db
      .select({ muted: equipment.muted })
      .from(equipment)
      .where(eq(equipment.id, foreignIds.equipment)),
    advertisement: {
      row: await db.select().from(advertisements).where(eq(advertisements.id, foreignAdvertisement)),
      locations: await db
        .select()
        .from(advertisementLocations)
        .where(eq(advertisementLocations.advertisementId, foreignAdvertisement)),
    },
    counts: await db
      .select({
        users: countOf(users),
        coupons: countOf(coupons),
        advertisements: countOf(advertisements),
        tickets: countOf(tickets),
        silenceWindows: countOf(silenceWindows),
        webhookEndpoints: countOf(webhookEndpoints),
        webhookEvents: countOf(webhookEvents),
        alertSubscriptions: countOf(alertSubscriptions),
        outbox: countOf(outboxMessages),
        telemetry: sql<number>`${countOf(siteLines)} + ${countOf(trafficSamples)} + ${countOf(speedtests)} + ${countOf(equipment)}`,
        maintenance: sql<number>`${countOf(maintenanceEvents)} + ${countOf(maintenanceInterventions)}`,
      })
      .from(sql`(select 1) as one`),
  };
}

const routeCalls = Object.entries(matrix).flatMap(([route, entry]) =>
  Object.keys(entry.probes).flatMap((probe) => profiles.map((profile) => [route, probe, profile] as const)),
);
// A site's holder does not get its organism's other sites: the foreign-site reads, aimed at our second site.
const siblingSiteCalls = Object.entries(matrix).flatMap(([route, entry]) =>
  entry.expect === 404 && !entry.writes && "foreign site" in entry.probes ? [route] : [],
);
const adminControls = Object.entries(matrix).flatMap(([route, entry]) =>
  entry.writes ? [] : Object.keys(entry.probes).map((probe) => [route, probe] as const),
);

/** The search requests each profile sends to each index, built from the index's own field names. */
function searchProbes(index: SearchIndexName): Record<string, unknown> {
  const fields = searchIndexes[index].fields;
  const siteField = ["site_id", "site_ids", "id"].find((name) => name in fields) ?? "id";
  const organismField = ["organism_id", "organism_ids"].find((name) => name in fields) ?? "organism_id";
  // An account's locations are many per document, which terms aggregations refuse: its own id then.
  const bucketFields = index === "center_users" ? ["id"] : [siteField, organismField];
  return {
    match_all: { size: 100, query: { match_all: {} } },
    "the colliding names": {
      size: 100,
      query: {
        simple_query_string: {
          query: `"${collidingNames.site}" | "${collidingNames.organism}" | ${collidingNames.user}`,
          fields: ["*"],
        },
      },
    },
    "a term on the foreign site": { query: { term: { [siteField]: site } } },
    "a term on the foreign organism": { query: { term: { [organismField]: organism } } },
    "site and organism buckets": {
      size: 0,
      aggs: Object.fromEntries(bucketFields.map((field) => [field, { terms: { field } }])),
    },
  };
}
const searchCalls = searchIndexNames.flatMap((index) =>
  Object.keys(searchProbes(index)).flatMap((probe) =>
    (["admin", ...profiles] as const).map((profile) => [index, probe, profile] as const),
  ),
);

describe.each(testEngines)("tenancy matrix on %s", (engine) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let registered = new Set<string>();
  let world: TenancyMatrixFixture;
  const sessions = {} as Record<Profile | "admin", TestSession>;
  let calls = 0;
  let collectorHeaders: Record<string, string> = {};

  // Tests share the matrix fixture, one app and four sessions (over a thousand probes; a fixture per probe would take minutes): every probe of the other customer is refused and leaves its rows as they were, and the counts the writing probes compare are taken before and after their own call.
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    app = buildTestApp(database, { publicUrl: "https://console.ondine.test" });
    registered = collectApiRoutes(app);
    await app.ready();
    world = await insertTenancyMatrixFixture(database.db);
    await insertForeignIot(database.db);
    await insertForeignAdvertisement(database.db);
    await insertTickets(database.db, world.ours);
    await insertForeignSilenceWindow(database.db);
    await insertForeignAlert(database.db);
    await insertForeignPrivateWifi(database.db);
    await insertForeignSiteTools(database.db);
    await insertForeignWebhooks(database.db);
    await insertTenancySticks(database.db, [site, world.ours.siteId]);
    for (const profile of ["admin", ...profiles] as const) sessions[profile] = await signInAs(app, world[profile]);
    const collector = await createCollector(database.db, { name: "Our collector", siteIds: [world.ours.siteId] });
    collectorHeaders = { authorization: `Bearer ${collector.token}`, "content-type": "application/json" };
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  function send(profile: Profile | "admin", probe: Probe) {
    calls += 1;
    const headers = sessions[profile].headers;
    const request = {
      method: probe.method,
      url: probe.url,
      // A new client address each call: the mail and log-as limits count per address.
      remoteAddress: `10.1.${(calls >> 8) & 255}.${calls & 255}`,
      ...(probe.payload === undefined
        ? { headers }
        : { headers: { ...headers, "content-type": "application/json" }, payload: JSON.stringify(probe.payload) }),
    };
    return probe.stream ? injectUntilFirstBlock(app, request) : app.inject(request);
  }

  it("has an entry or an exemption for every registered route", () => {
    expect(
      routeTableGaps(registered, [
        ...Object.keys(matrix),
        ...Object.keys(collectorMatrix),
        ...Object.keys(exemptRoutes),
      ]),
    ).toEqual({
      unlisted: [],
      stale: [],
    });
  });

  it.each(routeCalls)("%s, %s, as %s: nothing of the other customer", async (route, probeName, profile) => {
    const entry = matrix[route];
    const probe = entry?.probes[probeName];
    if (!entry || !probe) throw new Error(`no probe ${probeName} for ${route}`);
    const before = entry.writes ? await foreignState(database.db) : undefined;
    const response = await send(profile, probe);
    expect(response.statusCode).toBe(entry.expect === "list" ? 200 : entry.expect);
    expect(foreignTraces(response.body)).toEqual([]);
    if (before) expect(await foreignState(database.db)).toEqual(before);
  });

  it.each(siblingSiteCalls)("%s, our other site, as siteManager: 404", async (route) => {
    const probe = matrix[route]?.probes["foreign site"];
    if (!probe) throw new Error(`no foreign-site probe for ${route}`);
    const onOurOtherSite = { ...probe, url: probe.url.replace(String(site), String(ourOtherSiteId)) };
    expect((await send("siteManager", onOurOtherSite)).statusCode).toBe(404);
    // The organism's holder gets it: the 404 is the scope's, not another refusal.
    expect((await send("organismManager", onOurOtherSite)).statusCode).toBe(200);
  });

  it.each(Object.keys(collectorMatrix))("%s, by our site's collector, on the other customer's site", async (route) => {
    const probeOn = collectorMatrix[route];
    if (!probeOn) throw new Error(`no probe for ${route}`);
    const inject = (probe: Probe) =>
      app.inject({
        method: probe.method,
        url: probe.url,
        headers: collectorHeaders,
        payload: JSON.stringify(probe.payload),
      });
    const before = await foreignState(database.db);
    const refused = await inject(probeOn(site));
    expect(refused.statusCode).toBe(200);
    const answer = refused.json<{ accepted: number; rejected: { reason: string }[] }>();
    expect(answer.accepted).toBe(0);
    expect(new Set(answer.rejected.map((item) => item.reason))).toEqual(new Set(["site_not_allowed"]));
    expect(await foreignState(database.db)).toEqual(before);
    // The control: the same items on our site are taken.
    const taken = await inject(probeOn(world.ours.siteId));
    expect(taken.json()).toMatchObject({ rejected: [] });
  });

  // The control: the same requests as an admin reach the other customer, so the ids above are real.
  it.each(adminControls)("%s, %s, as the admin: the other customer's data", async (route, probeName) => {
    const probe = matrix[route]?.probes[probeName];
    if (!probe) throw new Error(`no probe ${probeName} for ${route}`);
    const response = await send("admin", probe);
    expect(response.statusCode).toBe(200);
    if (matrix[route]?.expect === "list") expect(foreignTraces(response.body)).not.toEqual([]);
  });

  it.each(searchCalls)("search %s, %s, as %s", async (index, probeName, profile) => {
    const body = searchProbes(index)[probeName];
    const response = await send(profile, { method: "POST", url: `/api/es_proxy/${index}/_search`, payload: body });
    expect(response.statusCode).toBe(200);
    const traces = foreignTraces(response.body);
    // The admin is the control: every one of these requests shows the other customer to them.
    if (profile === "admin") expect(traces).not.toEqual([]);
    else expect(traces).toEqual([]);
  });
});
