import {
  accountEditBodySchema,
  addCalendarDays,
  advertisementBodySchema,
  advertisementListQuerySchema,
  advertisementParamsSchema,
  advertisementTakenPeriodsQuerySchema,
  alertLogQuerySchema,
  alertSubscriptionsUpdateSchema,
  authenticatorConfirmBodySchema,
  availabilityHistoryQuerySchema,
  buildingsQuerySchema,
  calendarDayOf,
  castingParamsSchema,
  castingQuerySchema,
  collectorCommandParamsSchema,
  collectorCommandResultSchema,
  collectorCommandsQuerySchema,
  confirmationBodySchema,
  couponCreationBodySchema,
  couponDefsQuerySchema,
  couponPhoneBodySchema,
  couponSmsBodySchema,
  createTicketSchema,
  emailConfirmationBodySchema,
  equipmentSearchQuerySchema,
  exportBodySchema,
  exportQuerySchema,
  floorPlanParamsSchema,
  floorPlanQuerySchema,
  formatCalendarDay,
  generateApiTokenBodySchema,
  ingestBatchSchema,
  ingestCodeUseSchema,
  ingestEquipmentStateSchema,
  ingestEslSchema,
  ingestGuestSchema,
  ingestLineStateSchema,
  ingestMaintenanceEventSchema,
  ingestMaintenanceFeedSchema,
  ingestMaintenanceInterventionSchema,
  ingestPurchaseSchema,
  ingestSpeedtestSchema,
  ingestTrafficSampleSchema,
  iotCheckoutSchema,
  iotDeviceParamsSchema,
  iotMessageCreateSchema,
  iotMessageParamsSchema,
  iotMessageUpdateSchema,
  iotRebootSchema,
  iotReplaceSchema,
  iotRoomParamsSchema,
  iotRoomsParamsSchema,
  iotSiteParamsSchema,
  languageChoiceBodySchema,
  liveEquipmentQuerySchema,
  locationOptionsQuerySchema,
  loginBetaBodySchema,
  monitoringDevicesQuerySchema,
  monitoringEslsQuerySchema,
  monitoringLocationQuerySchema,
  monitoringWindowQuerySchema,
  organismSecurityBodySchema,
  pageQuerySchema,
  passwordResetBodySchema,
  passwordResetRequestBodySchema,
  pathIdParamsSchema,
  portalAnnouncementParamsSchema,
  portalAnnouncementQuerySchema,
  privateSpaceBulkSchema,
  privateSpaceCardsSchema,
  privateSpaceCreateSchema,
  privateSpaceExportQuerySchema,
  privateSpaceParamsSchema,
  privateSpaceQuerySchema,
  privateSpaceUpdateSchema,
  privateWifiSiteParamsSchema,
  recoveryCodesRegenerateBodySchema,
  reportingExportQuerySchema,
  reportingQuerySchema,
  signInBodySchema,
  silenceWindowCreateSchema,
  silenceWindowExtendSchema,
  silenceWindowQuerySchema,
  speedTestStartBodySchema,
  sponsorRequestBodySchema,
  sponsorUseBodySchema,
  statisticsCountQuerySchema,
  stepUpBodySchema,
  ticketAttachmentParamsSchema,
  ticketKpisQuerySchema,
  ticketQuerySchema,
  ticketReplySchema,
  ticketsExportQuerySchema,
  ticketUpdateSchema,
  twoFactorSettingBodySchema,
  twoFactorSignInBodySchema,
  updatePasswordBodySchema,
  userBodySchema,
  usersQuerySchema,
  webhookDeliveryParamsSchema,
  webhookDeliveryQuerySchema,
  webhookEndpointCreateSchema,
  webhookEndpointQuerySchema,
  webhookEndpointUpdateSchema,
  webhookReplaySchema,
} from "@ondine/domain";
import fc from "fast-check";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import type { DatabaseHandle } from "./db";
import { announcementImageParamsSchema } from "./modules/advertisements";
import { confirmationQuerySchema, unlockQuerySchema } from "./modules/auth";
import { redirectToProductionQuerySchema } from "./modules/beta-handoff";
import { exportPathParamsSchema } from "./modules/exports";
import { createCollector } from "./modules/ingest";
import { legalPageParamsSchema, legalPageQuerySchema } from "./modules/legal";
import { tokenParamsSchema } from "./modules/sponsors";
import { startQuerySchema } from "./modules/sso";
import { insertBuildingWithFloor } from "./test/building-factory";
import { decodablePng } from "./test/decodable-images";
import { injectUntilFirstBlock } from "./test/inject-event-stream";
import { insertOrganism } from "./test/organism-factory";
import { collectApiRoutes, routeTableGaps } from "./test/route-collector";
import { signInAs, type TestSession } from "./test/sessions";
import { insertSite } from "./test/site-factory";
import { buildTestApp } from "./test/test-app";
import { openTestDatabase, testEngines } from "./test/test-database";
import { insertUser } from "./test/user-factory";

// docs/security.md "Input validation": every route the app registers is sent
// generated bodies, queries and path ids built from its schemas (wrong types,
// NUL, huge numbers, long strings, extra fields). No answer may be 500, and
// every 400/422 names a field. A route added without an entry below (or an
// exemption with its reason) fails the coverage test.

/** Who calls a route: a signed-in admin, nobody, or a collector with its token. */
type Caller = "admin" | "anonymous" | "collector";

type RouteInputs = {
  caller: Caller;
  body?: z.ZodType;
  /** Query string schemas; a call reading two (location and window) lists both. */
  query?: z.ZodType[];
  params?: z.ZodType;
  /** Only ids that name nothing: a real one would end the test's session or delete its data. */
  badPathIdsOnly?: boolean;
  /** A valid body or query, so that a single wrong field reaches as far as it can (the database included). */
  validBody?: () => unknown;
  validQuery?: () => Record<string, unknown>;
  /** Fields read leniently on purpose (`.catch`): a wrong value is ignored rather than refused. */
  lenient?: boolean;
  /** An event stream that never ends when it answers 200: read up to its first block. */
  stream?: boolean;
  /** The body's one object whose fields `errors` names without its key, as its form does (`advertisement`). */
  errorsInside?: string;
};

