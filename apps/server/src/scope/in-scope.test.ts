import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const serverSource = join(import.meta.dirname, "..");

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

// Each module's tests prove by type that its repositories refuse unscoped values
// (e.g. `unscopedSitesAreRefused` in monitoring.scope.test.ts); this one, that
// only reviewed lookups make scoped values.
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
      // A floor, found through its building's site in scope.
      "modules/maps/floor-plans.repository.ts",
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
