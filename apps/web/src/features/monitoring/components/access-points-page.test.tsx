import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { applyLanguage } from "../../../i18n/change-language";
import { errorBody } from "../../../testing/mock-api";
import { renderApp } from "../../../testing/render-app";
import { signInAs, testUser } from "../../../testing/users";
import { accessPoint, locationsSearchAnswers } from "../testing/monitoring-fixtures";

const supervisor = () => testUser({ granted: ["supervision"] });
const ok = (body: unknown) => ({ status: 200, body });

const hall = accessPoint({ mac: "aa:bb:cc:00:00:01", tag: "Hall", is_reachable: true });
const bar = accessPoint({
  mac: "aa:bb:cc:00:00:02",
  tag: null,
  model: null,
  floor_uuid: null,
  floor_name: null,
  is_reachable: false,
  state: "unreachable",
});
const garden = accessPoint({
  mac: "aa:bb:cc:00:00:03",
  building_uuid: null,
  building_name: null,
  floor_uuid: null,
  floor_name: null,
  tag: "Jardin",
  is_reachable: false,
  state: "unreachable",
});

/** Not installed yet: nobody supervises it, so it is not offline (docs/product.md#maps-equipment). */
const planned = accessPoint({ mac: "aa:bb:cc:00:00:04", tag: "Spa", is_reachable: false, state: "planned" });

const rowOf = (mac: string) => screen.getByText(mac).closest("tr") as HTMLElement;