const now = new Date();
const seriesQuery = [monitoringLocationQuerySchema, monitoringWindowQuerySchema];
const hoursFromNow = (hours: number) => new Date(now.getTime() + hours * 3_600_000).toISOString();

/** The rows the valid requests name, made in beforeAll. */
const fixture = { siteId: 0, organismId: 0, adminEmail: "" };
const siteQuery = () => ({ site: fixture.siteId });
const reportingOfSite = () => ({ "search[year]": 2025, "search[site_ids][]": fixture.siteId });
const lastDayOfSite = () => ({ site: fixture.siteId, start_at: hoursFromNow(-24), stop_at: hoursFromNow(0) });
const userForm = () => ({
  user: {
    first_name: "Anne",
    last_name: "Martin",
    email: "anne.martin@example.test",
    country: "FR",
    salutation: "mrs",
    function: "Réception",
    phone: "+33612345678",
    user_locations_attributes: [{ location_id: fixture.siteId, location_type: "Site" }],
  },
});
const maintenanceFeed = () => ({
  events: [
    {
      ticket_id: "NOC-1",
      site_id: fixture.siteId,
      kind: "incident",
      state: "opened",
      criticality: "major",
      responsibility: "third_party",
      typology: "Coupure",
      description: "Le lien ne répond plus.",
      opened_at: hoursFromNow(-2),
    },
  ],
  interventions: [
    {
      ticket_id: "NOC-1",
      site_id: fixture.siteId,
      intervention_date: hoursFromNow(20),
      state: "planned",
      typology: "Diagnostic",
      hotspot: "BP-0-01",
    },
  ],
});
const ingestBatch = () => ({
  batch_id: "property",
  line_states: [
    {
      site_id: fixture.siteId,
      line_id: "fiber-1",
      name: "Fibre",
      state: "ok",
      bandwidth_current: 1000,
      bandwidth_max: 2000,
      stamp: hoursFromNow(-1),
    },
  ],
  traffic: [{ site_id: fixture.siteId, stamp: hoursFromNow(-1), rx: 1, tx: 1, active_users: 1 }],
  speedtests: [{ site_id: fixture.siteId, stamp: hoursFromNow(-1), download: 1, upload: 1 }],
  esls: [{ site_id: fixture.siteId, mac: "02:aa:00:00:00:01", label: "Shelf 1", model: "ESL" }],
  casts: [{ site_id: fixture.siteId, serial: "PROP-CC-0001", app: "Netflix", stamp: hoursFromNow(-1) }],
});

/** A valid announcement on the fixture's site, with an image (days of its own each time: no overlap). */
let advertisementDays = 0;
// A real PNG: the server decodes it, so a header alone would be refused before the database.
const advertisementPng = Buffer.from(await decodablePng(640, 480)).toString("base64");
const advertisementForm = () => {
  advertisementDays += 1;
  const day = formatCalendarDay(addCalendarDays(calendarDayOf(now), 400 + advertisementDays * 2));
  return {
    advertisement: {
      internal_title: "Travaux",
      public_title: { fr: "Travaux", en: "Works" },
      content: { fr: "La piscine est fermée.", en: "The pool is closed." },
      signature: { fr: "La direction", en: "The management" },
      starts_at: day,
      ends_at: day,
      fallback_language: "fr",
      image: { name: "piscine.png", base64: advertisementPng },
      locations: [{ location_id: fixture.siteId, location_type: "Site" }],
    },
  };
};
/** The console's announcement calls, under SPEC's spelling and the alias. */
const advertisementInputs = (base: string): Record<string, RouteInputs> => ({
  [`GET /api${base}`]: { caller: "admin", query: [advertisementListQuerySchema] },
  [`GET /api${base}/:id`]: { caller: "admin", params: advertisementParamsSchema },
  [`GET /api${base}/taken_periods`]: {
    caller: "admin",
    query: [advertisementTakenPeriodsQuerySchema],
    validQuery: () => ({ locations: "Site-1" }),
  },
  [`POST /api${base}`]: {
    caller: "admin",
    body: advertisementBodySchema,
    validBody: advertisementForm,
    errorsInside: "advertisement",
  },
  [`PUT /api${base}/:id`]: {
    caller: "admin",
    params: advertisementParamsSchema,
    body: advertisementBodySchema,
    validBody: advertisementForm,
    errorsInside: "advertisement",
  },
  [`DELETE /api${base}/:id`]: { caller: "admin", params: advertisementParamsSchema, badPathIdsOnly: true },
});

