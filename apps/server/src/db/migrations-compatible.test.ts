import { describe, expect, it } from "vitest";
import { migrationsFolder } from "../server-package";
import { findUnsafeMigrations, readUpgradePolicy } from "./rolling-upgrade/unsafe-migrations";

/**
 * docs/operations.md#upgrades: the committed migrations not yet released let
 * the release in production run on beside the new one (a rolling upgrade),
 * unless apps/server/drizzle/needs-stop.json says why the upgrade stops it.
 */
describe("the committed migrations", () => {
  it("keep the previous release working during a rolling upgrade, or say they need a stop", () => {
    expect(findUnsafeMigrations(migrationsFolder)).toEqual([]);
  });

  it("would have flagged 0019's dropped columns had the check stood before its release", () => {
    const problems = findUnsafeMigrations(migrationsFolder, {
      ...readUpgradePolicy(migrationsFolder),
      lastReleasedMigration: "0018_site_level_since",
    });
    expect(problems.map((problem) => problem.split(" (")[0])).toEqual([
      '0019_site_status_live_access_points: drop-column: ALTER TABLE "site_status" DROP COLUMN "access_point_ok"',
      '0019_site_status_live_access_points: drop-column: ALTER TABLE "site_status" DROP COLUMN "access_point_unreachable"',
    ]);
  });
});
