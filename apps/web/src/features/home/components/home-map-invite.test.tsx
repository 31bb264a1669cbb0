import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { chooseLanguage } from "../../../i18n/change-language";
import { testPublicConfig } from "../../../testing/public-config";
import { renderApp } from "../../../testing/render-app";
import { signInAs, testUser } from "../../../testing/users";

const answers = {
  "GET /config/public": { status: 200, body: testPublicConfig() },
  "GET /locations/buildings": {
    status: 200,
    body: {
      buildings: [
        {
          id: 31,
          uuid: "6f1c1d7e-8a51-4b0e-9c8a-1f2b3c4d5e6f",
          name: "Bâtiment A",
          site_id: 12,
          beds_number: 80,
          floors_count: 3,
          state: { ap: { reached: 9, total: 12, unref: 0 } },
        },
      ],
    },
  },
};

/** No invitation to a building's map for whom its roles do not open one (docs/product.md#accounts-permissions). */
describe("home's invitation to open a building's map", { timeout: 20_000 }, () => {
  beforeEach(async () => {
    await chooseLanguage("en");
  });

  it("is not shown to a monitoring-only manager, who could not open the map", async () => {
    signInAs(testUser({ granted: ["supervision"] }), answers);
    await renderApp("/?location_site=12&location_organism=3");
    await screen.findByRole("heading", { level: 1, name: "Home" });
    await screen.findByRole("navigation", { name: "Selected location" });
    expect(screen.queryByRole("combobox", { name: "Building (1)" })).not.toBeInTheDocument();
    expect(screen.queryByPlaceholderText("Open a building's map")).not.toBeInTheDocument();
  });

  it("is shown to a manager whose roles open the map", async () => {
    signInAs(testUser({ granted: ["supervision", "map_supervision"] }), answers);
    await renderApp("/?location_site=12&location_organism=3");
    expect(await screen.findByRole("combobox", { name: "Building (1)" })).toBeInTheDocument();
  });
});