/** The schemas of each route, `METHOD url` as Fastify registers it. */
const inputsByRoute: Record<string, RouteInputs> = {
  "POST /api/users/sign_in": { caller: "anonymous", body: signInBodySchema },
  "POST /api/users/two_factor": { caller: "anonymous", body: twoFactorSignInBodySchema },
  "POST /api/users/two_factor/authenticator/confirm": { caller: "admin", body: authenticatorConfirmBodySchema },
  "POST /api/users/two_factor/recovery_codes": { caller: "admin", body: recoveryCodesRegenerateBodySchema },
  "PUT /api/users/two_factor": { caller: "admin", body: twoFactorSettingBodySchema },
  "POST /api/users/two_factor/step_up": { caller: "admin", body: stepUpBodySchema },
  "GET /api/organisms/:id/security": { caller: "admin", params: pathIdParamsSchema },
  "PUT /api/organisms/:id/security": { caller: "admin", params: pathIdParamsSchema, body: organismSecurityBodySchema },
  "GET /api/monitoring/sites/:id/tools": { caller: "admin", params: pathIdParamsSchema },
  "GET /api/monitoring/site_tools/runs/:id": { caller: "admin", params: pathIdParamsSchema },
  "POST /api/monitoring/sites/:id/tools/speed_tests": {
    caller: "admin",
    params: pathIdParamsSchema,
    body: speedTestStartBodySchema,
  },
  "POST /api/monitoring/sites/:id/tools/diagnoses": {
    caller: "admin",
    params: pathIdParamsSchema,
    badPathIdsOnly: true,
  },
  // Webhooks on the fixture's organism; the path ids name no endpoint (the valid requests stop at their 404).
  "GET /api/webhooks/endpoints": { caller: "admin", query: [webhookEndpointQuerySchema] },
  "POST /api/webhooks/endpoints": {
    caller: "admin",
    body: webhookEndpointCreateSchema,
    validBody: () => ({
      organism_id: fixture.organismId,
      url: "https://pms.example/hooks/ondine",
      description: "PMS",
      event_types: ["site.down", "ticket.opened"],
      enabled: true,
    }),
  },
  "GET /api/webhooks/endpoints/:id": { caller: "admin", params: pathIdParamsSchema },
  "PATCH /api/webhooks/endpoints/:id": {
    caller: "admin",
    params: pathIdParamsSchema,
    body: webhookEndpointUpdateSchema,
    validBody: () => ({
      url: "https://pms.example/hooks/v2",
      description: "PMS",
      event_types: ["code.used"],
      enabled: false,
    }),
  },
  "DELETE /api/webhooks/endpoints/:id": { caller: "admin", params: pathIdParamsSchema, badPathIdsOnly: true },
  "POST /api/webhooks/endpoints/:id/secret": { caller: "admin", params: pathIdParamsSchema, badPathIdsOnly: true },
  "POST /api/webhooks/endpoints/:id/test": { caller: "admin", params: pathIdParamsSchema, badPathIdsOnly: true },
  "GET /api/webhooks/endpoints/:id/deliveries": {
    caller: "admin",
    params: pathIdParamsSchema,
    query: [webhookDeliveryQuerySchema],
  },
  "GET /api/webhooks/endpoints/:id/deliveries/:delivery_id": { caller: "admin", params: webhookDeliveryParamsSchema },
  "POST /api/webhooks/endpoints/:id/deliveries/:delivery_id/replay": {
    caller: "admin",
    params: webhookDeliveryParamsSchema,
  },
  "POST /api/webhooks/endpoints/:id/replay": {
    caller: "admin",
    params: pathIdParamsSchema,
    body: webhookReplaySchema,
    validBody: () => ({ since: hoursFromNow(-24) }),
  },
  "GET /api/users/unlock": { caller: "anonymous", query: [unlockQuerySchema] },
  "POST /api/users/password": { caller: "anonymous", body: passwordResetRequestBodySchema },
  "PUT /api/users/password": { caller: "anonymous", body: passwordResetBodySchema },
  "GET /api/users/confirmation": { caller: "anonymous", query: [confirmationQuerySchema] },
  "PUT /api/users/confirmation": { caller: "anonymous", body: confirmationBodySchema },
  "PATCH /api/users/update_password": { caller: "admin", body: updatePasswordBodySchema },
  "PATCH /api/users/language": { caller: "admin", body: languageChoiceBodySchema },
  "PUT /api/users/email_confirmation": { caller: "anonymous", body: emailConfirmationBodySchema },
  "POST /api/users/login_beta": { caller: "anonymous", body: loginBetaBodySchema },
  "GET /api/v2/sessions/redirect_to_production": {
    caller: "anonymous",
    query: [redirectToProductionQuerySchema],
    lenient: true,
  },
  "GET /api/auth/oidc/start": { caller: "anonymous", query: [startQuerySchema], lenient: true },
  "GET /api/audit_events": { caller: "admin", query: [pageQuerySchema] },
  "GET /api/admin/outbox": { caller: "admin", query: [pageQuerySchema] },
  "GET /api/users": { caller: "admin", query: [usersQuerySchema] },
  "POST /api/users": { caller: "admin", body: userBodySchema, validBody: userForm },
  "GET /api/users/:id": { caller: "admin", params: pathIdParamsSchema },
  "PATCH /api/users/:id": {
    caller: "admin",
    params: pathIdParamsSchema,
    body: accountEditBodySchema,
    validBody: userForm,
  },
  "DELETE /api/admin/users/:id": { caller: "admin", params: pathIdParamsSchema, badPathIdsOnly: true },
  "GET /api/users/:id/fake": { caller: "admin", params: pathIdParamsSchema, badPathIdsOnly: true },
  "POST /api/admin/users/:id/reactivate": { caller: "admin", params: pathIdParamsSchema, badPathIdsOnly: true },
  "GET /api/admin/users/:id/resend_confirmation_instructions": { caller: "admin", params: pathIdParamsSchema },
  "GET /api/locations": { caller: "admin", query: [locationOptionsQuerySchema] },
  "GET /api/locations/buildings": { caller: "admin", query: [buildingsQuerySchema], validQuery: siteQuery },
  "POST /api/ingest/v1/batches": { caller: "collector", body: ingestBatchSchema, validBody: ingestBatch },
  "POST /api/ingest/v1/maintenance": {
    caller: "collector",
    body: ingestMaintenanceFeedSchema,
    validBody: maintenanceFeed,
  },
  // wait=0: a valid query answers at once rather than holding the request open.
  "GET /api/ingest/v1/commands": {
    caller: "collector",
    query: [collectorCommandsQuerySchema],
    validQuery: () => ({ wait: 0 }),
  },
  "POST /api/ingest/v1/commands/:id/result": {
    caller: "collector",
    params: collectorCommandParamsSchema,
    body: collectorCommandResultSchema,
    validBody: () => ({ status: "failed", message: "device did not answer" }),
  },
  "GET /api/monitoring/status": { caller: "admin", query: [monitoringLocationQuerySchema], validQuery: siteQuery },
  "GET /api/monitoring/counters": { caller: "admin", query: [monitoringLocationQuerySchema], validQuery: siteQuery },
  "GET /api/monitoring/traffic": { caller: "admin", query: seriesQuery, validQuery: siteQuery },
  "GET /api/monitoring/bandwidth": { caller: "admin", query: seriesQuery, validQuery: siteQuery },
  "GET /api/monitoring/speedtest": { caller: "admin", query: seriesQuery, validQuery: siteQuery },
  "GET /api/monitoring/devices": { caller: "admin", query: [monitoringDevicesQuerySchema], validQuery: siteQuery },
  "GET /api/monitoring/devices_more": {
    caller: "admin",
    query: [monitoringLocationQuerySchema],
    validQuery: siteQuery,
  },
  "GET /api/monitoring/sites/:id/full": { caller: "admin", params: pathIdParamsSchema },
  "GET /api/monitoring/sites/:id/availability": {
    caller: "admin",
    params: pathIdParamsSchema,
    query: [availabilityHistoryQuerySchema],
    validQuery: () => ({ months: 3 }),
  },
  // A stream that never ends when it answers 200: the valid requests read up to its first block.
  "GET /api/monitoring/sites/:id/live": {
    caller: "admin",
    params: pathIdParamsSchema,
    query: [liveEquipmentQuerySchema],
    validQuery: () => ({ since: 0 }),
    stream: true,
  },
  "GET /api/monitoring/esls": {
    caller: "admin",
    query: [monitoringEslsQuerySchema],
    validQuery: () => ({ site_id: fixture.siteId }),
  },
  "GET /api/monitoring/floors/:floorUuid/plan": {
    caller: "admin",
    params: floorPlanParamsSchema,
    query: [floorPlanQuerySchema],
  },
  // Its body is the image's bytes, not JSON: maps.routes.test.ts and floor-plan-image.test.ts send bad ones.
  "PUT /api/monitoring/floors/:floorUuid/plan": { caller: "admin", params: floorPlanParamsSchema },
  "GET /api/monitoring/equipment/search": {
    caller: "admin",
    query: [equipmentSearchQuerySchema],
    validQuery: () => ({ q: "bp-0", limit: 20 }),
  },
  // The statistics overview.
  "GET /api/statistics/traffic": { caller: "admin", query: seriesQuery, validQuery: siteQuery },
  "GET /api/statistics/purchases": { caller: "admin", query: [statisticsCountQuerySchema], validQuery: lastDayOfSite },
  "GET /api/statistics/used_codes": { caller: "admin", query: [statisticsCountQuerySchema], validQuery: lastDayOfSite },
  // Yearly reporting: a past year of the fixture's site, the workbook in French.
  ...Object.fromEntries(
    ["revenues", "rooms", "use_of_service", "coupons", "online_sales"].map((call) => [
      `GET /api/statistics/${call}`,
      { caller: "admin", query: [reportingQuerySchema], validQuery: reportingOfSite } satisfies RouteInputs,
    ]),
  ),
  "GET /api/statistics/export.xlsx": {
    caller: "admin",
    query: [reportingExportQuerySchema],
    validQuery: () => ({ ...reportingOfSite(), locale: "fr" }),
  },
  // Hotel IoT: the path's other ids stay as written (`:messageId` names nothing: 404).
  "GET /api/iots/sites/:siteId/rooms": { caller: "admin", params: iotRoomsParamsSchema },
  "GET /api/iots/sites/:id/spare": { caller: "admin", params: iotSiteParamsSchema },
  "GET /api/iots/sites/:id/messages": { caller: "admin", params: iotSiteParamsSchema },
  "POST /api/iots/sites/:id/messages": {
    caller: "admin",
    params: iotSiteParamsSchema,
    body: iotMessageCreateSchema,
    validBody: () => ({ title: "Bienvenue", content: "Bon séjour" }),
  },
  "PUT /api/iots/sites/:id/messages/:messageId": {
    caller: "admin",
    params: iotMessageParamsSchema,
    body: iotMessageUpdateSchema,
    validBody: () => ({ title: null, content: "Bon séjour" }),
  },
  "DELETE /api/iots/sites/:id/messages/:messageId": {
    caller: "admin",
    params: iotMessageParamsSchema,
    badPathIdsOnly: true,
  },
  "POST /api/iots/sites/:id/messages/disable": { caller: "admin", params: iotSiteParamsSchema, badPathIdsOnly: true },
  "POST /api/iots/sites/:id/messages/:messageId/enable": {
    caller: "admin",
    params: iotMessageParamsSchema,
    badPathIdsOnly: true,
  },
  "POST /api/iots/sites/:id/checkout_room": {
    caller: "admin",
    params: iotSiteParamsSchema,
    body: iotCheckoutSchema,
    validBody: () => ({ room_name: "101", room_id: 1 }),
  },
  "POST /api/iots/reboot": {
    caller: "admin",
    body: iotRebootSchema,
    validBody: () => ({ type: "devices", site_id: fixture.siteId, serial: "GA00000001" }),
  },
  "POST /api/iots/replace": {
    caller: "admin",
    body: iotReplaceSchema,
    validBody: () => ({ site_id: fixture.siteId, serial: "GA00000001", new_serial: "GA00000002" }),
  },
  "GET /api/iots/sites/:id/wlans": { caller: "admin", params: iotSiteParamsSchema },
  "GET /api/iots/sites/:id/devices/:serial": { caller: "admin", params: iotDeviceParamsSchema },
  "GET /api/iots/sites/:id/tvs_pincode": { caller: "admin", params: iotSiteParamsSchema },
  "GET /api/iots/sites/:id/rooms/:roomId/history": { caller: "admin", params: iotRoomParamsSchema },
  // Casting statistics: a statistic that exists (realIds.name), so the query is read.
  "GET /api/chromecast/:name": {
    caller: "admin",
    params: castingParamsSchema,
    query: [castingQuerySchema],
    validQuery: () => ({
      site_id: fixture.siteId,
      from: Math.floor(now.getTime() / 1000) - 31 * 86_400,
      to: Math.floor(now.getTime() / 1000),
    }),
  },
  "GET /api/tickets_sf/kpis": {
    caller: "admin",
    query: [ticketKpisQuerySchema],
    validQuery: () => ({ location_type: "site", location_id: fixture.siteId }),
  },
  "GET /api/tickets": { caller: "admin", query: [ticketQuerySchema] },
  "GET /api/tickets/export": {
    caller: "admin",
    query: [ticketsExportQuerySchema],
    validQuery: () => ({ format: "csv" }),
  },
  "POST /api/tickets": {
    caller: "admin",
    body: createTicketSchema,
    validBody: () => ({
      location_type: "Site",
      location_id: fixture.siteId,
      kind: "technical",
      subject: "Borne muette",
      message: "Plus aucun client ne se connecte.",
    }),
  },
  "GET /api/tickets/:id": { caller: "admin", params: pathIdParamsSchema },
  "POST /api/tickets/:id/messages": {
    caller: "admin",
    params: pathIdParamsSchema,
    body: ticketReplySchema,
    validBody: () => ({ message: "Bonjour", status: 11 }),
  },
  "PATCH /api/tickets/:id": {
    caller: "admin",
    params: pathIdParamsSchema,
    body: ticketUpdateSchema,
    validBody: () => ({ status: 13, kind: "pos", assignee_id: null }),
  },
  "GET /api/tickets/:id/attachments/:attachment_id": { caller: "admin", params: ticketAttachmentParamsSchema },
  "GET /api/silent_mode/windows": { caller: "admin", query: [silenceWindowQuerySchema] },
  "POST /api/silent_mode/windows": {
    caller: "admin",
    body: silenceWindowCreateSchema,
    validBody: () => ({
      site_id: fixture.siteId,
      target: "site",
      starts_at: hoursFromNow(1),
      ends_at: hoursFromNow(3),
      reason: "works",
      note: "Travaux",
    }),
  },
  "POST /api/silent_mode/windows/:id/end": { caller: "admin", params: pathIdParamsSchema },
  "POST /api/silent_mode/windows/:id/extend": {
    caller: "admin",
    params: pathIdParamsSchema,
    body: silenceWindowExtendSchema,
    validBody: () => ({ ends_at: hoursFromNow(5) }),
  },
  // Private Wi-Fi, on the fixture's site, which has no private SSID: a valid creation stops at its 422.
  "GET /api/ran/sites/:site_id/spaces": {
    caller: "admin",
    params: privateWifiSiteParamsSchema,
    query: [privateSpaceQuerySchema],
  },
  "POST /api/ran/sites/:site_id/spaces": {
    caller: "admin",
    params: privateWifiSiteParamsSchema,
    body: privateSpaceCreateSchema,
    validBody: () => ({ name: "Chambre 12", comment: "Bail", expires_on: null }),
  },
  "GET /api/ran/spaces/:id": { caller: "admin", params: privateSpaceParamsSchema },
  "PATCH /api/ran/spaces/:id": {
    caller: "admin",
    params: privateSpaceParamsSchema,
    body: privateSpaceUpdateSchema,
    validBody: () => ({ name: "Chambre 12", comment: "Bail", expires_on: null }),
  },
  "DELETE /api/ran/spaces/:id": { caller: "admin", params: privateSpaceParamsSchema, badPathIdsOnly: true },
  "POST /api/ran/spaces/:id/reset": { caller: "admin", params: privateSpaceParamsSchema, badPathIdsOnly: true },
  "POST /api/ran/spaces/:id/reveal": { caller: "admin", params: privateSpaceParamsSchema },
  "POST /api/ran/sites/:site_id/spaces/bulk": {
    caller: "admin",
    params: privateWifiSiteParamsSchema,
    body: privateSpaceBulkSchema,
    validBody: () => ({
      action: "set_expiry",
      selection: { matching: { q: "chambre", state: "active" } },
      expected: 1,
      expires_on: null,
    }),
  },
  // Multipart bodies, not JSON: private-space-import.routes.test.ts sends files it cannot read, or none.
  "POST /api/ran/sites/:site_id/spaces/import/preview": { caller: "admin", params: privateWifiSiteParamsSchema },
  "POST /api/ran/sites/:site_id/spaces/import": { caller: "admin", params: privateWifiSiteParamsSchema },
  "GET /api/ran/sites/:site_id/imports": { caller: "admin", params: privateWifiSiteParamsSchema },
  "GET /api/ran/sites/:site_id/spaces/export": {
    caller: "admin",
    params: privateWifiSiteParamsSchema,
    query: [privateSpaceExportQuerySchema],
  },
  "POST /api/ran/sites/:site_id/spaces/cards": {
    caller: "admin",
    params: privateWifiSiteParamsSchema,
    body: privateSpaceCardsSchema,
    validBody: () => ({ selection: { ids: [1, 2] } }),
  },
  "PUT /api/alerts/subscriptions": {
    caller: "admin",
    body: alertSubscriptionsUpdateSchema,
    validBody: () => ({ subscriptions: [{ site_id: fixture.siteId, levels: ["down", "recovered"] }] }),
  },
  "GET /api/alerts/log": {
    caller: "admin",
    query: [alertLogQuerySchema],
    validQuery: () => ({ site_id: fixture.siteId }),
  },
  "GET /api/coupons/coupon_defs": {
    caller: "admin",
    query: [couponDefsQuerySchema],
    validQuery: () => ({ location_id: fixture.siteId, location_type: "Site" }),
  },
  "POST /api/coupons": {
    caller: "admin",
    body: couponCreationBodySchema(now),
    validBody: () => ({
      coupon: {
        location_id: fixture.siteId,
        location_type: "Site",
        number: 1,
        description: "Codes du salon",
        max_usage: 1,
        starts_at: hoursFromNow(24),
        ends_at: hoursFromNow(48),
      },
      send_sms: false,
    }),
  },
  "POST /api/exports/:index": {
    caller: "admin",
    params: exportPathParamsSchema,
    query: [exportQuerySchema],
    body: exportBodySchema,
    validQuery: () => ({ format: "csv", locale: "fr" }),
    validBody: () => ({ query: { term: { code: "ABCD1234" } } }),
  },
  "PUT /api/coupons/:id/disable": { caller: "admin", params: pathIdParamsSchema },
  "DELETE /api/coupons/:id": { caller: "admin", params: pathIdParamsSchema, badPathIdsOnly: true },
  "PUT /api/coupons/:id": { caller: "admin", params: pathIdParamsSchema, body: couponPhoneBodySchema },
  "POST /api/coupons/:id/send_sms": { caller: "admin", params: pathIdParamsSchema, body: couponSmsBodySchema },
  "POST /api/sponsors": {
    caller: "anonymous",
    body: sponsorRequestBodySchema,
    validBody: () => ({
      site_id: fixture.siteId,
      guest_email: "guest@example.test",
      guest_first_name: "Lou",
      guest_last_name: "Bernard",
      sponsor_email: fixture.adminEmail,
    }),
  },
  "GET /api/sponsors/:token": { caller: "anonymous", params: tokenParamsSchema },
  "GET /api/legal/:page": {
    caller: "anonymous",
    params: legalPageParamsSchema,
    query: [legalPageQuerySchema],
    validQuery: () => ({ language: "de" }),
  },
  "POST /api/sponsors/:token/use": { caller: "anonymous", params: tokenParamsSchema, body: sponsorUseBodySchema(now) },
  // Each valid request replaces the admin's API token, which no other route here uses.
  "POST /api/generate_api_token": {
    caller: "admin",
    body: generateApiTokenBodySchema(now),
    validBody: () => ({ read_only: true, expires_at: formatCalendarDay(addCalendarDays(calendarDayOf(now), 7)) }),
  },
  "POST /api/api/generate_api_token": {
    caller: "admin",
    body: generateApiTokenBodySchema(now),
    validBody: () => ({ read_only: false, expires_at: null }),
  },
  ...advertisementInputs("/portal_annoucements"),
  ...advertisementInputs("/portal_announcements"),
  // The guest's side: anything it cannot read answers no announcement (`lenient`).
  "GET /api/portal/sites/:id/announcement": {
    caller: "anonymous",
    params: portalAnnouncementParamsSchema,
    query: [portalAnnouncementQuerySchema],
    validQuery: () => ({ lang: "de" }),
    lenient: true,
  },
  "GET /api/portal/announcement-images/:digest": { caller: "anonymous", params: announcementImageParamsSchema },
};

