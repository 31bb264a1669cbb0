import { describe, expect, it } from "vitest";
import { consoleRouteOf, paths, showsLocationSearch, showsMenu } from "./paths";

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

  it("hides the location search where the product (docs/product.md#locations-selection) says", () => {
    expect(showsLocationSearch("codesList")).toBe(false);
    expect(showsLocationSearch("accounts")).toBe(false);
    expect(showsLocationSearch("networkMonitoring")).toBe(true);
    expect(showsLocationSearch(undefined)).toBe(true);
  });

  it("tells which console route an address opens, parameters and optional segments included", () => {
    expect(consoleRouteOf("/codes/list")).toBe("codesList");
    expect(consoleRouteOf("/codes/list?location_site=4#?s=abc")).toBe("codesList");
    expect(consoleRouteOf("/")).toBe("home");
    expect(consoleRouteOf("/codes/print/id/42")).toBe("codesPrintId");
    expect(consoleRouteOf("/network/status/maps")).toBe("networkMaps");
    expect(consoleRouteOf("/network/status/maps/b-1/f-2")).toBe("networkMaps");
    expect(consoleRouteOf("/account/password/reset")).toBe("passwordReset");
    expect(consoleRouteOf("/account/password/reset/t0k3n")).toBe("passwordReset");
    // The API's addresses (docs/product.md#navigation-routing) are no console page.
    expect(consoleRouteOf("/v2/sessions/redirect_to_production?token=abc")).toBeUndefined();
    expect(consoleRouteOf("/sso/centre")).toBeUndefined();
    expect(consoleRouteOf("/codes/print/id")).toBeUndefined();
    expect(consoleRouteOf("/codes/list/more")).toBeUndefined();
  });
});
