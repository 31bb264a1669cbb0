import {
  couponCreatorTypes,
  currencies,
  customerDevices,
  hiddenInterventionTypology,
  maintenanceEventCriticalities,
  maintenanceEventKinds,
  maintenanceEventStates,
  maintenanceInterventionStates,
} from "@ondine/domain";
import { describe, expect, it } from "vitest";
import { activityTables, emptyActivity, type LocationActivity } from "./activity-rows";
import { demoActivity } from "./demo-activity";
import { demoCatalogue } from "./demo-catalogue";
import { dayMs } from "./demo-moments";
import { demoScales } from "./demo-scale";
import { type DemoData, generateDemoData } from "./generate-demo-data";

const now = new Date("2026-11-20T10:00:00.000Z");

function collect(data: DemoData): LocationActivity {
  const all = emptyActivity();
  for (const activity of demoActivity(data)) {
    for (const table of activityTables) (all[table] as unknown[]).push(...activity[table]);
  }
  return all;
}

const distinct = <T>(values: readonly T[]) => new Set(values);

describe("the demo year of activity", () => {
  const data = generateDemoData(demoCatalogue, 1, { now });
  const activity = collect(data);
  const { coupons, connectionCodes, purchases, guestUsers, endUsers, maintenanceEvents, maintenanceInterventions } =
    activity;

  it("is the same for the same seed and moment, and another for another seed", () => {
    expect(collect(generateDemoData(demoCatalogue, 1, { now }))).toEqual(activity);
    const other = collect(generateDemoData(demoCatalogue, 2, { now }));
    expect(other.coupons.map((coupon) => coupon.code)).not.toEqual(coupons.map((coupon) => coupon.code));
  });

  it("has exactly the scale's coupons, guests and end users, with unique ids and codes", () => {
    expect(coupons).toHaveLength(demoScales.demo.coupons);
    expect(guestUsers).toHaveLength(demoScales.demo.guestUsers);
    expect(endUsers).toHaveLength(demoScales.demo.endUsers);
    for (const table of activityTables) {
      const ids = activity[table].map((row) => row.id);
      expect(distinct(ids).size).toBe(ids.length);
    }
    expect(distinct(coupons.map((coupon) => coupon.code)).size).toBe(coupons.length);
    for (const coupon of coupons.slice(0, 500)) expect(coupon.code).toMatch(/^[A-HJKMNP-TV-Z0-9]{8}$/);
  });

  it("spreads codes over the last twelve months, made in the console and on the portals", () => {
    expect(distinct(coupons.map((coupon) => coupon.creatorType))).toEqual(distinct(couponCreatorTypes));
    const months = distinct(coupons.map((coupon) => coupon.createdAt.toISOString().slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(12);
    for (const coupon of coupons) {
      expect(coupon.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(coupon.createdAt.getTime()).toBeGreaterThan(now.getTime() - 366 * dayMs);
      expect(coupon.endsAt.getTime()).toBeGreaterThanOrEqual(coupon.startsAt.getTime());
    }
    const backOffice = coupons.filter((coupon) => coupon.creatorType === "CenterUser");
    const creators = distinct(backOffice.map((coupon) => coupon.creatorId));
    expect(creators).toEqual(
      distinct(data.users.filter((user) => user.admin || user.roleFlags.includes("code")).map((user) => user.id)),
    );
  });

  it("has used, disabled, organism-wide, no-offer and batched codes", () => {
    const used = coupons.filter((coupon) => coupon.provisioningsCount > 0);
    expect(used.length).toBeGreaterThan(coupons.length / 3);
    for (const coupon of used) expect(coupon.firstProvisioningDate).not.toBeNull();
    for (const coupon of coupons.filter((c) => c.provisioningsCount === 0))
      expect(coupon.firstProvisioningDate).toBeNull();
    const disabled = coupons.filter((coupon) => coupon.disabledAt !== null);
    expect(disabled.length).toBeGreaterThan(100);
    for (const coupon of disabled) expect(coupon.disabledBy).not.toBeNull();
    expect(coupons.some((coupon) => coupon.siteId === null)).toBe(true);
    expect(coupons.some((coupon) => coupon.couponDefId === null)).toBe(true);
    expect(coupons.some((coupon) => coupon.startsAt > now)).toBe(true);
    const batchSizes = new Map<string, number>();
    for (const coupon of coupons) batchSizes.set(coupon.correlationId, (batchSizes.get(coupon.correlationId) ?? 0) + 1);
    expect(Math.max(...batchSizes.values())).toBeGreaterThan(50);
  });

  it("gives connection codes to student residences only, each the code of its coupon", () => {
    const residences = distinct(data.organisms.filter((o) => o.kind === "student_residence").map((o) => o.id));
    const couponsById = new Map(coupons.map((coupon) => [coupon.id, coupon]));
    expect(connectionCodes.length).toBeGreaterThan(200);
    for (const connectionCode of connectionCodes) {
      expect(residences.has(connectionCode.organismId)).toBe(true);
      expect(couponsById.get(connectionCode.couponId)?.code).toBe(connectionCode.code);
    }
  });

  it("sells in euros and pounds, with some payments failed", () => {
    expect(distinct(purchases.map((purchase) => purchase.currency))).toEqual(distinct(currencies));
    expect(purchases.some((purchase) => !purchase.succeeded)).toBe(true);
    expect(distinct(purchases.map((purchase) => purchase.reference)).size).toBe(purchases.length);
    for (const purchase of purchases) expect(purchase.totalAmountTtc).toBeGreaterThan(purchase.totalAmountHt);
  });

  it("has guests from many countries on every device, some unknown, some on the newsletter", () => {
    const countries = distinct(guestUsers.map((guest) => guest.country));
    expect(countries.size).toBeGreaterThanOrEqual(15);
    expect(countries.has(null)).toBe(true);
    expect(distinct(guestUsers.map((guest) => guest.device))).toEqual(distinct(customerDevices));
    const subscribers = guestUsers.filter((guest) => guest.newsletter);
    expect(subscribers.length).toBeGreaterThan(guestUsers.length / 10);
    for (const guest of subscribers) expect(guest.email).toMatch(/@[a-z0-9-]+\.example$/);
    expect(distinct(endUsers.map((endUser) => endUser.device))).toEqual(distinct(customerDevices));
    expect(endUsers.some((endUser) => endUser.couponId !== null)).toBe(true);
  });

  it("has the devices of a code connect one after another from its first use, never two at one instant", () => {
    const firstUseOf = new Map(coupons.map((coupon) => [coupon.id, coupon.firstProvisioningDate]));
    const withCode = endUsers.filter((endUser) => endUser.couponId !== null);
    const keys = withCode.map((endUser) => `${endUser.couponId} ${endUser.createdAt.toISOString()}`);
    expect(distinct(keys).size).toBe(keys.length);
    expect(withCode.length).toBeGreaterThan(distinct(withCode.map((endUser) => endUser.couponId)).size);
    for (const endUser of withCode) {
      const firstUse = firstUseOf.get(endUser.couponId ?? 0);
      expect(endUser.createdAt.getTime()).toBeGreaterThanOrEqual(firstUse?.getTime() ?? Number.NaN);
    }
  });

  it("has events of every kind, state and criticality over six months, and interventions of every state", () => {
    expect(distinct(maintenanceEvents.map((event) => event.kind))).toEqual(distinct(maintenanceEventKinds));
    expect(distinct(maintenanceEvents.map((event) => event.state))).toEqual(distinct(maintenanceEventStates));
    expect(distinct(maintenanceEvents.map((event) => event.criticality))).toEqual(
      distinct(maintenanceEventCriticalities),
    );
    for (const event of maintenanceEvents) {
      expect(event.openedAt.getTime()).toBeGreaterThan(now.getTime() - 183 * dayMs);
      expect(event.closedAt !== null).toBe(event.state === "closed");
    }
    expect(distinct(maintenanceInterventions.map((visit) => visit.state))).toEqual(
      distinct(maintenanceInterventionStates),
    );
    expect(maintenanceInterventions.some((visit) => visit.typology === hiddenInterventionTypology)).toBe(true);
    expect(maintenanceInterventions.some((visit) => visit.eventId !== null)).toBe(true);
  });

  it("names as an intervention's hotspot an access point of its site, by the tag the AP list shows", () => {
    const tagsOf = new Map<number, Set<string>>();
    for (const item of data.inventory.equipment) {
      if (item.category === "access_point" && item.tag) {
        tagsOf.set(item.siteId, (tagsOf.get(item.siteId) ?? new Set()).add(item.tag));
      }
    }
    const named = maintenanceInterventions.filter((visit) => visit.hotspot !== null);
    expect(named.length).toBeGreaterThan(0);
    for (const visit of named) expect(tagsOf.get(visit.siteId ?? -1)?.has(visit.hotspot ?? "")).toBe(true);
  });

  it("gives lots to hotels, residences and campsites with mobile homes, and none (not 0) to offices", () => {
    const { buildings } = data;
    expect(buildings.some((building) => building.bedsNumber !== null && building.bedsNumber > 0)).toBe(true);
    for (const building of buildings) expect(building.bedsNumber).not.toBe(0);
  });
});

describe("the large data set's plan", () => {
  const data = generateDemoData(demoCatalogue, 1, { now, scale: demoScales.large });

  it("has at least 3,000 sites in France and shares out exactly a million coupons and guests", () => {
    expect(data.sites.length).toBeGreaterThanOrEqual(3000);
    expect(distinct(data.organisms.map((organism) => organism.name)).size).toBe(data.organisms.length);
    for (const site of data.sites) {
      expect(site.latitude).toBeGreaterThan(41.3);
      expect(site.latitude).toBeLessThan(51.1);
    }
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
    const siteCoupons = sum(data.siteQuotas.map((quota) => quota.coupons));
    expect(siteCoupons + sum(data.organismQuotas.map((quota) => quota.coupons))).toBe(1_000_000);
    expect(sum(data.siteQuotas.map((quota) => quota.guestUsers))).toBe(1_000_000);
  });

  it("keeps the catalogue's customers first, so the demo accounts keep their places", () => {
    const demo = generateDemoData(demoCatalogue, 1, { now });
    expect(data.organisms.slice(0, demo.organisms.length)).toEqual(demo.organisms);
    expect(data.users.map((user) => user.email)).toEqual(demo.users.map((user) => user.email));
    const hotels = (users: typeof data.users) => users.find((user) => user.email === "hotels@ondine.example");
    expect(hotels(data.users)?.organismIds).toEqual(hotels(demo.users)?.organismIds);
  });
});