/** Routes not generated here, each with why. */
const exemptRoutes: Record<string, string> = {
  "GET /api/health": "reads no input",
  "GET /api/health/live": "reads no input",
  "GET /api/health/ready": "reads no input",
  "GET /api/metrics": "reads no input (the Authorization header: metrics.routes.test.ts)",
  "GET /api/config/public": "reads no input",
  "GET /api/monitoring/status/all": "reads no input (every site of the caller's scope)",
  "GET /api/monitoring/counters/all": "reads no input (every site of the caller's scope)",
  "GET /api/users/me": "reads no input",
  "GET /api/tickets/assignees": "reads no input",
  "GET /api/alerts/subscriptions": "reads no input (every site of the caller's scope)",
  "GET /api/users/sign_out": "reads no input; would end the test's session",
  "GET /api/users/reset_fake": "reads no input; would end the test's log-as",
  "POST /api/users/two_factor/resend": "reads no input (the two-factor cookie only)",
  "POST /api/users/two_factor/authenticator": "reads no input (draws the caller's new secret)",
  "POST /api/users/two_factor/step_up/code": "reads no input (mails the caller's step-up code)",
  "POST /api/sessions/beta_handoff": "reads no input",
  "GET /api/auth/oidc/status": "reads no input",
  "GET /api/auth/oidc/callback": "the provider's answer, read by openid-client (sso.routes.test.ts)",
  "POST /api/es_proxy/:index/_search": "search.property.test.ts generates its bodies from the index mappings",
  "GET /api/es_proxy/:index/_search": "search.property.test.ts generates its bodies from the index mappings",
  "POST /api/graphql":
    "typed by its GraphQL schema; graphql.api.test.ts sends refused inputs (page sizes, cursors, codes)",
  "GET /api/graphql": "typed by its GraphQL schema, as its POST",
  "GET /api/graphql/schema.graphql": "reads no input",
  "GET /api/openapi.json": "reads no input",
  "GET /api/docs": "reads no input",
  "GET /api/docs/:asset": "a fixed list of file names, anything else 404 (reference-page.routes.test.ts)",
};

