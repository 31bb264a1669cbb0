import { createHash } from "node:crypto";
import { roleFlagKeys } from "@ondine/domain";
import type { Database } from "../db";
import {
  connectionCodes,
  endUsers,
  floorPlans,
  guestUsers,
  maintenanceEvents,
  maintenanceInterventions,
  purchases,
} from "../db/schema";
import { insertBuildingWithFloor } from "./building-factory";
import { insertCoupon } from "./coupon-factory";
import { insertEquipment } from "./equipment-factory";
import { insertOffer } from "./offer-factory";
import { insertOrganism } from "./organism-factory";
import { insertSite } from "./site-factory";
import { insertUser, type TestUser } from "./user-factory";

/**
 * The foreign customer's ids, fixed and far above anything the sequences
 * give, so an answer that names one is caught by the number alone, and the
 * matrix's table can spell its requests before the rows exist.
 */
export const foreignIds = {
  organism: 9001,
  site: 9101,
  otherSite: 9102,
  building: 9201,
  floor: 9301,
  equipment: 9401,
  siteCoupon: 9501,
  organismCoupon: 9502,
  user: 9601,
  offer: 9701,
  event: 9801,
} as const;

/** The foreign customer's floor, by the UUID the maps' paths name it with. */
export const foreignFloorUuid = "9301f000-0000-4000-8000-000000009301";

/** Our account with the colliding name, fixed so a request can name it before it exists. */
export const ourUserId = 8601;

/** Our organism's second site: out of the one-site manager's scope although it is ours. */
export const ourOtherSiteId = 8102;

/**
 * Text only the foreign customer's rows hold (e-mail domain, city, MAC
 * prefix, code prefix): its names are the same as ours on purpose.
 */
export const foreignMarkers = ["rivalco", "brest", "02:bb:", "rivb"] as const;

/** Names both customers use: a search by them must still answer our rows only. */
export const collidingNames = {
  organism: "Hôtels Riviera",
  site: "Le Phare",
  otherSite: "La Plage",
  user: "Durand",
  tag: "BE-0-01",
};

export type TenancyMatrixFixture = {
  ours: { organismId: number; siteId: number; otherSiteId: number; userId: number; couponId: number };
  admin: TestUser;
  /** Every role, on our organism (the demo's hotel-chain manager). */
  organismManager: TestUser;
  /** Every role, on one site of our organism (the demo's one-site manager). */
  siteManager: TestUser;
  /** Every role, no location (the demo's no-site user). */
  nowhereUser: TestUser;
};

// Every role of a customer: the support desk's reads every customer's tickets by design
// (docs/tickets.md#who-sees-what), so no customer profile holds it.
const everyRole = roleFlagKeys.filter((key) => key !== "support_desk");
const at = (iso: string) => new Date(iso);

type Customer = {
  organismId?: number;
  siteIds: [number | undefined, number | undefined];
  organismName: string;
  city: string;
  mac: string;
  code: string;
  emailDomain: string;
  ids: Partial<Record<keyof typeof foreignIds, number>>;
  floorUuid?: string;
};

