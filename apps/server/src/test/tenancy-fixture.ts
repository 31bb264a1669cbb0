import type { Database } from "../db";
import { insertOrganism, type TestOrganism } from "./organism-factory";
import { insertSite, type TestSite } from "./site-factory";
import { insertUser, type TestUser } from "./user-factory";

/** Two customers and the people around them, for tenancy and authorization tests. */
export type TenancyFixture = {
  hotels: TestOrganism;
  /** Two sites of `hotels`: one in production, one in study. */
  hotelSites: [TestSite, TestSite];
  campsites: TestOrganism;
  campsite: TestSite;
  admin: TestUser;
  /** Manages accounts (accounts.create) for the whole hotel chain; also holds supervision and code. */
  manager: TestUser;
  /** Monitoring only, on the hotel chain: may not manage accounts. */
  operator: TestUser;
  /** An account on one hotel site: within the manager's tenancy. */
  hotelUser: TestUser;
  /** An account on the campsite: outside the manager's tenancy. */
  campsiteUser: TestUser;
};

/** Inserts the fixture; each user signs in with `testPassword`. */
export async function insertTenancyFixture(db: Database): Promise<TenancyFixture> {
  const hotels = await insertOrganism(db, { kind: "hotel_chain" });
  const campsites = await insertOrganism(db, { kind: "campsite" });
  const hotelSites: [TestSite, TestSite] = [
    await insertSite(db, { organismId: hotels.id, state: "En production" }),
    await insertSite(db, { organismId: hotels.id, state: "Etude" }),
  ];
  const campsite = await insertSite(db, { organismId: campsites.id, state: "VSR" });
  const onHotels = [{ type: "Organism", id: hotels.id }] as const;
  return {
    hotels,
    hotelSites,
    campsites,
    campsite,
    admin: await insertUser(db, { admin: true, lastName: "Admin" }),
    manager: await insertUser(db, {
      roles: ["accounts_create", "supervision", "code"],
      locations: onHotels,
      lastName: "Manager",
    }),
    operator: await insertUser(db, { roles: ["supervision"], locations: onHotels, lastName: "Operator" }),
    hotelUser: await insertUser(db, {
      roles: ["supervision"],
      locations: [{ type: "Site", id: hotelSites[0].id }],
      lastName: "Hotel",
    }),
    campsiteUser: await insertUser(db, {
      roles: ["supervision"],
      locations: [{ type: "Site", id: campsite.id }],
      lastName: "Campsite",
    }),
  };
}
