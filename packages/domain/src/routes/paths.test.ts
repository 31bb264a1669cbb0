import { describe, expect, it } from "vitest";
import { paths, showsLocationSearch, showsMenu } from "./paths";

describe("route table", () => {
  it("declares every path once", () => {
    const values = Object.values(paths);
    expect(new Set(values).size).toBe(values.length);
  });

  it("hides the menu on print, logout and SSO error pages", () => {
    expect(showsMenu("codesPrintId")).toBe(false);
    expect(showsMenu("logout")).toBe(false);
    expect(showsMenu("ssoError")).toBe(false);
    expect(showsMenu("home")).toBe(true);
  });

  it("hides the location search where SPEC §2 says", () => {
    expect(showsLocationSearch("codesList")).toBe(false);
    expect(showsLocationSearch("accounts")).toBe(false);
    expect(showsLocationSearch("networkMonitoring")).toBe(true);
    expect(showsLocationSearch(undefined)).toBe(true);
  });
});
