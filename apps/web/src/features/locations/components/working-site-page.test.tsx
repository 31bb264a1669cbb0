import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { chooseLanguage } from "../../../i18n/change-language";
import { testPublicConfig } from "../../../testing/public-config";
import { renderApp } from "../../../testing/render-app";
import { locationsAnswer, signInAs, testUser } from "../../../testing/users";

const publicConfig = { status: 200, body: testPublicConfig() };

describe("/working-site (docs/product.md#locations-selection)", { timeout: 20_000 }, () => {
  it("points an account to the support centre in the interface's language", async () => {
    await chooseLanguage("es");
    signInAs(testUser({ granted: ["supervision"] }), {
      "POST /es_proxy/locations/_search": locationsAnswer([]),
      "GET /config/public": publicConfig,
    });
    await renderApp("/working-site");

    expect(await screen.findByRole("heading", { level: 1, name: "Ningún sitio disponible" })).toBeInTheDocument();
    // No modal repeating the page over it: the link is in reach, not hidden behind a dialog.
    expect(await screen.findByRole("link", { name: "Abrir el centro de asistencia" })).toHaveAttribute(
      "href",
      "https://support.ondine.example/es",
    );
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("offers an admin logged in as the account a way out, on the page", async () => {
    await chooseLanguage("en");
    signInAs(testUser({ granted: ["supervision"], fake: true }), {
      "POST /es_proxy/locations/_search": locationsAnswer([]),
      "GET /config/public": publicConfig,
    });
    await renderApp("/working-site");
    expect(await screen.findByRole("link", { name: "Leave this account" })).toHaveAttribute(
      "href",
      "/account/reset_logas",
    );
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  describe("for a stime account", () => {
    beforeEach(async () => {
      await chooseLanguage("en");
    });

    it("links to the usage guide, the Wi-Fi key guide, the videos and the after-sales request", async () => {
      signInAs(testUser({ granted: ["supervision", "sav_stime"] }), {
        "POST /es_proxy/locations/_search": locationsAnswer([]),
        "GET /config/public": publicConfig,
      });
      await renderApp("/working-site");

      const link = async (name: string) =>
        (await screen.findByRole("link", { name, hidden: true })).getAttribute("href");
      expect(await link("User guide")).toBe("https://support.ondine.example/en/guides/usage");
      expect(await link("Wi-Fi key guide")).toBe("https://support.ondine.example/en/guides/wifi-key");
      expect(await link("Videos and use cases")).toBe("https://support.ondine.example/en/guides/videos");
      expect(await link("Make an after-sales request")).toBe("https://support.ondine.example/en/requests/new");
      expect(screen.queryByRole("link", { name: "Open the support centre", hidden: true })).not.toBeInTheDocument();
    });
  });
});
