import { describe, expect, it } from "vitest";
import { lastReachablePage } from "./last-reachable-page";

describe("a dashboard's last reachable page", () => {
  it("stays within the result window and opens at least one page", () => {
    expect(lastReachablePage(1_000_000, 20)).toBe(500);
    expect(lastReachablePage(41, 20)).toBe(3);
    expect(lastReachablePage(0, 20)).toBe(1);
  });
});