/** The item schemas of the ingest sections: their fields are mutated inside one item of each section. */
const ingestItemSchemas: Record<string, z.ZodType> = {
  equipment_states: ingestEquipmentStateSchema,
  line_states: ingestLineStateSchema,
  traffic: ingestTrafficSampleSchema,
  speedtests: ingestSpeedtestSchema,
  esls: ingestEslSchema,
  guests: ingestGuestSchema,
  purchases: ingestPurchaseSchema,
  code_uses: ingestCodeUseSchema,
  events: ingestMaintenanceEventSchema,
  interventions: ingestMaintenanceInterventionSchema,
};

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

/** A plausible value of a schema's input, to mutate one field of: enough to reach each field's own check. */
function sampleOf(schema: z.ZodType, key?: string): unknown {
  const def = defOf(schema);
  switch (def.type) {
    case "object":
      return Object.fromEntries(
        Object.entries(def.shape as Record<string, z.ZodType>).map(([name, field]) => [name, sampleOf(field, name)]),
      );
    case "array":
      return key && ingestItemSchemas[key] ? [sampleOf(ingestItemSchemas[key])] : [sampleOf(def.element as z.ZodType)];
    case "pipe": {
      const input = def.in as z.ZodType;
      return defOf(input).type === "transform" ? sampleOf(def.out as z.ZodType, key) : sampleOf(input, key);
    }
    case "optional":
    case "nullable":
    case "default":
    case "catch":
    case "readonly":
    case "nonoptional":
      return sampleOf(def.innerType as z.ZodType, key);
    case "union":
      return sampleOf((def.options as z.ZodType[])[0] as z.ZodType, key);
    case "enum":
      return Object.values(def.entries as Record<string, unknown>)[0];
    case "literal":
      return (def.values as unknown[])[0];
    case "boolean":
      return false;
    case "number":
      return 1;
    case "string":
      return key?.includes("email") ? "someone@example.test" : "a";
    default:
      return "a";
  }
}

