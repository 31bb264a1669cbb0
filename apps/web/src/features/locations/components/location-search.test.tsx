import type { LocationDocument } from "@ondine/domain";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { chooseLanguage } from "../../../i18n/change-language";
import { renderApp } from "../../../testing/render-app";
import { locationsAnswer, signInAs, testLocations, testUser } from "../../../testing/users";

const manager = testUser({ granted: ["supervision"] });

const rennes: LocationDocument = {
  id: 14,
  type: "Site",
  name: "Hôtel Rennes Gare",
  organism_id: 3,
  organism_name: "Hôtels Belle Escale",
  state: "En production",
  coord: { latitude: 48.1, longitude: -1.67 },
};
const study: LocationDocument = { ...rennes, id: 15, name: "Hôtel Rennes Étude", state: "Etude" };

// The whole console renders and is typed into: slower than a unit test on a busy machine.
describe("the header's location search (docs/product.md#locations-selection)", { timeout: 20_000 }, () => {
  beforeEach(async () => {
    await chooseLanguage("en");
  });

  it("loads the caller's locations once through the search proxy, organisms and offered sites", async () => {
    const api = signInAs(manager, { "POST /es_proxy/locations/_search": locationsAnswer([...testLocations, rennes]) });
    await renderApp("/account");
    const search = await screen.findByRole("textbox", { name: "Choose a location" });

    await userEvent.setup().click(search);
    const options = await screen.findByRole("listbox", { name: "Choose a location" });
    expect(within(options).getByText("Organisations")).toBeInTheDocument();
    expect(
      within(options)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual([
      "Campus Horizon Résidences",
      "Hôtels Belle Escale",
      "Hôtel NantesHôtels Belle Escale",
      "Hôtel Rennes GareHôtels Belle Escale",
    ]);

    const [call] = api.callsTo("POST /es_proxy/locations/_search");
    expect(call?.body).toMatchObject({ size: 3000, sort: [{ name: { order: "asc" } }, { _id: { order: "asc" } }] });
    expect(JSON.stringify(call?.body)).toContain('"state":["En production","VSR"]');
  });

  it("filters as one types, accents aside, and chooses with the keyboard", async () => {
    signInAs(manager, { "POST /es_proxy/locations/_search": locationsAnswer([...testLocations, rennes, study]) });
    const { router } = await renderApp("/account");
    const events = userEvent.setup();
    const search = await screen.findByRole("textbox", { name: "Choose a location" });

    await events.type(search, "rennes gare");
    const options = await screen.findByRole("listbox", { name: "Choose a location" });
    await waitFor(() => expect(within(options).getAllByRole("option")).toHaveLength(1));
    await events.keyboard("{Enter}");

    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ location_site: 14, location_organism: 3 }),
    );
    expect(router.state.location.pathname).toBe("/account");
    expect(screen.getByRole("textbox", { name: "Choose a location" })).toHaveAttribute(
      "placeholder",
      "Hôtel Rennes Gare",
    );
  });

  it("says when nothing matches, and never offers a site in study", async () => {
    signInAs(manager, { "POST /es_proxy/locations/_search": locationsAnswer([...testLocations, study]) });
    await renderApp("/account");
    await userEvent.setup().type(await screen.findByRole("textbox", { name: "Choose a location" }), "étude");
    expect(await screen.findByText("No location matches.")).toBeInTheDocument();
  });

  it("keeps the choice in the address from page to page", async () => {
    signInAs(manager);
    const { router } = await renderApp("/account?location_organism=5");
    await screen.findByRole("textbox", { name: "Choose a location" });
    await router.navigate({ to: "/network/status/events" });
    await waitFor(() => expect(router.state.location.search).toMatchObject({ location_organism: 5 }));
  });
});
