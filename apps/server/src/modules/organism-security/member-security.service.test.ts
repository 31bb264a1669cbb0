import { describe, expect, it } from "vitest";
import { organismSecurity } from "../../db/schema";
import { insertOrganism } from "../../test/organism-factory";
import { insertSite } from "../../test/site-factory";
import { testEngines } from "../../test/test-database";
import { useTestDatabase } from "../../test/use-test-database";
import { insertUser } from "../../test/user-factory";
import { findMemberSecurity } from "./member-security.service";

describe.each(testEngines)("findMemberSecurity on %s", (engine) => {
  const database = useTestDatabase(engine);

  const settle = (
    organismId: number,
    values: { ipRanges?: string[]; twoFactorRequired?: boolean; twoFactorGraceSignIns?: number },
  ) => database.db.insert(organismSecurity).values({ organismId, ...values });

  it("reads an organism location and the organism of a site location, one range set per organism with ranges", async () => {
    const { db } = database;
    const hotels = await insertOrganism(db, { name: "Hôtels Lumière" });
    const campsites = await insertOrganism(db, { name: "Campings Soleil" });
    const offices = await insertOrganism(db, { name: "Bureaux Nord" });
    const campsite = await insertSite(db, { organismId: campsites.id, name: "Soleil Arcachon" });
    await settle(hotels.id, { ipRanges: ["192.0.2.0/24"] });
    await settle(campsites.id, { ipRanges: ["2001:db8::/32", "198.51.100.7/32"] });
    await settle(offices.id, { ipRanges: ["203.0.113.0/24"] });
    const member = await insertUser(db, {
      locations: [
        { type: "Organism", id: hotels.id },
        { type: "Site", id: campsite.id },
      ],
    });

    const security = await findMemberSecurity(db, member.id);

    expect(security.ipRangeSets).toHaveLength(2);
    expect(security.ipRangeSets).toEqual(
      expect.arrayContaining([["192.0.2.0/24"], ["2001:db8::/32", "198.51.100.7/32"]]),
    );
    expect(security).toMatchObject({ twoFactorRequired: false, twoFactorGraceSignIns: 0 });
  });

  it("requires two-factor when any organism does, with the smallest grace among those that do", async () => {
    const { db } = database;
    const first = await insertOrganism(db, { name: "Résidences Azur" });
    const second = await insertOrganism(db, { name: "Résidences Mistral" });
    const third = await insertOrganism(db, { name: "Résidences Bise" });
    await settle(first.id, { twoFactorRequired: true, twoFactorGraceSignIns: 5 });
    await settle(second.id, { twoFactorRequired: true, twoFactorGraceSignIns: 2 });
    // Not required here: its grace of 0 says nothing.
    await settle(third.id, { twoFactorRequired: false, twoFactorGraceSignIns: 0 });
    const member = await insertUser(db, {
      locations: [first, second, third].map((organism) => ({ type: "Organism" as const, id: organism.id })),
    });

    expect(await findMemberSecurity(db, member.id)).toEqual({
      ipRangeSets: [],
      twoFactorRequired: true,
      twoFactorGraceSignIns: 2,
    });
  });

  it("exempts admins and the support desk, and holds a member with no settings to nothing", async () => {
    const { db } = database;
    const organism = await insertOrganism(db, { name: "Hôtels Étoile" });
    await settle(organism.id, { ipRanges: ["192.0.2.0/24"], twoFactorRequired: true, twoFactorGraceSignIns: 1 });
    const location = [{ type: "Organism" as const, id: organism.id }];
    const admin = await insertUser(db, { admin: true, locations: location });
    const desk = await insertUser(db, { roles: ["support_desk"], locations: location });
    const member = await insertUser(db, { roles: ["supervision"], locations: location });
    const elsewhere = await insertUser(db, { locations: [] });
    const exempt = { ipRangeSets: [], twoFactorRequired: false, twoFactorGraceSignIns: 0 };

    expect(await findMemberSecurity(db, admin.id)).toEqual(exempt);
    expect(await findMemberSecurity(db, desk.id)).toEqual(exempt);
    expect(await findMemberSecurity(db, elsewhere.id)).toEqual(exempt);
    expect(await findMemberSecurity(db, member.id)).toEqual({
      ipRangeSets: [["192.0.2.0/24"]],
      twoFactorRequired: true,
      twoFactorGraceSignIns: 1,
    });
  });
});
