import { describe, expect, it } from "vitest";
import { isStimeAccount, stimeHelpLinks, supportCentreUrl } from "./public-config";

describe("support portal links (docs/product.md#locations-selection)", () => {
  it("opens the support centre in the interface's language", () => {
    expect(supportCentreUrl("https://support.example", "es")).toBe("https://support.example/es");
  });

  it("gives stime accounts their four help pages in that language", () => {
    expect(stimeHelpLinks("https://support.example", "de")).toEqual({
      usageGuide: "https://support.example/de/guides/usage",
      wifiKeyGuide: "https://support.example/de/guides/wifi-key",
      videos: "https://support.example/de/guides/videos",
      afterSalesRequest: "https://support.example/de/requests/new",
    });
  });

  it("reads a stime account from its role", () => {
    expect(isStimeAccount({ roles: { sav_stime: 1 } })).toBe(true);
    expect(isStimeAccount({ roles: { sav_stime: 0 } })).toBe(false);
  });
});
