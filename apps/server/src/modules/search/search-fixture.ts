import type { Database } from "../../db";
import {
  connectionCodes,
  coupons,
  endUsers,
  guestUsers,
  maintenanceEvents,
  maintenanceInterventions,
  offers,
  purchases,
} from "../../db/schema";
import { at, couponRow, guestRow, oneDayOffer, purchaseRow } from "../../test/customer-data-rows";
import { insertTenancyFixture, type TenancyFixture } from "../../test/tenancy-fixture";
import { insertUser, type TestUser } from "../../test/user-factory";

/** The clock of the search tests: "now" of date math. */
export const searchNow = new Date("2026-03-15T12:00:00.000Z");

const batchA = "6f1c2b9e-4d7a-4c3e-9a51-2f0e8b7d1c11";
const batchB = "0b5e7c1d-2f3a-4b6c-8d9e-1a2b3c4d5e6f";

/** Who searches in the tests, on top of the tenancy fixture's admin and manager. */
export type SearchFixture = TenancyFixture & {
  /** Every search role, on the hotel chain. */
  hotelAnalyst: TestUser;
  /** Every search role, on the first hotel site only. */
  siteAnalyst: TestUser;
  /** The statistics overview's roles (statistic_home, statistic_coupons) on the hotel chain: figures only. */
  overviewReader: TestUser;
  /** Signed in, on the hotel chain, without any role. */
  roleless: TestUser;
};

const searchRoles = [
  "code",
  "planet_campus",
  "statistic_purchases",
  "statistic_customers",
  "events",
  "accounts_create",
] as const;

/**
 * Two customers' worth of codes, purchases, guests, connections, events and
 * interventions (docs/search.md's examples run on it): a hotel chain with a
 * site in production (H1) and one in study (H2), and a campsite (C1).
 */
