import { describe, expect, it } from "vitest";
import { menuLinkUrl } from "./menu-links";
import { externalMenuLinks, navigation } from "./navigation";

const config = { support_portal_url: "https://support.example" };

describe("external menu links (docs/product.md#navigation-menu)", () => {
  it("opens the support centre and its usage guides in the interface's language", () => {
    expect(menuLinkUrl("supportPortal", config, "de")).toBe("https://support.example/de");
    expect(menuLinkUrl("usageGuides", config, "nl")).toBe("https://support.example/nl/guides/usage");
  });

  it("lists every external link in the menu once", () => {
    const entries = navigation.flatMap((category) => category.entries);
    const external = entries.flatMap((entry) => (entry.kind === "external" ? [entry.link] : []));
    expect(external.sort()).toEqual([...externalMenuLinks].sort());
  });
});
