import { createHash } from "node:crypto";
import type { Scope } from "../scope/scope";

const keys = new WeakMap<Scope, string>();

/**
 * A cache key part naming exactly what a scope holds, so that answers are
 * shared only between callers who see the same locations (two accounts on
 * the same organism do; two tenants never). A SHA-256 digest: an organism's
 * scope may list thousands of sites. It hashes the ids as 32-bit integers,
 * not as text (writing 3,000 ids as decimals cost about 7 times the hash:
 * docs/performance.md "Cached reads and the codes search"), and is kept per
 * scope object, so a scope reused across requests is hashed once.
 */
export function scopeCacheKey(scope: Scope): string {
  if (scope.kind === "unscoped") return "all";
  let key = keys.get(scope);
  if (key === undefined) {
    // [number of organisms, ...organisms, ...sites]: the count keeps the two lists apart.
    const ids = new Int32Array(1 + scope.organismIds.length + scope.siteIds.length);
    ids[0] = scope.organismIds.length;
    ids.set(scope.organismIds, 1);
    ids.set(scope.siteIds, 1 + scope.organismIds.length);
    key = createHash("sha256").update(ids).digest("base64url");
    keys.set(scope, key);
  }
  return key;
}
