import { createHash } from "node:crypto";
import type { Scope } from "../scope/scope";

const keys = new WeakMap<Scope, string>();

/**
 * A cache key part naming exactly what a scope holds, so that answers are
 * shared only between callers who see the same locations (two accounts on
 * the same organism do; two tenants never). A digest: an organism's scope
 * may list thousands of sites.
 */
export function scopeCacheKey(scope: Scope): string {
  if (scope.kind === "unscoped") return "all";
  let key = keys.get(scope);
  if (key === undefined) {
    key = createHash("sha256")
      .update(`${scope.organismIds.join(",")}|${scope.siteIds.join(",")}`)
      .digest("base64url");
    keys.set(scope, key);
  }
  return key;
}
