import { screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { chooseLanguage } from "../../../i18n/change-language";
import { errorBody } from "../../../testing/mock-api";
import { renderApp } from "../../../testing/render-app";
import { locationsAnswer, signInAs, testLocations, testUser } from "../../../testing/users";

const [hotels, nantes] = testLocations as [(typeof testLocations)[0], (typeof testLocations)[0]];

describe("the selected location (docs/product.md#locations-selection, docs/product.md#errors)", {
  timeout: 20_000,
}, () => {
  beforeEach(async () => {
    await chooseLanguage("en");
  });

  it("selects the only organism of someone who holds one, and writes it into the address", async () => {
    signInAs(testUser({ granted: ["supervision"] }), {
      "POST /es_proxy/locations/_search": locationsAnswer([hotels, nantes]),
    });
    const { router } = await renderApp("/account");
    await waitFor(() => expect(router.state.location.search).toEqual({ location_organism: 3 }));
    expect(await screen.findByRole("textbox", { name: "Choose a location" })).toHaveAttribute(
      "placeholder",
      "Hôtels Belle Escale",
    );
  });

  it("takes a location the caller does not hold out of the address", async () => {
    signInAs(testUser({ granted: ["supervision"] }));
    const { router } = await renderApp("/account?location_site=999&location_organism=77");
    await waitFor(() => expect(router.state.location.search).toEqual({}));
  });

  it("sends someone without any location to /working-site, which says so without a modal repeating it (NO_RESULTS)", async () => {
    signInAs(testUser({ granted: ["supervision"] }), { "POST /es_proxy/locations/_search": locationsAnswer([]) });
    const { router } = await renderApp("/account");

    await waitFor(() => expect(router.state.location.pathname).toBe("/working-site"));
    expect(await screen.findByRole("heading", { level: 1, name: "No site available" })).toBeInTheDocument();
    // The page explains; the modal (docs/product.md#errors-behaviour) only repeated it.
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Leave this account" })).not.toBeInTheDocument();
  });

  it("offers an impersonating admin to leave the account without location", async () => {
    signInAs(
      testUser({ granted: ["supervision"], fake: true, impersonator: { id: 1, email: "admin@ondine.example" } }),
      {
        "POST /es_proxy/locations/_search": locationsAnswer([]),
      },
    );
    await renderApp("/");
    expect(await screen.findByRole("link", { name: "Leave this account" })).toHaveAttribute(
      "href",
      "/account/reset_logas",
    );
  });

  it("opens a modal with a refresh button when the lookup fails (INTERNAL_ERROR)", async () => {
    signInAs(testUser({ granted: ["supervision"] }), {
      "POST /es_proxy/locations/_search": { status: 500, body: errorBody("INTERNAL_ERROR") },
    });
    await renderApp("/account");
    const modal = await screen.findByRole("dialog", { name: "Locations unavailable" }, { timeout: 15_000 });
    expect(modal).toHaveTextContent("The server could not load your locations.");
    expect(screen.getByRole("button", { name: "Refresh" })).toBeInTheDocument();
  });

  it("sends someone with locations away from /working-site, home", async () => {
    signInAs(testUser({ granted: ["supervision"] }));
    const { router } = await renderApp("/working-site");
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });
});
