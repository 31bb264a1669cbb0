import type { Database } from "../../db";
import { coupons, guestUsers, offers, purchases } from "../../db/schema";
import { couponRow, guestRow, oneDayOffer, purchaseRow } from "../../test/customer-data-rows";
import { insertTenancyFixture, type TenancyFixture } from "../../test/tenancy-fixture";
import { insertUser, type TestUser } from "../../test/user-factory";

/** The clock of the exports tests. */
export const exportsNow = new Date("2026-03-15T12:00:00.000Z");

const batch = "0b5e7c1d-2f3a-4b6c-8d9e-1a2b3c4d5e6f";

export type ExportsFixture = TenancyFixture & {
  /** The codes list, purchases and customers roles, on the hotel chain. */
  hotelAnalyst: TestUser;
  /** The same roles on the first hotel site only. */
  siteAnalyst: TestUser;
  /** The statistics overview's roles on the hotel chain: figures only, no documents. */
  overviewReader: TestUser;
  /** Signed in on the hotel chain, without any role. */
  roleless: TestUser;
};

/**
 * Two customers' codes, purchases and guests (a hotel chain with two sites,
 * a campsite): back-office and guest-made codes, succeeded and failed
 * purchases, guests with and without the newsletter, and a description a CSV
 * must quote.
 */
export async function insertExportsFixture(db: Database): Promise<ExportsFixture> {
  const world = await insertTenancyFixture(db);
  const [h1, h2] = world.hotelSites;
  const hotels = world.hotels.id;
  const campsites = world.campsites.id;
  const c1 = world.campsite;

  await db.insert(offers).values(oneDayOffer);

  const coupon = (values: {
    code: string;
    organismId: number;
    siteId: number | null;
    createdAt: string;
    creatorType?: "CenterUser" | "GuestUser";
    couponDefId?: number | null;
    provisioningsCount?: number;
    disabledAt?: string;
    description?: string;
    phoneNumber?: string;
    maxUsage?: number;
  }) =>
    couponRow({
      ...values,
      creatorId: world.admin.id,
      correlationId: batch,
      couponDefId: values.couponDefId ?? null,
      duration: 86_400,
      firstProvisioningDate: values.provisioningsCount ? values.createdAt : undefined,
    });
  await db.insert(coupons).values([
    coupon({ code: "ORGA0001", organismId: hotels, siteId: null, createdAt: "2026-01-05T09:00:00.000Z" }),
    coupon({
      code: "ABCD1234",
      organismId: hotels,
      siteId: h1.id,
      createdAt: "2026-01-10T09:00:00.000Z",
      couponDefId: 620,
      provisioningsCount: 2,
    }),
    coupon({
      code: "ABCD5678",
      organismId: hotels,
      siteId: h1.id,
      createdAt: "2026-02-01T09:00:00.000Z",
      couponDefId: 620,
      phoneNumber: "+33612345678",
    }),
    coupon({
      code: "XYZW0001",
      organismId: hotels,
      siteId: h1.id,
      createdAt: "2026-02-15T09:00:00.000Z",
      creatorType: "GuestUser",
    }),
    coupon({
      code: "QWER0002",
      organismId: hotels,
      siteId: h1.id,
      createdAt: "2026-03-01T09:00:00.000Z",
      provisioningsCount: 3,
      disabledAt: "2026-03-05T07:00:00.000Z",
    }),
    coupon({ code: "HHHH0003", organismId: hotels, siteId: h2.id, createdAt: "2026-02-20T09:00:00.000Z" }),
    coupon({
      code: "QUOT0005",
      organismId: hotels,
      siteId: h1.id,
      createdAt: "2026-03-10T08:30:00.000Z",
      description: 'Salle "Été"; étage 2,\nà côté',
      phoneNumber: "+33612345678",
      maxUsage: -1,
    }),
    coupon({ code: "ABCDCAMP", organismId: campsites, siteId: c1.id, createdAt: "2026-01-20T09:00:00.000Z" }),
  ]);

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
      country: "FR",
      device: "desktop",
      lastName: "Bernard",
    }),
    guestRow(h1.id, hotels, "2026-02-01T10:00:00.000Z", {
      email: "carol@example.test",
      newsletter: true,
      country: "FR",
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
    // Taken the newsletter more than six months ago ("customer data last six months", docs/product.md#exports).
    guestRow(h1.id, hotels, "2025-08-01T10:00:00.000Z", {
      email: "olga@example.test",
      newsletter: true,
      country: "FR",
      device: "mobile",
      lastName: "Olsen",
    }),
    guestRow(c1.id, campsites, "2026-01-10T10:00:00.000Z", {
      email: "eve@example.test",
      newsletter: true,
      country: "FR",
      device: "mobile",
      lastName: "Martinez",
    }),
  ]);

  const roles = ["code", "statistic_purchases", "statistic_customers"] as const;
  return {
    ...world,
    hotelAnalyst: await insertUser(db, { roles, locations: [{ type: "Organism", id: hotels }], lastName: "Analyst" }),
    siteAnalyst: await insertUser(db, { roles, locations: [{ type: "Site", id: h1.id }], lastName: "SiteAnalyst" }),
    overviewReader: await insertUser(db, {
      roles: ["statistic_home", "statistic_coupons"],
      locations: [{ type: "Organism", id: hotels }],
      lastName: "Overview",
    }),
    roleless: await insertUser(db, { roles: [], locations: [{ type: "Organism", id: hotels }], lastName: "Roleless" }),
  };
}