export async function insertSearchFixture(db: Database): Promise<SearchFixture> {
  const world = await insertTenancyFixture(db);
  const [h1, h2] = world.hotelSites;
  const c1 = world.campsite;
  const hotels = world.hotels.id;
  const campsites = world.campsites.id;
  const onHotels = [{ type: "Organism", id: hotels }] as const;

  await db.insert(offers).values([
    {
      id: 596,
      name: "Free 48h",
      durationValue: 48,
      durationUnit: "hour",
      price: 0,
      preTaxPrice: 0,
      currency: "eur",
      maxUsage: 1,
    },
    oneDayOffer,
  ]);

  const coupon = (values: {
    code: string;
    organismId: number;
    siteId: number | null;
    createdAt: string;
    creatorType?: "CenterUser" | "GuestUser";
    couponDefId?: number | null;
    provisioningsCount?: number;
    firstProvisioningDate?: string;
    disabledAt?: string;
    description?: string;
    phoneNumber?: string;
    correlationId?: string;
  }) =>
    couponRow({
      ...values,
      creatorId: world.admin.id,
      correlationId: values.correlationId ?? batchB,
      couponDefId: values.couponDefId === undefined ? 596 : values.couponDefId,
      duration: 172_800,
    });
  const couponRows = await db
    .insert(coupons)
    .values([
      coupon({ code: "ORGA0001", organismId: hotels, siteId: null, createdAt: "2026-01-05T09:00:00.000Z" }),
      coupon({
        code: "ABCD1234",
        organismId: hotels,
        siteId: h1.id,
        createdAt: "2026-01-10T09:00:00.000Z",
        couponDefId: 620,
        provisioningsCount: 2,
        firstProvisioningDate: "2026-01-11T08:00:00.000Z",
        description: "Room 12 guest",
        correlationId: batchA,
      }),
      coupon({
        code: "ABCD5678",
        organismId: hotels,
        siteId: h1.id,
        createdAt: "2026-02-01T09:00:00.000Z",
        couponDefId: 620,
        phoneNumber: "+33612345678",
        correlationId: batchA,
      }),
      coupon({
        code: "XYZW0001",
        organismId: hotels,
        siteId: h1.id,
        createdAt: "2026-02-15T09:00:00.000Z",
        creatorType: "GuestUser",
        provisioningsCount: 1,
        firstProvisioningDate: "2026-02-16T10:00:00.000Z",
      }),
      coupon({
        code: "QWER0002",
        organismId: hotels,
        siteId: h1.id,
        createdAt: "2026-03-01T09:00:00.000Z",
        couponDefId: null,
        provisioningsCount: 3,
        firstProvisioningDate: "2026-03-02T07:00:00.000Z",
        disabledAt: "2026-03-05T07:00:00.000Z",
      }),
      coupon({ code: "HHHH0003", organismId: hotels, siteId: h2.id, createdAt: "2026-02-20T09:00:00.000Z" }),
      coupon({
        code: "ABCDCAMP",
        organismId: campsites,
        siteId: c1.id,
        createdAt: "2026-01-20T09:00:00.000Z",
        provisioningsCount: 1,
        firstProvisioningDate: "2026-01-21T09:00:00.000Z",
      }),
      coupon({
        code: "CAMP0004",
        organismId: campsites,
        siteId: c1.id,
        createdAt: "2026-02-10T09:00:00.000Z",
        creatorType: "GuestUser",
      }),
    ])
    .returning({ id: coupons.id, code: coupons.code });
  const couponId = (code: string) => couponRows.find((row) => row.code === code)?.id as number;

  await db
    .insert(purchases)
    .values([
      purchaseRow("P-001", h1.id, hotels, "2026-01-15T10:00:00.000Z", 10),
      purchaseRow("P-002", h1.id, hotels, "2026-01-20T10:00:00.000Z", 10, false),
      purchaseRow("P-003", h1.id, hotels, "2026-02-03T10:00:00.000Z", 20),
      purchaseRow("P-004", h2.id, hotels, "2026-02-10T10:00:00.000Z", 5),
      purchaseRow("P-005", c1.id, campsites, "2026-01-18T10:00:00.000Z", 7),
    ]);

  await db.insert(guestUsers).values([
    guestRow(h1.id, hotels, "2026-01-02T10:00:00.000Z", {
      email: "alice@example.test",
      newsletter: true,
      country: "FR",
      device: "mobile",
      lastName: "Martin",
    }),
    guestRow(h1.id, hotels, "2026-01-03T10:00:00.000Z", {
      email: "bob@example.test",
      newsletter: false,
      country: "DE",
      device: "desktop",
      lastName: "Bernard",
    }),
    guestRow(h1.id, hotels, "2026-02-01T10:00:00.000Z", {
      email: "carol@example.test",
      newsletter: true,
      country: null,
      device: "unknown",
      lastName: "Dubois",
    }),
    guestRow(h2.id, hotels, "2026-02-05T10:00:00.000Z", {
      email: "dave@example.test",
      newsletter: true,
      country: "FR",
      device: "tablet",
      lastName: "Thomas",
    }),
    guestRow(c1.id, campsites, "2026-01-10T10:00:00.000Z", {
      email: "eve@example.test",
      newsletter: true,
      country: "ES",
      device: "mobile",
      lastName: "Martinez",
    }),
  ]);

  const endUser = (
    siteId: number,
    organismId: number,
    createdAt: string,
    country: string | null,
    device: "mobile" | "tablet" | "desktop" | "unknown",
  ) => ({
    siteId,
    organismId,
    createdAt: at(createdAt),
    country,
    device,
    language: "fr",
  });
  await db
    .insert(endUsers)
    .values([
      endUser(h1.id, hotels, "2026-01-04T10:00:00.000Z", "FR", "mobile"),
      endUser(h1.id, hotels, "2026-02-04T10:00:00.000Z", "FR", "desktop"),
      endUser(h1.id, hotels, "2026-03-04T10:00:00.000Z", null, "unknown"),
      endUser(h2.id, hotels, "2026-02-06T10:00:00.000Z", "GB", "tablet"),
      endUser(c1.id, campsites, "2026-01-12T10:00:00.000Z", "ES", "mobile"),
      endUser(c1.id, campsites, "2026-02-12T10:00:00.000Z", "ES", "mobile"),
    ]);

  await db.insert(connectionCodes).values([
    {
      couponId: couponId("ABCD1234"),
      code: "ABCD1234",
      email: "resident.one@campus.test",
      firstName: "Lea",
      lastName: "Petit",
      residentId: "R-1",
      organismId: hotels,
      siteId: h1.id,
      createdAt: at("2026-01-10T09:00:00.000Z"),
      usedAt: at("2026-01-11T08:00:00.000Z"),
    },
    {
      couponId: couponId("ABCD5678"),
      code: "ABCD5678",
      email: "resident.two@campus.test",
      firstName: "Hugo",
      lastName: "Moreau",
      residentId: "R-2",
      organismId: hotels,
      siteId: h1.id,
      createdAt: at("2026-02-01T09:00:00.000Z"),
    },
    {
      couponId: couponId("ABCDCAMP"),
      code: "ABCDCAMP",
      email: "camper@campus.test",
      firstName: "Zoe",
      lastName: "Petitjean",
      residentId: "R-3",
      organismId: campsites,
      siteId: c1.id,
      createdAt: at("2026-01-20T09:00:00.000Z"),
    },
  ]);

  const event = (
    siteId: number | null,
    organismId: number,
    openedAt: string,
    values: { kind?: "incident" | "scheduled_work"; state?: "opened" | "closed"; typology?: string } = {},
  ) => ({
    kind: values.kind ?? ("incident" as const),
    state: values.state ?? ("opened" as const),
    criticality: "major" as const,
    responsibility: "provider" as const,
    typology: values.typology ?? "wifi",
    description: `Event at ${openedAt}`,
    organismId,
    siteId,
    openedAt: at(openedAt),
    createdAt: at(openedAt),
    updatedAt: at(openedAt),
  });
  const eventRows = await db
    .insert(maintenanceEvents)
    .values([
      event(h1.id, hotels, "2026-02-01T08:00:00.000Z"),
      event(h1.id, hotels, "2025-09-01T08:00:00.000Z", { kind: "scheduled_work", state: "closed" }),
      event(null, hotels, "2026-01-15T08:00:00.000Z"),
      event(c1.id, campsites, "2026-02-10T08:00:00.000Z"),
    ])
    .returning({ id: maintenanceEvents.id });

  const intervention = (siteId: number, organismId: number, date: string, typology: string, eventId?: number) => ({
    eventId: eventId ?? null,
    interventionDate: at(date),
    state: "planned" as const,
    typology,
    hotspot: `AP-${typology}`,
    organismId,
    siteId,
    createdAt: at(date),
  });
  await db
    .insert(maintenanceInterventions)
    .values([
      intervention(h1.id, hotels, "2026-02-02T08:00:00.000Z", "wiby", eventRows[0]?.id),
      intervention(h1.id, hotels, "2026-02-03T08:00:00.000Z", "onsite", eventRows[0]?.id),
      intervention(h1.id, hotels, "2026-01-20T08:00:00.000Z", "remote"),
      intervention(h2.id, hotels, "2026-02-05T08:00:00.000Z", "onsite"),
      intervention(c1.id, campsites, "2026-02-07T08:00:00.000Z", "onsite"),
    ]);

  return {
    ...world,
    hotelAnalyst: await insertUser(db, { roles: searchRoles, locations: onHotels, lastName: "Analyst" }),
    siteAnalyst: await insertUser(db, {
      roles: searchRoles,
      locations: [{ type: "Site", id: h1.id }],
      lastName: "SiteAnalyst",
    }),
    overviewReader: await insertUser(db, {
      roles: ["statistic_home", "statistic_coupons"],
      locations: onHotels,
      lastName: "Overview",
    }),
    roleless: await insertUser(db, { roles: [], locations: onHotels, lastName: "Roleless" }),
  };
}
