import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { applyLanguage } from "../../../i18n/change-language";
import { errorBody, type MockAnswer } from "../../../testing/mock-api";
import { renderApp } from "../../../testing/render-app";
import { signInAs, testUser } from "../../../testing/users";
import { mapsStorageKeys } from "../maps-storage-keys";
import {
  bar,
  hall,
  hallEsls,
  mapsLocationsAnswer,
  searchHit,
  siteDevice,
  siteMap,
  siteStatus,
  storeSwitch,
} from "../testing/maps-fixtures";

// jsdom draws no canvas: a stand-in shows what the screen gives the canvas and plays the pointer.
vi.mock("../canvas/map-canvas", async () => {
  const { MapCanvasTestDouble } = await import("../testing/maps-fixtures");
  return { MapCanvas: MapCanvasTestDouble };
});

const ok = (body: unknown) => ({ status: 200, body });
const manager = () => testUser({ granted: ["supervision", "map_supervision"] });
const siteAddress = "/network/status/maps?location_site=5&location_organism=7";

/** The browser's EventSource, played by the test: it opens, sends events, breaks. */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private readonly listeners = new Map<string, ((event: MessageEvent) => void)[]>();

  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    FakeEventSource.instances.push(this);
  }

  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close() {
    this.readyState = FakeEventSource.CLOSED;
  }

  open() {
    this.readyState = FakeEventSource.OPEN;
    this.onopen?.();
  }

  send(type: string, data: unknown, id?: string) {
    const event = new MessageEvent(type, { data: JSON.stringify(data), lastEventId: id });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}

function signInWithSite(answers: Record<string, MockAnswer> = {}, user = manager()) {
  const api = signInAs(user, {
    ...mapsLocationsAnswer(),
    "GET /monitoring/sites/5/full": ok(siteMap()),
    "GET /monitoring/esls": ok(hallEsls),
    "GET /monitoring/status": ok(siteStatus()),
    ...answers,
  });
  vi.stubGlobal("EventSource", FakeEventSource);
  return api;
}

const floorButton = (name: string) => screen.getByRole("button", { name: new RegExp(`^${name}`) });
const canvas = () => screen.getByTestId("map-canvas");
const listEntry = (name: string) =>
  within(screen.getByRole("region", { name: "Équipements sur le plan" })).getByRole("button", {
    name: new RegExp(`^${name}`),
  });