/** One customer: an organism, two sites, a building and floor, equipment, codes, an offer, an account, and a row of every searched table. */
async function insertCustomer(db: Database, customer: Customer) {
  const organism = await insertOrganism(db, {
    id: customer.organismId,
    name: customer.organismName,
    kind: "hotel_chain",
  });
  const site = await insertSite(db, {
    id: customer.siteIds[0],
    organismId: organism.id,
    name: collidingNames.site,
    city: customer.city,
  });
  const otherSite = await insertSite(db, {
    id: customer.siteIds[1],
    organismId: organism.id,
    name: collidingNames.otherSite,
    city: customer.city,
  });
  const { floorId } = await insertBuildingWithFloor(db, {
    siteId: site.id,
    name: "Bâtiment Est",
    floorName: "Rez-de-chaussée",
    buildingId: customer.ids.building,
    floorId: customer.ids.floor,
    floorUuid: customer.floorUuid,
  });
  // The same tag on both customers' access points: a search by it must still answer ours only.
  await insertEquipment(db, {
    id: customer.ids.equipment,
    siteId: site.id,
    floorId,
    mac: customer.mac,
    tag: collidingNames.tag,
    serial: `${customer.code}-SN-0001`,
    position: { x: 500, y: 350 },
  });
  const plan = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 700"/>');
  await db.insert(floorPlans).values({
    floorId,
    contentType: "image/svg+xml",
    image: plan,
    width: 1000,
    height: 700,
    digest: createHash("sha256").update(plan).digest("hex"),
  });
  const siteCoupon = await insertCoupon(db, {
    id: customer.ids.siteCoupon,
    organismId: organism.id,
    siteId: site.id,
    code: `${customer.code}0001`,
    phoneNumber: "+33612345678",
  });
  await insertCoupon(db, {
    id: customer.ids.organismCoupon,
    organismId: organism.id,
    siteId: null,
    code: `${customer.code}0002`,
  });
  await insertOffer(
    db,
    { id: customer.ids.offer ?? 701, name: "Journée" },
    { organismIds: [organism.id], siteIds: [site.id] },
  );
  const user = await insertUser(db, {
    id: customer.ids.user,
    email: `claire.durand@${customer.emailDomain}`,
    firstName: "Claire",
    lastName: collidingNames.user,
    roles: ["supervision"],
    // Both kinds of assignment, so the accounts index shows the organism as well as the site.
    locations: [
      { type: "Site", id: site.id },
      { type: "Organism", id: organism.id },
    ],
  });
  const located = { organismId: organism.id, siteId: site.id };
  await db.insert(purchases).values({
    ...located,
    reference: `${customer.code}-P1`,
    offerId: customer.ids.offer ?? 701,
    offerName: "Journée",
    totalAmountTtc: 5,
    totalAmountHt: 4.17,
    currency: "eur",
    purchaseDate: at("2026-01-15T10:00:00.000Z"),
    succeeded: true,
    email: `buyer@${customer.emailDomain}`,
  });
  await db.insert(guestUsers).values({
    ...located,
    email: `guest@${customer.emailDomain}`,
    firstName: "Paul",
    lastName: collidingNames.user,
    language: "fr",
    device: "mobile",
  });
  await db.insert(endUsers).values({ ...located, country: "FR", device: "mobile", language: "fr" });
  await db.insert(connectionCodes).values({
    ...located,
    couponId: siteCoupon.id,
    code: siteCoupon.code,
    email: `resident@${customer.emailDomain}`,
    firstName: "Léa",
    lastName: collidingNames.user,
    residentId: `${customer.code}-R1`,
  });
  const [event] = await db
    .insert(maintenanceEvents)
    .values({
      ...located,
      id: customer.ids.event,
      kind: "incident",
      state: "opened",
      criticality: "major",
      responsibility: "provider",
      typology: "wifi",
      description: `Coupure ${customer.city}`,
      openedAt: at("2026-02-01T08:00:00.000Z"),
    })
    .returning({ id: maintenanceEvents.id });
  await db.insert(maintenanceInterventions).values({
    ...located,
    eventId: event?.id ?? null,
    interventionDate: at("2026-02-02T08:00:00.000Z"),
    state: "planned",
    typology: "onsite",
    hotspot: `AP-${customer.city}`,
  });
  return {
    organismId: organism.id,
    siteId: site.id,
    otherSiteId: otherSite.id,
    userId: user.id,
    couponId: siteCoupon.id,
  };
}

/**
 * Two customers with the same organism (but for case: names are unique),
 * site, building and account names; ours with the demo's profiles on it,
 * the foreign one at `foreignIds`. Each user signs in with `testPassword`.
 */
export async function insertTenancyMatrixFixture(db: Database): Promise<TenancyMatrixFixture> {
  const ours = await insertCustomer(db, {
    siteIds: [undefined, ourOtherSiteId],
    organismName: collidingNames.organism,
    city: "Nantes",
    mac: "02:aa:00:00:00:01",
    code: "OURS",
    emailDomain: "ours.test",
    ids: { user: ourUserId },
  });
  await insertCustomer(db, {
    organismId: foreignIds.organism,
    siteIds: [foreignIds.site, foreignIds.otherSite],
    organismName: collidingNames.organism.toUpperCase(),
    city: "Brest",
    mac: "02:bb:00:00:00:01",
    code: "RIVB",
    emailDomain: "rivalco.test",
    ids: foreignIds,
    floorUuid: foreignFloorUuid,
  });
  return {
    ours,
    admin: await insertUser(db, { admin: true, lastName: "Admin" }),
    organismManager: await insertUser(db, {
      roles: everyRole,
      locations: [{ type: "Organism", id: ours.organismId }],
      lastName: "OrganismManager",
    }),
    siteManager: await insertUser(db, {
      roles: everyRole,
      locations: [{ type: "Site", id: ours.siteId }],
      lastName: "SiteManager",
    }),
    nowhereUser: await insertUser(db, { roles: everyRole, lastName: "Nowhere" }),
  };
}
