import { isRoleFlagKey, locationStates, organismKinds } from "@ondine/domain";
import { describe, expect, it } from "vitest";
import { demoCatalogue } from "./demo-catalogue";
import { generateDemoData } from "./generate-demo-data";

const now = new Date("2026-11-20T10:00:00.000Z");

describe("generateDemoData", () => {
  const data = generateDemoData(demoCatalogue, 1, { now });

  it("is deterministic for a seed and differs between seeds", () => {
    expect(generateDemoData(demoCatalogue, 1, { now })).toEqual(data);
    expect(generateDemoData(demoCatalogue, 2, { now }).buildings).not.toEqual(data.buildings);
  });

  it("has about six organisms of every kind and about forty sites", () => {
    expect(data.organisms.length).toBeGreaterThanOrEqual(6);
    expect(new Set(data.organisms.map((o) => o.kind))).toEqual(new Set(organismKinds));
    expect(data.sites.length).toBeGreaterThanOrEqual(38);
  });

  it("places every site in metropolitan France in every SPEC state", () => {
    for (const site of data.sites) {
      expect(site.latitude).toBeGreaterThan(41.3);
      expect(site.latitude).toBeLessThan(51.1);
      expect(site.longitude).toBeGreaterThan(-5.2);
      expect(site.longitude).toBeLessThan(9.6);
      expect(site.postalCode).toMatch(/^\d{5}$/);
    }
    expect(new Set(data.sites.map((s) => s.state))).toEqual(new Set(locationStates));
  });

  it("gives every site a building and every building a floor, with unique UUIDs", () => {
    for (const site of data.sites) expect(data.buildings.some((b) => b.siteId === site.id)).toBe(true);
    for (const building of data.buildings) expect(data.floors.some((f) => f.buildingId === building.id)).toBe(true);
    const uuids = [...data.buildings, ...data.floors].map((row) => row.uuid);
    expect(new Set(uuids).size).toBe(uuids.length);
    for (const uuid of uuids)
      expect(uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it("gives student residences their beds", () => {
    const residenceIds = new Set(data.organisms.filter((o) => o.kind === "student_residence").map((o) => o.id));
    const residenceSiteIds = new Set(data.sites.filter((s) => residenceIds.has(s.organismId)).map((s) => s.id));
    const residenceBuildings = data.buildings.filter((b) => residenceSiteIds.has(b.siteId));
    expect(residenceBuildings.length).toBeGreaterThan(0);
    for (const building of residenceBuildings) expect(building.bedsNumber).toBeGreaterThan(0);
  });
});

describe("the demo accounts", () => {
  const data = generateDemoData(demoCatalogue, 1, { now });
  const byEmail = new Map(data.users.map((user) => [user.email, user]));
  const organismName = (id: number | undefined) => data.organisms.find((organism) => organism.id === id)?.name;

  it("has one account per profile, with role keys the domain knows", () => {
    expect([...byEmail.keys()]).toEqual([
      "admin@ondine.example",
      "support@ondine.example",
      "hotels@ondine.example",
      "residences@ondine.example",
      "site@ondine.example",
      "former@ondine.example",
      "new@ondine.example",
      "nosite@ondine.example",
    ]);
    for (const user of data.users) for (const key of user.roleFlags) expect(isRoleFlagKey(key)).toBe(true);
    expect(data.users.filter((user) => user.admin).map((user) => user.email)).toEqual(["admin@ondine.example"]);
  });

  it("assigns the managers to their customers", () => {
    const hotels = byEmail.get("hotels@ondine.example");
    expect(organismName(hotels?.organismIds[0])).toBe("Hôtels Belle Escale");
    expect(hotels?.roleFlags).toEqual(expect.arrayContaining(["supervision", "iots", "api", "statistic_chromecast"]));
    expect(organismName(byEmail.get("residences@ondine.example")?.organismIds[0])).toBe("Campus Horizon Résidences");
    const site = byEmail.get("site@ondine.example");
    expect(site?.roleFlags).toEqual(["supervision", "speedtest"]);
    expect(site?.organismIds).toEqual([]);
    expect(site?.siteIds).toHaveLength(1);
  });

  it("covers the account states of docs/product.md#accounts-users", () => {
    expect(data.users.map((user) => user.state)).toEqual([
      "confirmed",
      "confirmed",
      "confirmed",
      "confirmed",
      "confirmed",
      "deactivated",
      "unconfirmed",
      "confirmed",
    ]);
  });
});