describe("network maps page", { timeout: 20_000 }, () => {
  beforeEach(async () => {
    FakeEventSource.instances = [];
    await applyLanguage("fr");
  });

  it("colours the floor buttons, writes the chosen building and floor in the address, and a reload keeps them", async () => {
    signInWithSite({
      "GET /monitoring/status": ok(
        siteStatus({
          available_level: "down",
          available_reason: "stale",
          last_full_refresh: "2026-11-22T13:05:00.000Z",
        }),
      ),
    });
    const { router, unmount } = await renderApp(siteAddress);

    expect(await screen.findByRole("heading", { level: 1, name: "Cartes du réseau" })).toBeInTheDocument();
    // No floor in the address: the first building's first floor, written into it.
    await waitFor(() => expect(router.state.location.pathname).toBe("/network/status/maps/b-1/f-1"));
    expect(router.state.location.search).toMatchObject({ location_site: 5 });
    const ground = floorButton("Rez-de-chaussée");
    expect(ground).toHaveAccessibleName("Rez-de-chaussée, des bornes sont injoignables");
    expect(ground).toHaveAttribute("aria-pressed", "true");
    expect(ground).toHaveAttribute("data-floor-state", "some-unreached");
    expect(floorButton("1er étage")).toHaveAttribute("data-floor-state", "all-reached");
    expect(floorButton("1er étage")).toHaveAttribute("aria-pressed", "false");
    // The site is down: the banner says why and when it last reported.
    const banner = screen.getByRole("alert");
    expect(banner).toHaveTextContent("Ce site est hors service");
    expect(banner).toHaveTextContent("Dernier relevé du réseau :");

    await userEvent.setup().click(floorButton("1er étage"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/network/status/maps/b-1/f-2"));
    expect(floorButton("1er étage")).toHaveAttribute("aria-pressed", "true");
    expect(canvas()).toHaveAttribute("data-floor", "f-2");

    await userEvent.setup().selectOptions(screen.getByRole("combobox", { name: "Bâtiment" }), "Annexe");
    await waitFor(() => expect(router.state.location.pathname).toBe("/network/status/maps/b-2/f-3"));
    expect(floorButton("Annexe RDC")).toHaveAttribute("data-floor-state", "all-unreached");
    unmount();

    // A reload opens the same building and floor.
    signInWithSite();
    await renderApp(`/network/status/maps/b-1/f-2?location_site=5&location_organism=7`);
    expect(await screen.findByRole("button", { name: /^1er étage/ })).toHaveAttribute("aria-pressed", "true");
  });

  it("chooses the floor with a select on a phone, and falls back to the first for an unknown building", async () => {
    signInWithSite();
    const { router } = await renderApp(`/network/status/maps/unknown/nowhere?location_site=5&location_organism=7`);
    await waitFor(() => expect(router.state.location.pathname).toBe("/network/status/maps/b-1/f-1"));

    const floorSelect = screen.getByRole("combobox", { name: "Étage" });
    expect(
      within(floorSelect)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["1er étage (toutes les bornes sont joignables)", "Rez-de-chaussée (des bornes sont injoignables)"]);
    await userEvent.setup().selectOptions(floorSelect, "f-2");
    await waitFor(() => expect(router.state.location.pathname).toBe("/network/status/maps/b-1/f-2"));
  });

  it("hides and shows what each legend entry names, remembered in local storage", async () => {
    signInWithSite();
    const { unmount } = await renderApp(siteAddress);
    const user = userEvent.setup();
    const unreachable = await screen.findByRole("checkbox", { name: "Injoignable" });
    expect(unreachable).toBeChecked();
    // Not supervised: the colours of the states people set.
    const legend = await screen.findByRole("region", { name: "Légende" });
    for (const state of ["Prévu", "En hibernation", "En travaux"])
      expect(within(legend).getByText(state)).toBeVisible();
    expect(listEntry("Bar")).toBeInTheDocument();

    await user.click(unreachable);
    expect(unreachable).not.toBeChecked();
    expect(canvas()).toHaveAttribute("data-hidden", "unreachable");
    expect(window.localStorage.getItem(mapsStorageKeys.legendHidden)).toBe('["unreachable"]');
    expect(screen.queryByRole("button", { name: /^Bar/ })).not.toBeInTheDocument();
    expect(screen.getByText("1 équipement masqué par la légende")).toBeInTheDocument();

    // The coverage estimate is said to be one, with its scale.
    const coverage = screen.getByRole("button", { name: "Couverture (estimation)" });
    await user.click(coverage);
    expect(coverage).toHaveAttribute("aria-pressed", "true");
    expect(canvas()).toHaveAttribute("data-coverage", "true");
    expect(within(legend).getByText("Couverture Wi-Fi estimée")).toBeVisible();
    expect(within(legend).getByText(/^Excellente : .55 dBm et plus$/)).toBeVisible();

    // Folding the legend is remembered too.
    await user.click(screen.getByRole("button", { name: "Légende" }));
    expect(screen.queryByRole("region", { name: "Légende" })).not.toBeInTheDocument();
    unmount();

    signInWithSite();
    await renderApp(siteAddress);
    const legendButton = await screen.findByRole("button", { name: "Légende" });
    expect(legendButton).toHaveAttribute("aria-expanded", "false");
    await userEvent.setup().click(legendButton);
    expect(screen.getByRole("checkbox", { name: "Injoignable" })).not.toBeChecked();
    expect(screen.getByTestId("map-canvas")).toHaveAttribute("data-hidden", "unreachable");
  });

  it("shows a hovered marker's details beside the pointer, mesh networks hidden, with its shelf labels", async () => {
    signInWithSite();
    await renderApp(siteAddress);
    const marker = await screen.findByRole("button", { name: hall.mac });
    await userEvent.setup().hover(marker);

    const card = await screen.findByRole("tooltip", { name: "Détails de Hall" });
    expect(card).toHaveStyle({ left: "134px", top: "94px" });
    const text = card.textContent ?? "";
    for (const shown of ["AP-505", hall.mac, "Réseau 2,4 GHz", "Belle-Escale-Guests", "Appareils connectés12"]) {
      expect(text).toContain(shown);
    }
    expect(text).toContain("ÉtatJoignable");
    // docs/product.md#maps-screen: a mesh backhaul ("mesh-" and 8 letters or digits) is not shown, nor its line.
    expect(text).not.toContain("mesh-a1B2c3D4");
    expect(text).not.toContain("Réseau 5 GHz");
    expect(within(card).getByText("2 étiquettes électroniques")).toBeInTheDocument();
    expect(
      within(card)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Rayon vins aa:bb:cc:10:00:01", "Sans libellé aa:bb:cc:10:00:02"]);

    fireEvent.mouseLeave(marker);
    expect(screen.queryByRole("tooltip", { name: "Détails de Hall" })).not.toBeInTheDocument();
  });

  it("lists every marker beside the canvas: a button highlights it and unfolds its details; isometric lists every floor", async () => {
    signInWithSite();
    await renderApp(siteAddress);
    const user = userEvent.setup();
    const barEntry = await waitFor(() => listEntry("Bar"));
    expect(barEntry).toHaveAttribute("aria-expanded", "false");
    await user.click(barEntry);
    expect(barEntry).toHaveAttribute("aria-expanded", "true");
    expect(canvas()).toHaveAttribute("data-highlighted", String(bar.id));
    const details = document.getElementById(barEntry.getAttribute("aria-controls") ?? "");
    expect(details).toHaveTextContent(bar.mac);
    expect(details).toHaveTextContent("Injoignable");

    // A click on a marker highlights its entry.
    await user.click(screen.getByRole("button", { name: hall.mac }));
    expect(listEntry("Hall")).toHaveAttribute("aria-expanded", "true");
    expect(barEntry).toHaveAttribute("aria-expanded", "false");

    // Placed nowhere: the site's switch, and the first floor's access point without a position.
    const unplaced = screen.getByRole("list", { name: "Équipements non localisés" });
    expect(within(unplaced).getByRole("button", { name: new RegExp(`^${storeSwitch.tag}`) })).toBeInTheDocument();
    expect(within(unplaced).getByRole("button", { name: /^Réserve.*1er étage, sans position/ })).toBeInTheDocument();

    // Flat: no turning; zoom stops at the limit. (docs/product.md#maps-limits)
    expect(screen.queryByRole("button", { name: "Tourner vers la droite" })).not.toBeInTheDocument();
    const zoomIn = screen.getByRole("button", { name: "Zoomer" });
    for (let press = 0; press < 4; press += 1) await user.click(zoomIn);
    expect(canvas()).toHaveAttribute("data-zoom", "2");
    expect(zoomIn).toBeDisabled();

    await user.click(screen.getByRole("radio", { name: "Isométrique" }));
    expect(canvas()).toHaveAttribute("data-mode", "building");
    await user.click(screen.getByRole("button", { name: "Tourner vers la droite" }));
    expect(canvas()).toHaveAttribute("data-rotation", "1");
    await user.click(screen.getByRole("button", { name: "Tourner vers la gauche" }));
    await user.click(screen.getByRole("button", { name: "Tourner vers la gauche" }));
    expect(canvas()).toHaveAttribute("data-rotation", "3");
    expect(zoomIn).toBeEnabled();
    const list = screen.getByRole("region", { name: "Équipements sur le plan" });
    expect(
      within(list)
        .getAllByRole("heading", { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(["1er étage", "Rez-de-chaussée"]);
    expect(listEntry("Chambres 1")).toBeInTheDocument();
  });

  it("follows the site live: a change recolours markers, floors and lists without a reload; reset reads the map again", async () => {
    const api = signInWithSite();
    const { unmount, router } = await renderApp(siteAddress);
    await waitFor(() => listEntry("Hall"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/network/status/maps/b-1/f-1"));
    // One stream for the site while the map is open.
    const streams = FakeEventSource.instances.filter((source) => source.readyState !== FakeEventSource.CLOSED);
    expect(streams).toHaveLength(1);
    const stream = streams[0];
    expect(stream?.url).toBe("/api/monitoring/sites/5/live");
    expect(stream?.init?.withCredentials).toBe(true);
    expect(screen.getByText("Connexion au direct…")).toBeInTheDocument();
    act(() => stream?.open());
    expect(await screen.findByText("En direct")).toBeInTheDocument();

    const hallDown = { ...hall, state: "unreachable", status: "unreached", is_reachable: false };
    act(() => stream?.send("equipment", { changed: [hallDown], removed: [bar.id] }, "42"));
    // TanStack Query tells its observers on the next tick.
    await waitFor(() => expect(floorButton("Rez-de-chaussée")).toHaveAttribute("data-floor-state", "all-unreached"));
    expect(screen.getByRole("button", { name: hall.mac })).toHaveAttribute("data-state", "unreachable");
    expect(listEntry("Hall")).toHaveTextContent("Injoignable");
    expect(screen.queryByRole("button", { name: bar.mac })).not.toBeInTheDocument();

    act(() => stream?.onerror?.());
    expect(screen.getByText("Reconnexion…")).toBeInTheDocument();
    // A stream the browser gave up on is opened anew, resuming after the last change received.
    act(() => {
      if (stream) stream.readyState = FakeEventSource.CLOSED;
      stream?.onerror?.();
    });
    await waitFor(() => expect(FakeEventSource.instances.at(-1)).not.toBe(stream), { timeout: 5_000 });
    const reopened = FakeEventSource.instances.at(-1);
    expect(reopened?.url).toBe("/api/monitoring/sites/5/live?since=42");
    act(() => reopened?.open());
    expect(await screen.findByText("En direct")).toBeInTheDocument();

    const readsBefore = api.callsTo("GET /monitoring/sites/5/full").length;
    act(() => reopened?.send("reset", {}));
    await waitFor(() => expect(api.callsTo("GET /monitoring/sites/5/full").length).toBe(readsBefore + 1));

    unmount();
    expect(reopened?.readyState).toBe(FakeEventSource.CLOSED);
  });

  it("lists an organism's sites to choose from; a map that cannot be read opens the modal, whose closing goes back", async () => {
    signInWithSite({ "GET /monitoring/sites/5/full": { status: 500, body: errorBody("INTERNAL_ERROR") } });
    const { router } = await renderApp("/network/status/maps?location_organism=7");

    expect(await screen.findByRole("heading", { name: "Choisissez un site" })).toBeInTheDocument();
    const sites = screen.getByRole("list", { name: "Sites de Hôtels Belle Escale" });
    const nantes = within(sites).getByRole("link", { name: "Hôtel Belle Escale Nantes" });
    expect(nantes.getAttribute("href")).toMatch(/location_site=5/);
    expect(within(sites).getAllByRole("link")).toHaveLength(2);

    await userEvent.setup().click(nantes);
    const modal = await screen.findByRole("dialog", { name: "Cartographie indisponible" }, { timeout: 10_000 });
    expect(within(modal).getByText("Les plans de ce site n'ont pas pu être chargés.")).toBeInTheDocument();
    await userEvent.setup().click(within(modal).getByRole("button", { name: "Retour" }));

    await waitFor(() => expect(router.state.location.search).not.toHaveProperty("location_site"));
    expect(await screen.findByRole("heading", { name: "Choisissez un site" })).toBeInTheDocument();
  });

  it("reads a site without buildings from the devices call, as unlocalized equipment", async () => {
    const api = signInWithSite({
      "GET /monitoring/sites/5/full": {
        status: 404,
        body: { code: "NOT_FOUND", message: "Site hasn't locations", errors: {} },
      },
      "GET /monitoring/devices": ok([
        siteDevice({ ...hall, building_uuid: null, floor_uuid: null, position: null }),
        siteDevice(storeSwitch),
        siteDevice({ ...bar, state: "spare" }),
      ]),
    });
    await renderApp(siteAddress);

    expect(await screen.findByText("Aucun bâtiment sur plan")).toBeInTheDocument();
    expect(api.callsTo("GET /monitoring/devices")[0]?.query.get("site")).toBe("5");
    const unplaced = screen.getByRole("list", { name: "Équipements non localisés" });
    expect(
      within(unplaced)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual([expect.stringMatching(/^Hall/), expect.stringMatching(/^Baie 1/)]);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("finds equipment from two characters, and opens a hit's site, building and floor with its marker highlighted", async () => {
    const api = signInWithSite({ "GET /monitoring/equipment/search": ok([searchHit()]) });
    const { router } = await renderApp("/network/status/maps?location_organism=7");
    const user = userEvent.setup();
    const field = await screen.findByRole("textbox", { name: "Trouver un équipement" });

    await user.type(field, "C");
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(api.callsTo("GET /monitoring/equipment/search")).toHaveLength(0);

    await user.type(field, "ham");
    const option = await screen.findByRole("option", { name: /Chambres 1/ });
    expect(option).toHaveTextContent("Hôtel Belle Escale Nantes / Bâtiment A / 1er étage");
    const call = api.callsTo("GET /monitoring/equipment/search").at(-1);
    expect(call?.query.get("q")).toBe("Cham");
    expect(call?.query.get("limit")).toBe("10");

    await user.click(option);
    await waitFor(() => expect(router.state.location.pathname).toBe("/network/status/maps/b-1/f-2"));
    expect(router.state.location.search).toMatchObject({ location_site: 5 });
    expect(await waitFor(() => listEntry("Chambres 1"))).toHaveAttribute("aria-expanded", "true");
    expect(canvas()).toHaveAttribute("data-highlighted", "21");
  });

  // The manager's walk-through defect 2: the access-point list's link names building, floor and equipment.
  it("opens the floor an access point's link names, highlights it, focuses its entry and announces it", async () => {
    signInWithSite();
    const { router } = await renderApp("/network/status/maps/b-1/f-2?location_site=5&equipment=AA:BB:CC:00:00:21");
    await waitFor(() => expect(canvas()).toHaveAttribute("data-highlighted", "21"));
    expect(canvas()).toHaveAttribute("data-floor", "f-2");
    expect(floorButton("1er étage")).toHaveAttribute("aria-pressed", "true");
    expect(listEntry("Chambres 1")).toHaveAttribute("aria-expanded", "true");
    await waitFor(() => expect(listEntry("Chambres 1")).toHaveFocus());
    expect(
      screen.getByText("Chambres 1 est mise en évidence sur le plan : 1er étage, Bâtiment A."),
    ).toBeInTheDocument();
    expect(router.state.location.search).toMatchObject({ equipment: "aa:bb:cc:00:00:21" });

    // A floor the user picks leaves the named equipment behind.
    await userEvent.setup().click(floorButton("Rez-de-chaussée"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/network/status/maps/b-1/f-1"));
    expect(router.state.location.search).not.toHaveProperty("equipment");
  });

  it("offers to open a ticket on an unfolded entry's equipment to those who may use tickets (docs/tickets.md#context)", async () => {
    signInWithSite({}, testUser({ granted: ["supervision", "map_supervision", "requests"] }));
    await renderApp(siteAddress);
    const user = userEvent.setup();
    const barEntry = await waitFor(() => listEntry("Bar"));
    await user.click(barEntry);
    await waitFor(() => expect(barEntry).toHaveAttribute("aria-expanded", "true"));
    const details = document.getElementById(barEntry.getAttribute("aria-controls") ?? "") as HTMLElement;
    const link = await within(details).findByRole("link", { name: "Ouvrir un ticket" });
    const address = new URL(link.getAttribute("href") ?? "", "http://localhost");
    expect(address.pathname).toBe("/support/tickets/new");
    expect(address.searchParams.get("location_id")).toBe("5");
    expect(address.searchParams.get("equipment_id")).toBe(String(bar.id));
    expect(address.searchParams.get("site_state")).toBe("1");
  });

  it("offers no ticket to those who may not use tickets", async () => {
    signInWithSite();
    await renderApp(siteAddress);
    const barEntry = await waitFor(() => listEntry("Bar"));
    await userEvent.setup().click(barEntry);
    const details = document.getElementById(barEntry.getAttribute("aria-controls") ?? "") as HTMLElement;
    await waitFor(() => expect(details).toHaveTextContent(bar.mac));
    expect(screen.queryByRole("link", { name: "Ouvrir un ticket" })).not.toBeInTheDocument();
  });

  it("lets an administrator replace the floor's plan: checked first, the server's refusal shown, the map read again", async () => {
    let planAnswer: MockAnswer = {
      status: 422,
      body: {
        code: "INVALID_PARAMETERS",
        message: "Invalid plan.",
        errors: { plan: ["floorPlan.size_out_of_range"] },
      },
    };
    const api = signInWithSite(
      {
        "PUT /monitoring/floors/f-1/plan": (call) => (typeof planAnswer === "function" ? planAnswer(call) : planAnswer),
      },
      testUser({ admin: true }),
    );
    await renderApp(siteAddress);
    const button = await screen.findByRole("button", { name: "Remplacer le plan de Rez-de-chaussée" });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    expect(input).not.toBeNull();
    expect(input?.accept).toBe("image/png,image/jpeg,image/svg+xml");
    expect(button).toBeEnabled();

    // Another type is refused before anything is sent.
    fireEvent.change(input as HTMLInputElement, {
      target: { files: [new File(["GIF89a"], "plan.gif", { type: "image/gif" })] },
    });
    expect(await screen.findByText("Le plan doit être une image PNG, JPEG ou SVG.")).toBeInTheDocument();
    expect(api.callsTo("PUT /monitoring/floors/f-1/plan")).toHaveLength(0);

    const png = new File([new Uint8Array([137, 80, 78, 71])], "plan.png", { type: "image/png" });
    fireEvent.change(input as HTMLInputElement, { target: { files: [png] } });
    // The server's refusal key, in the interface's words.
    expect(
      await screen.findByText(/^Chaque côté du plan doit mesurer entre 100 et 8\s000 pixels\.$/),
    ).toBeInTheDocument();
    const sent = api.callsTo("PUT /monitoring/floors/f-1/plan")[0];
    expect(sent?.body).toBe(png);
    expect(sent?.headers.get("Content-Type")).toBe("image/png");

    planAnswer = ok({
      url: "/monitoring/floors/f-1/plan?v=2",
      width: 1000,
      height: 700,
      wall_attenuation_db: 5,
      metres_per_unit: 0.05,
    });
    const readsBefore = api.callsTo("GET /monitoring/sites/5/full").length;
    fireEvent.change(input as HTMLInputElement, { target: { files: [png] } });
    expect(await screen.findByText("Le plan de Rez-de-chaussée a été remplacé.")).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo("GET /monitoring/sites/5/full").length).toBe(readsBefore + 1));
  });

  it("offers no plan replacement to others", async () => {
    signInWithSite();
    await renderApp(siteAddress);
    await waitFor(() => listEntry("Hall"));
    expect(screen.queryByRole("button", { name: /^Remplacer le plan/ })).not.toBeInTheDocument();
  });
});
