import { describe, expect, it } from "vitest";
import { assignedScope, unscoped } from "../../scope/scope";
import { isSiteMapCacheKeyOf, monitoringCacheKey } from "./monitoring-cache-key";

describe("isSiteMapCacheKeyOf", () => {
  const siteMapKey = (siteId: number, parameters: (string | number)[] = []) =>
    monitoringCacheKey("siteFull", assignedScope([3], [12, 120]), { type: "site", id: siteId }, parameters);

  it("finds a site's maps whatever the scope and the equipment version they were read with", () => {
    expect(isSiteMapCacheKeyOf(siteMapKey(12), 12)).toBe(true);
    expect(isSiteMapCacheKeyOf(siteMapKey(12, [7]), 12)).toBe(true);
    expect(isSiteMapCacheKeyOf(monitoringCacheKey("siteFull", unscoped, { type: "site", id: 12 }, [0]), 12)).toBe(true);
  });

  it("leaves other sites' maps and other reads alone", () => {
    expect(isSiteMapCacheKeyOf(siteMapKey(120, [7]), 12)).toBe(false);
    expect(isSiteMapCacheKeyOf(siteMapKey(1, [12]), 12)).toBe(false);
    expect(isSiteMapCacheKeyOf(monitoringCacheKey("status", unscoped, { type: "site", id: 12 }), 12)).toBe(false);
  });
});
