import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import type { Database } from "../db";
import { findUserRecord } from "../modules/auth/user-records.repository";
import { deleteCouponRow } from "../modules/coupons/coupons.repository";
import { findOffersOfLocation } from "../modules/coupons/offers.repository";
import { findSiteEquipment } from "../modules/monitoring/equipment.repository";
import { readTraffic } from "../modules/monitoring/traffic.service";
import { insertUserLocations, updateUser } from "../modules/users/users.repository";
import type { ScopedOrganism } from "./in-scope";
import { unscoped } from "./scope";

/**
 * Never called: `tsc -b` checks that each line below is refused, so a bare
 * id, an object shaped like a scoped value, or the wrong kind cannot reach a
 * query of tenant data.
 */
export function unscopedValuesAreRefused(db: Database, organism: ScopedOrganism) {
  const window = { startAt: new Date(0), stopAt: new Date(1) };
  // @ts-expect-error a bare site id is no site found in scope
  void findSiteEquipment(db, 5);
  // @ts-expect-error nor is an object shaped like one
  void findSiteEquipment(db, { id: 5 });
  // @ts-expect-error an organism found in scope is not a site
  void findSiteEquipment(db, organism);
  // @ts-expect-error a series is resolved in scope (resolveSeriesTarget), never written by hand
  void readTraffic(db, { site: { id: 5 } }, window);
  // @ts-expect-error an account is found in the viewer's reach first
  void updateUser(db, 5, {});
  // @ts-expect-error and its locations in scope
  void insertUserLocations(db, organism, [{ type: "Site", id: 5 }]);
  // @ts-expect-error the presenter names an account found in reach
  void findUserRecord(db, unscoped, 5);
  // @ts-expect-error a code is found in scope before it is deleted
  void deleteCouponRow(db, { id: 5 });
  // @ts-expect-error offers are read for a location found in scope
  void findOffersOfLocation(db, { type: "Site", organismId: 1, organismName: "", siteId: 5, siteName: "" });
}

const serverSource = join(import.meta.dirname, "..");

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

describe("values found in scope", () => {
  it("are made only by the scoped lookups listed here (a new one is a reviewed change)", () => {
    const callers = sourceFiles(serverSource)
      .filter((path) => readFileSync(path, "utf8").includes("markInScope("))
      .map((path) => relative(serverSource, path))
      .sort();
    expect(callers).toEqual([
      // One's own account, computed for the sign-in answer.
      "modules/auth/current-user.service.ts",
      "modules/coupons/coupon-location.repository.ts",
      "modules/coupons/coupons.repository.ts",
      "modules/locations/locations.repository.ts",
      "modules/monitoring/monitored-locations.repository.ts",
      // The sponsoring link's site, which its token vouches for.
      "modules/sponsors/sponsor-requests.repository.ts",
      // The link's holder acting on their own account.
      "modules/users/email-change.service.ts",
      // The account a request creates; the accounts found in reach.
      "modules/users/users.repository.ts",
    ]);
  });
});