// The whole console renders: slower than a unit test on a busy machine.
describe("access point status page", { timeout: 20_000 }, () => {
  beforeEach(async () => {
    await applyLanguage("fr");
  });

  it("lists the site's unreachable access points, then all of them, with '-' for what is missing", async () => {
    const api = signInAs(supervisor(), {
      ...locationsSearchAnswers(),
      "GET /monitoring/devices_more": ok([hall, bar, garden, planned]),
    });
    await renderApp("/network/status/aps?location_site=5");

    // The title says the filter; the total is the domain's (reached + unreached), the same words as home.
    expect(await screen.findByRole("heading", { name: "Bornes Wi-Fi : injoignables seulement" })).toBeInTheDocument();
    expect(await screen.findByText("aa:bb:cc:00:00:02")).toBeInTheDocument();
    expect(screen.queryByText("aa:bb:cc:00:00:01")).not.toBeInTheDocument();
    expect(screen.queryByText("aa:bb:cc:00:00:04")).not.toBeInTheDocument();
    expect(screen.getByTestId("access-points-tally")).toHaveTextContent(
      "Bornes joignables 1 / 3 (joignables sur les bornes supervisées) · 2 injoignables · 1 non supervisée",
    );
    expect(screen.getByText("2 bornes affichées")).toBeInTheDocument();
    expect(api.callsTo("GET /monitoring/devices_more")[0]?.query.get("site")).toBe("5");

    const barCells = within(rowOf("aa:bb:cc:00:00:02"))
      .getAllByRole("cell")
      .map((cell) => cell.textContent);
    expect(barCells).toEqual([
      "1",
      "-",
      "Injoignable",
      "-",
      "Hôtel Belle Escale Nantes",
      "Bâtiment A",
      "-",
      "aa:bb:cc:00:00:02",
      "Voir sur le plan",
    ]);
    const mapLink = within(rowOf("aa:bb:cc:00:00:02")).getByRole("link", {
      name: "Voir aa:bb:cc:00:00:02 sur le plan",
    });
    expect(mapLink.getAttribute("href")).toMatch(/^\/network\/status\/maps\/b-1\?(.+&)?location_site=5(&|$)/);
    // Without a building there is no map to open.
    expect(within(rowOf("aa:bb:cc:00:00:03")).queryByRole("link")).not.toBeInTheDocument();
    expect(screen.getByText(/^Mis à jour à /)).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole("radio", { name: "Toutes" }));
    expect(screen.getByRole("heading", { name: "Bornes Wi-Fi : toutes" })).toBeInTheDocument();
    expect(screen.getByText("aa:bb:cc:00:00:01")).toBeInTheDocument();
    expect(within(rowOf("aa:bb:cc:00:00:01")).getByText("Joignable")).toBeInTheDocument();
    expect(within(rowOf("aa:bb:cc:00:00:04")).getByText("Non supervisée")).toBeInTheDocument();
  });

  // The manager's walk-through defect 2: the link names the building, the floor and the access point, so the map opens its floor.
  it("links each access point to its building, floor and itself on the map", async () => {
    const firstFloor = accessPoint({
      mac: "aa:bb:cc:00:01:01",
      tag: "BP-1-01",
      floor_uuid: "f-2",
      floor_name: "1er étage",
      is_reachable: false,
      state: "unreachable",
    });
    signInAs(supervisor(), { ...locationsSearchAnswers(), "GET /monitoring/devices_more": ok([firstFloor]) });
    await renderApp("/network/status/aps?location_site=5");
    const link = await screen.findByRole("link", { name: "Voir BP-1-01 sur le plan" });
    const href = new URL(link.getAttribute("href") ?? "", "http://console.test");
    expect(href.pathname).toBe("/network/status/maps/b-1/f-2");
    expect(href.searchParams.get("equipment")).toBe("aa:bb:cc:00:01:01");
    expect(href.searchParams.get("location_site")).toBe("5");
  });

  it("says when each access point was last seen and since when it is down, in the interface language", async () => {
    const now = Date.now();
    const down = accessPoint({
      mac: "aa:bb:cc:00:02:01",
      tag: "Lobby",
      is_reachable: false,
      state: "unreachable",
      last_seen: new Date(now - 3 * 3_600_000 - 60_000).toISOString(),
      down_since: new Date(now - 3 * 3_600_000).toISOString(),
    });
    signInAs(supervisor(), { ...locationsSearchAnswers(), "GET /monitoring/devices_more": ok([down]) });
    await renderApp("/network/status/aps?location_site=5");
    const row = rowOf(await screen.findByText("aa:bb:cc:00:02:01").then((cell) => cell.textContent ?? ""));
    expect(within(row).getByText("Panne signalée il y a 3 heures")).toHaveAttribute("datetime", down.down_since);
    expect(within(row).getByText("il y a 3 heures")).toHaveAttribute("datetime", down.last_seen);
  });

  it("searches by name, MAC or building and sorts from the column headers, saying the order", async () => {
    const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * 3_600_000).toISOString();
    const rows = [
      accessPoint({ mac: "aa:bb:cc:00:03:01", tag: "Salon", building_name: "Annexe", last_seen: at(1) }),
      accessPoint({
        mac: "aa:bb:cc:00:03:02",
        tag: "Bar",
        is_reachable: false,
        state: "unreachable",
        last_seen: at(5),
      }),
      accessPoint({ mac: "aa:bb:cc:00:03:03", tag: "Accueil", last_seen: at(2) }),
    ];
    signInAs(supervisor(), { ...locationsSearchAnswers(), "GET /monitoring/devices_more": ok(rows) });
    await renderApp("/network/status/aps?location_site=5");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("radio", { name: "Toutes" }));
    const tags = () =>
      screen
        .getAllByRole("row")
        .slice(1)
        .map((row) => within(row).getAllByRole("cell")[1]?.querySelector("p")?.textContent);

    const stateHeader = screen.getByRole("columnheader", { name: /État/ });
    expect(stateHeader).toHaveAttribute("aria-sort", "ascending");
    expect(tags()).toEqual(["Bar", "Salon", "Accueil"]);

    await user.click(within(screen.getByRole("columnheader", { name: /Borne/ })).getByRole("button"));
    expect(screen.getByRole("columnheader", { name: /Borne/ })).toHaveAttribute("aria-sort", "ascending");
    expect(stateHeader).toHaveAttribute("aria-sort", "none");
    expect(tags()).toEqual(["Accueil", "Bar", "Salon"]);
    // By keyboard: Enter on the focused header button turns the order round.
    within(screen.getByRole("columnheader", { name: /Borne/ }))
      .getByRole("button")
      .focus();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("columnheader", { name: /Borne/ })).toHaveAttribute("aria-sort", "descending");
    expect(tags()).toEqual(["Salon", "Bar", "Accueil"]);

    await user.click(within(screen.getByRole("columnheader", { name: /Dernier contact/ })).getByRole("button"));
    expect(tags()).toEqual(["Bar", "Accueil", "Salon"]);

    const search = screen.getByRole("searchbox", { name: "Rechercher une borne" });
    await user.type(search, "annexe");
    expect(tags()).toEqual(["Salon"]);
    await user.clear(search);
    await user.type(search, "AABBCC000302");
    expect(tags()).toEqual(["Bar"]);
    expect(screen.getByText("1 borne affichée")).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, "cave");
    expect(screen.getByText("Aucune borne ne correspond à cette recherche.")).toBeInTheDocument();
  });

  it("says so when every access point is reachable, or when there is none", async () => {
    signInAs(supervisor(), {
      ...locationsSearchAnswers(),
      "GET /monitoring/devices_more": ok([hall]),
    });
    const { unmount } = await renderApp("/network/status/aps?location_site=5");
    expect(await screen.findByText("Toutes les bornes sont joignables.")).toBeInTheDocument();
    unmount();

    signInAs(supervisor(), {
      ...locationsSearchAnswers(),
      "GET /monitoring/devices_more": ok([]),
    });
    await renderApp("/network/status/aps?location_site=5");
    await userEvent.setup().click(await screen.findByRole("radio", { name: "Toutes" }));
    expect(await screen.findByText("Aucune borne sur ce lieu.")).toBeInTheDocument();
  });

  it("reads an organism site by site, showing the progress, and names the sites that failed in a modal", async () => {
    let releaseSecondSite: () => void = () => {};
    const secondSiteHeld = new Promise<void>((resolve) => {
      releaseSecondSite = resolve;
    });
    const api = signInAs(supervisor(), {
      ...locationsSearchAnswers(),
      ...locationsSearchAnswers(),
      "GET /monitoring/devices_more": (call) => {
        if (call.query.get("site") === "8") return { status: 500, body: errorBody("INTERNAL_ERROR") };
        const site = Number(call.query.get("site"));
        return ok([
          accessPoint({
            site_id: site,
            site_name: `Site ${site}`,
            mac: `aa:bb:cc:00:00:0${site}`,
            is_reachable: false,
            state: "unreachable",
          }),
        ]);
      },
    });
    // The second site's answer waits until the test lets it through.
    const answerFetch = globalThis.fetch;
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes("devices_more?site=6")) await secondSiteHeld;
      return answerFetch(input, init);
    });
    await renderApp("/network/status/aps?location_organism=7");

    // Two of three sites answered (one failed), the third is held: 2 / 3.
    expect(await screen.findByText("Sites lus : 2 / 3")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Sites lus : 2 / 3" })).toBeInTheDocument();
    releaseSecondSite();

    const modal = await screen.findByRole("dialog", { name: "Erreur de récupération" });
    expect(within(modal).getByText("Hôtel Belle Escale Vannes")).toBeInTheDocument();
    await userEvent.setup().click(within(modal).getByRole("button", { name: "Ok" }));
    await expect.poll(() => screen.queryByRole("dialog")).toBeNull();

    // The sites that answered are listed, in the sites' order.
    expect(screen.getAllByText(/^aa:bb:cc:00:00:0\d$/).map((cell) => cell.textContent)).toEqual([
      "aa:bb:cc:00:00:05",
      "aa:bb:cc:00:00:06",
    ]);
    // The sites are the organism's in production (the header may search locations too).
    const siteSearches = api.callsTo("POST /es_proxy/locations/_search").map((call) => JSON.stringify(call.body));
    expect(siteSearches).toContainEqual(
      expect.stringMatching(/\{"term":\{"organism_id":7\}\},\{"term":\{"state":"En production"\}\}/),
    );
    // An organism's row opens its own site's map.
    expect(within(rowOf("aa:bb:cc:00:00:06")).getByRole("link").getAttribute("href")).toMatch(
      /^\/network\/status\/maps\/b-1\/f-1\?(.+&)?location_site=6(&|$)/,
    );
  });

  it("opens the fetching-error modal when the list cannot be read", async () => {
    signInAs(supervisor(), {
      ...locationsSearchAnswers(),
      "GET /monitoring/devices_more": { status: 404, body: errorBody("NOT_FOUND") },
    });
    await renderApp("/network/status/aps?location_site=5");
    const modal = await screen.findByRole("dialog", { name: "Erreur de récupération" });
    await userEvent.setup().click(within(modal).getByRole("button", { name: "Ok" }));
    await expect.poll(() => screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByText("Les bornes n'ont pas pu être lues.")).toBeInTheDocument();
  });

  it("reads the list again when the location changes", async () => {
    const api = signInAs(supervisor(), {
      ...locationsSearchAnswers(),
      "GET /monitoring/devices_more": (call) =>
        ok([
          accessPoint({ mac: `aa:bb:cc:00:01:0${call.query.get("site")}`, is_reachable: false, state: "unreachable" }),
        ]),
    });
    const { router } = await renderApp("/network/status/aps?location_site=5");
    expect(await screen.findByText("aa:bb:cc:00:01:05")).toBeInTheDocument();
    await router.navigate({ to: "/network/status/aps", search: { location_site: 6 } });
    expect(await screen.findByText("aa:bb:cc:00:01:06")).toBeInTheDocument();
    expect(api.callsTo("GET /monitoring/devices_more").map((call) => call.query.get("site"))).toEqual(["5", "6"]);
  });
});