/** Every leaf path of a sample value: the fields to mutate. */
function leafPaths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leafPaths(item, [...prefix, index]));
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value);
    return entries.length === 0 ? [prefix] : entries.flatMap(([key, item]) => leafPaths(item, [...prefix, key]));
  }
  return [prefix];
}

function withValueAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  if (Array.isArray(value)) {
    return value.map((item, index) => (index === head ? withValueAt(item, rest, replacement) : item));
  }
  const record = value as Record<string, unknown>;
  return { ...record, [head]: withValueAt(record[head], rest, replacement) };
}

/** Values no field should take: wrong types, NUL, huge numbers, long strings, year 0. */
const badJsonValue = fc.oneof(
  fc.constantFrom(
    "\u0000",
    "a\u0000b",
    "x".repeat(5_000),
    2_147_483_648,
    99_999_999_999,
    Number.MAX_SAFE_INTEGER,
    -1,
    0,
    1.5,
    1e300,
    null,
    true,
    {},
    [],
    [null],
    { nested: "\u0000" },
    "0000-01-01T00:00:00Z",
    "9999-12-31T23:59:59Z",
    "2147483648",
    "someone@example.test",
  ),
  fc.string({ maxLength: 20 }),
  fc.integer(),
);

/** The same in a query string or a path: text only. */
const badTextValue = fc.oneof(
  fc.constantFrom(
    "\u0000",
    "%00",
    "x".repeat(5_000),
    "2147483648",
    "99999999999",
    "-1",
    "0",
    "1.5",
    "1e300",
    "abc",
    "0000-01-01",
    "253402300800",
  ),
  fc.string({ maxLength: 20 }),
);

