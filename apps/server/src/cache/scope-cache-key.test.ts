import { describe, expect, it } from "vitest";
import { assignedScope, unscoped } from "../scope/scope";
import { scopeCacheKey } from "./scope-cache-key";

describe("scopeCacheKey", () => {
  it("names what a scope holds: equal scopes share a key, any difference changes it", () => {
    const key = scopeCacheKey(assignedScope([1], [2, 3]));
    expect(scopeCacheKey(assignedScope([1], [3, 2]))).toBe(key);
    expect(scopeCacheKey(assignedScope([1], [2, 3, 4]))).not.toBe(key);
    expect(scopeCacheKey(assignedScope([], [2, 3]))).not.toBe(key);
    // The same ids split otherwise between organisms and sites are another scope.
    expect(scopeCacheKey(assignedScope([1, 2], [3]))).not.toBe(key);
    expect(scopeCacheKey(assignedScope([], []))).not.toBe(scopeCacheKey(assignedScope([0], [])));
  });

  it("is 'all' for an admin and the same for a scope asked twice", () => {
    expect(scopeCacheKey(unscoped)).toBe("all");
    const scope = assignedScope(
      [7],
      Array.from({ length: 3000 }, (_, index) => index + 1),
    );
    expect(scopeCacheKey(scope)).toBe(scopeCacheKey(scope));
  });
});
