import { describe, expect, it } from "vitest";
import { searchHash as dashboardSearchHash } from "../../routing/hash-search";
import { dashboardStateOf, seeMoreTarget } from "./see-more-links";

const decode = (hash: string) => {
  const blob = new URLSearchParams(hash.slice(1)).get("s") ?? "";
  const binary = atob(blob.replace(/-/g, "+").replace(/_/g, "/"));
  return JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (character) => character.charCodeAt(0))));
};

describe("see-more links", () => {
  it("encode the state as base64url JSON under `s`, without padding", () => {
    const hash = dashboardSearchHash({ organism: 3, from: "2026-11-20", to: "2026-11-26" });
    expect(hash).toMatch(/^\?s=[A-Za-z0-9_-]+$/);
    expect(decode(hash)).toEqual({ organism: 3, from: "2026-11-20", to: "2026-11-26" });
  });

  it("name a site with its organism and the window's Paris days, the last one included", () => {
    // 2026-11-20 00:00 Paris to 2026-11-27 00:00 Paris: the 20th to the 26th.
    const window = { startAt: new Date("2026-11-19T23:00:00Z"), stopAt: new Date("2026-11-26T23:00:00Z") };
    expect(dashboardStateOf({ type: "site", id: 12 }, window, 3)).toEqual({
      organism: 3,
      site: 12,
      from: "2026-11-20",
      to: "2026-11-26",
    });
    expect(dashboardStateOf({ type: "organism", id: 3 }, window)).toEqual({
      organism: 3,
      from: "2026-11-20",
      to: "2026-11-26",
    });
  });

  it("lead to the purchases, codes and customers dashboards", () => {
    expect(seeMoreTarget("purchases", { site: 12 })).toEqual({
      to: "/statistics/purchases",
      hash: dashboardSearchHash({ site: 12 }),
    });
    expect(seeMoreTarget("codes", {}).to).toBe("/statistics/codes");
    expect(seeMoreTarget("customers", {}).to).toBe("/statistics/customers");
  });
});