const badPathId = fc.constantFrom("2147483648", "99999999999", "0", "-1", "1.5", "abc", "%00", "9".repeat(400));

function fieldsOfQuery(schemas: z.ZodType[]): Record<string, unknown> {
  return Object.assign({}, ...schemas.map((schema) => sampleOf(schema) as object));
}

/**
 * One generated request: a single part is wrong (the path id, one field of
 * the body, one field of the query, or the body as a whole). `badField` is
 * the dotted path of the field made wrong, `badValue` what it was given.
 */
type GeneratedRequest = {
  method: string;
  url: string;
  payload?: unknown;
  badInput: boolean;
  badField?: string;
  badValue?: unknown;
};

function requestArbitrary(route: string, inputs: RouteInputs, realIds: Record<string, string>) {
  const [method, pattern] = route.split(" ") as [string, string];
  const pathParam = inputs.params ? Object.keys(sampleOf(inputs.params) as object)[0] : undefined;
  const realId = (pathParam && realIds[pathParam]) || "1";
  const bodySample = inputs.validBody?.() ?? (inputs.body ? sampleOf(inputs.body) : undefined);
  const querySample = inputs.validQuery?.() ?? (inputs.query ? fieldsOfQuery(inputs.query) : undefined);
  const validQuery = querySample
    ? Object.fromEntries(Object.entries(querySample).map(([name, sample]) => [name, String(sample)]))
    : undefined;

  const requestOf = (
    parts: { id?: string; payload?: unknown; search?: Record<string, string> } & Partial<GeneratedRequest>,
  ) => {
    const id = parts.id ?? realId;
    const path = pathParam ? pattern.replace(`:${pathParam}`, encodeURIComponent(id)) : pattern;
    const search = parts.search ?? validQuery;
    const url = search ? `${path}?${new URLSearchParams(search).toString()}` : path;
    const payload = "payload" in parts ? parts.payload : bodySample;
    return {
      method,
      url,
      badInput: parts.badInput ?? true,
      ...(payload === undefined ? {} : { payload }),
      ...(parts.badField === undefined ? {} : { badField: parts.badField, badValue: parts.badValue }),
    } satisfies GeneratedRequest;
  };

  const mutations: fc.Arbitrary<GeneratedRequest>[] = [];
  if (pathParam) {
    mutations.push(badPathId.map((id) => requestOf({ id })));
    if (!inputs.badPathIdsOnly && realIds[pathParam] && !inputs.body && !inputs.query) {
      mutations.push(fc.constant(requestOf({ badInput: false })));
    }
  }
  if (bodySample !== undefined) {
    const bodyPaths = leafPaths(bodySample);
    mutations.push(
      fc
        .record({ path: fc.constantFrom(...bodyPaths), value: badJsonValue })
        .map(({ path, value }) =>
          requestOf({ payload: withValueAt(bodySample, path, value), badField: path.join("."), badValue: value }),
        ),
      fc.constant(requestOf({ payload: { ...(bodySample as object), unexpected_field: "\u0000".repeat(3) } })),
      fc.constantFrom("\u0000", 2_147_483_648, [], null).map((payload) => requestOf({ payload })),
    );
  }
  if (validQuery) {
    mutations.push(
      fc
        .record({ key: fc.constantFrom(...Object.keys(validQuery)), value: badTextValue })
        .map(({ key, value }) =>
          requestOf({ search: { ...validQuery, [key]: value }, badField: key, badValue: value }),
        ),
      fc.constant(requestOf({ search: { ...validQuery, extra: "\u0000" } })),
    );
  }
  return fc.oneof(...mutations);
}

/** Whether an answer names the field: in `errors`, or, for an ingest item, in its rejection. */
function namesField(
  body: {
    errors?: Record<string, unknown>;
    rejected?: { section: string; index: number; errors: Record<string, unknown> }[];
  },
  field: string,
): boolean {
  if (Object.keys(body.errors ?? {}).some((key) => key === field || key.startsWith(`${field}.`))) return true;
  return (body.rejected ?? []).some((item) =>
    Object.keys(item.errors).some((key) => `${item.section}.${item.index}.${key}` === field),
  );
}

/** Requests per route and run: 60 for each of the 50-odd routes, about 7 s on PGlite. */
const runsPerRoute = 60;

