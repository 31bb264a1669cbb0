import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../../../db";
import { buildings, coupons, iotRooms, purchases, trafficDaily, trafficDailyOrganism } from "../../../db/schema";
import { insertCoupon } from "../../../test/coupon-factory";
import { insertOffer } from "../../../test/offer-factory";
import { insertSite, type TestSite } from "../../../test/site-factory";
import { insertTenancyFixture, type TenancyFixture } from "../../../test/tenancy-fixture";

/** "Now" of the reporting tests: 22 November 2026 in Paris, so December 2026 is a month to come. */
export const reportingNow = new Date("2026-11-22T14:00:00.000Z");

/**
 * The tenancy fixture's hotel chain with a year of known figures (the
 * reporting tests' expectations are written from this list):
 * - site A (in production): 4 IoT rooms and 15 beds; a second site in
 *   production with 20 beds; the site in study with 30 beds;
 * - purchases (pre-tax): 20 € at 23:30 Paris on 31 January, 10 € at 00:30
 *   Paris on 1 February, 30 € in March refunded on 2 April, a failed 100 €
 *   and a 50 £ sale in March, 40 € at 23:30 Paris on 31 December 2025; the
 *   campsite's 1,000 € in March;
 * - codes: a back-office one of the 5 € offer in February, a guest's of the
 *   10 € offer in February, one without an offer in March, an organism-wide
 *   back-office one of the 10 € offer in May;
 * - traffic: the organism's days 10 and 11 March and 29 March (23 hours),
 *   site A's 10 March; the campsite's 5 January.
 */
export type ReportingFixture = TenancyFixture & { siteA: TestSite; secondSite: TestSite; studySite: TestSite };

let purchaseCount = 0;

async function insertPurchase(
  db: Database,
  values: {
    organismId: number;
    siteId: number;
    at: string;
    ht: number;
    offer?: { id: number; name: string };
    currency?: "eur" | "gbp";
    succeeded?: boolean;
    refundedAt?: string;
  },
) {
  purchaseCount += 1;
  const offer = values.offer ?? { id: 901, name: "Journée Pass" };
  await db.insert(purchases).values({
    reference: `REPORT-${purchaseCount}`,
    organismId: values.organismId,
    siteId: values.siteId,
    offerId: offer.id,
    offerName: offer.name,
    totalAmountTtc: Math.round(values.ht * 120) / 100,
    totalAmountHt: values.ht,
    currency: values.currency ?? "eur",
    purchaseDate: new Date(values.at),
    succeeded: values.succeeded ?? true,
    email: `buyer${purchaseCount}@example.test`,
    refundedAt: values.refundedAt ? new Date(values.refundedAt) : null,
  });
}

async function insertCode(
  db: Database,
  values: { organismId: number; siteId: number | null; offerId: number | null; createdAt: string; byGuest?: boolean },
) {
  const code = await insertCoupon(db, { organismId: values.organismId, siteId: values.siteId });
  await db
    .update(coupons)
    .set({
      couponDefId: values.offerId,
      createdAt: new Date(values.createdAt),
      creatorType: values.byGuest ? "GuestUser" : "CenterUser",
    })
    .where(eq(coupons.id, code.id));
}

async function insertBuilding(db: Database, siteId: number, beds: number) {
  await db.insert(buildings).values({ uuid: randomUUID(), siteId, name: `Building ${beds}`, bedsNumber: beds });
}

export async function reportingFixture(db: Database): Promise<ReportingFixture> {
  const world = await insertTenancyFixture(db);
  const [siteA, studySite] = world.hotelSites;
  const secondSite = await insertSite(db, { organismId: world.hotels.id, state: "En production" });
  const hotels = world.hotels.id;

  await insertOffer(db, { id: 901, name: "Journée Pass", price: 6 });
  await insertOffer(db, { id: 902, name: "Semaine", price: 12 });
  await insertOffer(db, { id: 903, name: "London Day", price: 60, currency: "gbp" });

  await insertPurchase(db, { organismId: hotels, siteId: siteA.id, at: "2026-01-31T22:30:00Z", ht: 20 });
  await insertPurchase(db, { organismId: hotels, siteId: siteA.id, at: "2026-01-31T23:30:00Z", ht: 10 });
  await insertPurchase(db, {
    organismId: hotels,
    siteId: secondSite.id,
    at: "2026-03-10T10:00:00Z",
    ht: 30,
    refundedAt: "2026-04-02T09:00:00Z",
  });
  await insertPurchase(db, {
    organismId: hotels,
    siteId: siteA.id,
    at: "2026-03-11T10:00:00Z",
    ht: 100,
    succeeded: false,
  });
  await insertPurchase(db, {
    organismId: hotels,
    siteId: siteA.id,
    at: "2026-03-12T10:00:00Z",
    ht: 50,
    currency: "gbp",
    offer: { id: 903, name: "London Day" },
  });
  await insertPurchase(db, { organismId: hotels, siteId: siteA.id, at: "2025-12-31T22:30:00Z", ht: 40 });
  await insertPurchase(db, {
    organismId: world.campsites.id,
    siteId: world.campsite.id,
    at: "2026-03-15T10:00:00Z",
    ht: 1000,
  });

  await insertCode(db, { organismId: hotels, siteId: siteA.id, offerId: 901, createdAt: "2026-02-15T10:00:00Z" });
  await insertCode(db, {
    organismId: hotels,
    siteId: siteA.id,
    offerId: 902,
    createdAt: "2026-02-16T10:00:00Z",
    byGuest: true,
  });
  await insertCode(db, { organismId: hotels, siteId: siteA.id, offerId: null, createdAt: "2026-03-01T10:00:00Z" });
  await insertCode(db, { organismId: hotels, siteId: null, offerId: 902, createdAt: "2026-05-20T10:00:00Z" });

  await db.insert(iotRooms).values([1, 2, 3, 4].map((room) => ({ siteId: siteA.id, name: `Room ${room}` })));
  await insertBuilding(db, siteA.id, 15);
  await insertBuilding(db, secondSite.id, 20);
  await insertBuilding(db, studySite.id, 30);

  const day = (rx: number, users: number) => ({ rx, tx: rx / 10, activeUsers: users });
  await db.insert(trafficDailyOrganism).values([
    { organismId: hotels, bucket: new Date("2026-03-09T23:00:00Z"), ...day(16_000, 9) },
    { organismId: hotels, bucket: new Date("2026-03-10T23:00:00Z"), ...day(8_000, 4) },
    // 29 March 2026: the clock goes forward, a day of 23 hours.
    { organismId: hotels, bucket: new Date("2026-03-28T23:00:00Z"), ...day(8_000, 3) },
  ]);
  const samples = 288;
  await db.insert(trafficDaily).values([
    {
      siteId: siteA.id,
      bucket: new Date("2026-03-09T23:00:00Z"),
      rxSum: 8_000 * samples,
      txSum: 800 * samples,
      activeUsersMax: 2,
      activeUsersSum: samples,
      samples,
    },
    {
      siteId: world.campsite.id,
      bucket: new Date("2026-01-04T23:00:00Z"),
      rxSum: 1_000 * samples,
      txSum: 100 * samples,
      activeUsersMax: 5,
      activeUsersSum: samples,
      samples,
    },
  ]);
  return { ...world, siteA, secondSite, studySite };
}