describe.each(testEngines)("every route's inputs (property test) on %s", (engine) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let admin: TestSession;
  let collectorToken: string;
  let registered = new Set<string>();
  const realIds: Record<string, string> = {};

  // Tests share one app, the admin's session and the rows the valid requests name (the generated run alone sends about 3,000 requests): routes that would end the session or delete these rows get only bad ids, and each replay checks only that its refusal names its own field.
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    app = buildTestApp(database, { publicUrl: "https://console.ondine.test" });
    registered = collectApiRoutes(app);
    await app.ready();
    const organism = await insertOrganism(database.db);
    const site = await insertSite(database.db, { organismId: organism.id });
    const adminUser = await insertUser(database.db, { admin: true });
    const target = await insertUser(database.db, { locations: [{ type: "Site", id: site.id }] });
    realIds.id = String(target.id);
    realIds.name = "app_use";
    realIds.index = "coupons";
    const floor = await insertBuildingWithFloor(database.db, { siteId: site.id, name: "Main", floorName: "Ground" });
    realIds.floorUuid = floor.floorUuid;
    realIds.site_id = String(site.id);
    Object.assign(fixture, { siteId: site.id, organismId: organism.id, adminEmail: adminUser.email });
    admin = await signInAs(app, adminUser);
    collectorToken = (await createCollector(database.db, { name: "Property collector", siteIds: [site.id] })).token;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("knows the inputs of every registered route, or why it is exempt", () => {
    const gaps = routeTableGaps(registered, [...Object.keys(inputsByRoute), ...Object.keys(exemptRoutes)]);
    expect(gaps).toEqual({ unlisted: [], stale: [] });
  });

  // Replayed: each of these answered 500.
  const tooBig = 2_147_483_648;
  const withUser = (fields: Record<string, unknown>) => ({ user: { ...userForm().user, ...fields } });
  const replays: [
    string,
    () => { method: "GET" | "POST" | "PATCH"; url: string; payload?: object },
    Caller,
    number,
    string?,
  ][] = [
    [
      "a site id above 2^31 - 1",
      () => ({ method: "GET", url: "/api/locations/buildings?site=99999999999" }),
      "admin",
      422,
      "site",
    ],
    [
      "an offer location above 2^31 - 1",
      () => ({ method: "GET", url: `/api/coupons/coupon_defs?location_id=${tooBig}&location_type=Site` }),
      "admin",
      422,
      "location_id",
    ],
    ["a NUL search of accounts", () => ({ method: "GET", url: "/api/users?search=%00" }), "admin", 422, "search"],
    ["a NUL search of locations", () => ({ method: "GET", url: "/api/locations?search=a%00" }), "admin", 422, "search"],
    [
      "a NUL first name",
      () => ({ method: "POST", url: "/api/users", payload: withUser({ first_name: "An\u0000ne" }) }),
      "admin",
      422,
      "user.first_name",
    ],
    [
      "a NUL function",
      () => ({ method: "PATCH", url: `/api/users/${realIds.id}`, payload: withUser({ function: "\u0000" }) }),
      "admin",
      422,
      "user.function",
    ],
    [
      "a NUL phone",
      () => ({ method: "PATCH", url: `/api/users/${realIds.id}`, payload: withUser({ phone: "+33\u0000" }) }),
      "admin",
      422,
      "user.phone",
    ],
    [
      "an account location above 2^31 - 1",
      () => ({
        method: "POST",
        url: "/api/users",
        payload: withUser({ user_locations_attributes: [{ location_id: tooBig, location_type: "Site" }] }),
      }),
      "admin",
      422,
      "user.user_locations_attributes.0.location_id",
    ],
    [
      "a code location above 2^31 - 1",
      () => {
        const body = inputsByRoute["POST /api/coupons"]?.validBody?.() as { coupon: object };
        return {
          method: "POST",
          url: "/api/coupons",
          payload: { ...body, coupon: { ...body.coupon, location_id: tooBig } },
        };
      },
      "admin",
      422,
      "coupon.location_id",
    ],
    [
      "a NUL code description",
      () => {
        const body = inputsByRoute["POST /api/coupons"]?.validBody?.() as { coupon: object };
        return {
          method: "POST",
          url: "/api/coupons",
          payload: { ...body, coupon: { ...body.coupon, description: "\u0000" } },
        };
      },
      "admin",
      422,
      "coupon.description",
    ],
    [
      "a sponsoring site above 2^31 - 1",
      () => ({
        method: "POST",
        url: "/api/sponsors",
        payload: { ...(inputsByRoute["POST /api/sponsors"]?.validBody?.() as object), site_id: tooBig },
      }),
      "anonymous",
      422,
      "site_id",
    ],
    ["an account path id above 2^31 - 1", () => ({ method: "GET", url: `/api/users/${tooBig}` }), "admin", 404],
    [
      "a site path id above 2^31 - 1",
      () => ({ method: "GET", url: `/api/monitoring/sites/${tooBig}/full` }),
      "admin",
      404,
    ],
  ];

  it.each(replays)("refuses %s", async (_case, requestOf, caller, status, field) => {
    const { method, url, payload } = requestOf();
    const headers = caller === "admin" ? admin.headers : {};
    const response = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    expect(response.statusCode).toBe(status);
    if (field) expect(Object.keys(response.json().errors)).toContain(field);
  });

  /** The n-th address of 10.0.0.0/8, so no rate limit counts two generated requests together. */
  function clientAddress(n: number): string {
    return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  }

  it("answers generated bad input with a 4xx that names a field, never a 500", async () => {
    const headersFor: Record<Caller, Record<string, string>> = {
      admin: admin.headers,
      anonymous: {},
      collector: { authorization: `Bearer ${collectorToken}` },
    };
    let requests = 0;
    const failures: string[] = [];
    for (const [route, inputs] of Object.entries(inputsByRoute)) {
      await fc.assert(
        fc.asyncProperty(requestArbitrary(route, inputs, realIds), async (generated) => {
          const request = {
            method: generated.method as "GET",
            url: generated.url,
            // A new client address each time: the sign-in and mail limits count per address (docs/security.md).
            remoteAddress: clientAddress(requests),
            ...(generated.payload === undefined
              ? { headers: headersFor[inputs.caller] }
              : {
                  headers: { ...headersFor[inputs.caller], "content-type": "application/json" },
                  payload: JSON.stringify(generated.payload),
                }),
          };
          const response = inputs.stream ? await injectUntilFirstBlock(app, request) : await app.inject(request);
          requests += 1;
          const status = response.statusCode;
          const json = () => JSON.parse(response.body);
          const describeFailure = () =>
            `${route} ${generated.url} ${JSON.stringify(generated.payload)?.slice(0, 300)} -> ${status} ${response.body.slice(0, 300)}`;
          if (status >= 500) failures.push(describeFailure());
          if (generated.badInput && (status === 400 || status === 422)) {
            const errors = json().errors as Record<string, string[]>;
            if (Object.keys(errors).length === 0) failures.push(`no field named: ${describeFailure()}`);
          }
          // A NUL in a field is refused, and the answer names that field (or refuses the caller or the path).
          const nul = typeof generated.badValue === "string" && generated.badValue.includes("\u0000");
          if (nul && generated.badField && !inputs.lenient && ![401, 403, 404, 405].includes(status)) {
            const inside = inputs.errorsInside && `${inputs.errorsInside}.`;
            const field =
              inside && generated.badField.startsWith(inside)
                ? generated.badField.slice(inside.length)
                : generated.badField;
            if (!namesField(json(), field)) {
              failures.push(`NUL in ${generated.badField} not refused by name: ${describeFailure()}`);
            }
          }
          return true;
        }),
        { numRuns: runsPerRoute, seed: 20_261_125 },
      );
    }
    expect(requests).toBe(runsPerRoute * Object.keys(inputsByRoute).length);
    expect(failures).toEqual([]);
  }, 120_000);
});
