import type { BuildingSummary, MonitoringCounters, SiteStatusAnswer } from "@ondine/domain";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { chooseLanguage } from "../../../i18n/change-language";
import { testPublicConfig } from "../../../testing/public-config";
import { renderApp } from "../../../testing/render-app";
import { signInAs, testAdmin, testUser } from "../../../testing/users";

const counters: MonitoringCounters = {
  accesspoint_ok: 9,
  accesspoint_total: 12,
  accesspoint_not_supervised: 2,
  connected_devices: 40,
  line_ok: 1,
  line_total: 1,
  bandwidth_current: 50,
  bandwidth_max: 100,
  traffic_rx: 10,
};

const status = (
  level: SiteStatusAnswer["available_level"],
  reason: SiteStatusAnswer["available_reason"] = level === "down" ? "noLine" : null,
): SiteStatusAnswer => ({
  line_ok: 0,
  line_unreachable: 1,
  line_inactive: 0,
  line_disconnected: 0,
  accesspoint_ok: 0,
  accesspoint_unreachable: 12,
  connected_devices: 0,
  active_users: 0,
  speedtest: 0,
  traffic_rx: 0,
  bandwidth_rx: 0,
  bandwith_max: 100,
  bandwith_current: 0,
  last_full_refresh: "2026-11-22T10:00:00Z",
  level_since: "2026-11-22T10:00:00Z",
  available_level: level,
  available_reason: reason,
  muted: false,
});

const building: BuildingSummary = {
  id: 31,
  uuid: "6f1c1d7e-8a51-4b0e-9c8a-1f2b3c4d5e6f",
  name: "Bâtiment A",
  site_id: 12,
  beds_number: 80,
  floors_count: 3,
  state: { ap: { reached: 9, total: 12, unref: 0 } },
};

const answers = (level: SiteStatusAnswer["available_level"]) => ({
  "GET /config/public": { status: 200, body: testPublicConfig() },
  "GET /monitoring/counters": { status: 200, body: counters },
  "GET /monitoring/status": { status: 200, body: status(level) },
  "GET /tickets_sf/kpis": {
    status: 200,
    body: { open: 2, intervention: 1, intervention_planned: 1, intervention_in_progress: 0 },
  },
  "GET /locations/buildings": { status: 200, body: { buildings: [building] } },
  "POST /es_proxy/maintenance_events/_search": {
    status: 200,
    body: { hits: { hits: [] }, aggregations: { by_site: { buckets: [] } } },
  },
  "POST /es_proxy/maintenance_interventions/_search": {
    status: 200,
    body: { hits: { hits: [] }, aggregations: { by_site: { buckets: [] } } },
  },
});

const siteAddress = "/?location_site=12&location_organism=3";

describe("the home (docs/product.md#home-screen, docs/product.md#accounts-permissions)", { timeout: 20_000 }, () => {
  beforeEach(async () => {
    await chooseLanguage("en");
  });

  it("shows the breadcrumb, the site's cards, and an alert with a link to supervision when it is down", async () => {
    const api = signInAs(testUser({ granted: ["supervision"] }), answers("down"));
    await renderApp(siteAddress);

    const breadcrumb = await screen.findByRole("navigation", { name: "Selected location" });
    await waitFor(() => expect(breadcrumb).toHaveTextContent("Hôtels Belle Escale/Hôtel Nantes"));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Hôtel Nantes is down");
    expect(within(alert).getByRole("link", { name: "See monitoring" })).toHaveAttribute(
      "href",
      "/network/status/monitoring?location_site=12&location_organism=3",
    );
    // Tickets need the requests role (docs/tickets.md#who-sees-what).
    expect(within(alert).queryByRole("link", { name: "Open a ticket" })).not.toBeInTheDocument();
    expect(await screen.findByText("9 / 12")).toBeInTheDocument();
    expect(api.callsTo("GET /monitoring/counters")[0]?.query.get("site")).toBe("12");
    // docs/product.md#accounts-permissions: the incidents card is for admin or support only.
    expect(screen.queryByRole("region", { name: "Open incidents" })).not.toBeInTheDocument();
  });

  it("offers those who may use tickets to open one on the down site (docs/tickets.md#context)", async () => {
    signInAs(testUser({ granted: ["supervision", "requests"] }), answers("down"));
    await renderApp(siteAddress);

    const alert = await screen.findByRole("alert");
    const link = await within(alert).findByRole("link", { name: "Open a ticket" });
    const address = new URL(link.getAttribute("href") ?? "", "http://localhost");
    expect(address.pathname).toBe("/support/tickets/new");
    expect(address.searchParams.get("location_type")).toBe("Site");
    expect(address.searchParams.get("location_id")).toBe("12");
    expect(address.searchParams.get("site_state")).toBe("1");
  });

  it("lists the site's buildings in the select, counted, and opens a building's map", async () => {
    signInAs(testUser({ granted: ["supervision", "map_supervision"] }), answers("up"));
    const { router } = await renderApp(siteAddress);

    const select = await screen.findByRole("combobox", { name: "Building (1)" });
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    const events = userEvent.setup();
    await events.click(select);
    await events.click(await screen.findByRole("option", { name: "Bâtiment A" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/network/status/maps/${building.uuid}`));
  });

  it("shows the incidents card to an admin, opening the console's tickets", async () => {
    signInAs(testAdmin(), answers("up"));
    await renderApp(siteAddress);
    const card = await screen.findByRole("region", { name: "Open incidents" });
    expect(await within(card).findByText("2")).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "See the tickets" }).getAttribute("href")).toMatch(
      /^\/support\/tickets(\?|$)/,
    );
  });

  it("opens the external ticket portal instead when one is set (docs/tickets.md#kpis)", async () => {
    signInAs(testAdmin(), {
      ...answers("up"),
      "GET /config/public": {
        status: 200,
        body: testPublicConfig({ external_tickets_url: "https://tickets.ondine.example" }),
      },
    });
    await renderApp(siteAddress);
    const card = await screen.findByRole("region", { name: "Open incidents" });
    expect(await within(card).findByRole("link", { name: "Open the support portal" })).toHaveAttribute(
      "href",
      "https://tickets.ondine.example",
    );
  });

  it("shows neither cards nor alerts without network status.home (docs/product.md#accounts-permissions)", async () => {
    const api = signInAs(testUser({ granted: ["code"] }), answers("down"));
    await renderApp(siteAddress);
    await screen.findByRole("navigation", { name: "Selected location" });
    expect(screen.queryByRole("region", { name: "Access points reached" })).not.toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(api.callsTo("GET /monitoring/counters")).toHaveLength(0);
    expect(api.callsTo("GET /monitoring/status")).toHaveLength(0);
  });

  it("remembers the welcome block folded", async () => {
    signInAs(testUser({ granted: ["supervision"] }), answers("up"));
    const { unmount } = await renderApp(siteAddress);
    const events = userEvent.setup();
    await events.click(await screen.findByRole("button", { name: "Hide the welcome message" }));
    expect(window.localStorage.getItem("ondine.home.welcomeHidden")).toBe("true");
    unmount();

    await renderApp(siteAddress);
    expect(await screen.findByRole("button", { name: "Show the welcome message" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });

  it("selects a site from the organism's select", async () => {
    signInAs(testUser({ granted: ["supervision"] }), {
      ...answers("up"),
      "GET /monitoring/status": { status: 200, body: { ...status("up"), sites: [] } },
    });
    const { router } = await renderApp("/?location_organism=3");
    const events = userEvent.setup();
    await events.click(await screen.findByRole("combobox", { name: "Site (1)" }));
    await events.click(await screen.findByRole("option", { name: "Hôtel Nantes" }));
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ location_site: 12, location_organism: 3 }),
    );
  });

  it("shows an admin with no location chosen every site's status and the cards, each from one read", async () => {
    const nantes = { ...status("down", "noAccessPoint"), site_id: 12, site_name: "Hôtel Nantes" };
    // Degraded for longer than Nantes is down: still listed after it (the manager's walk-through "needs attention").
    const lyon = {
      ...status("degradedAps", "fewAccessPoints"),
      site_id: 14,
      site_name: "Hôtel Lyon",
      level_since: "2026-11-20T08:00:00Z",
    };
    const brest = { ...status("up"), site_id: 15, site_name: "Hôtel Brest" };
    const api = signInAs(testAdmin(), {
      ...answers("up"),
      "GET /monitoring/status/all": {
        status: 200,
        body: { ...status("down", "noAccessPoint"), available_reason: "noAccessPoint", sites: [lyon, nantes, brest] },
      },
      "GET /monitoring/counters/all": { status: 200, body: { ...counters, accesspoint_ok: 37, accesspoint_total: 41 } },
    });
    await renderApp("/");
    // The sites down or degraded are named, with why and since when, from the first screen, down first;
    // a site up is not; choosing one selects it.
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("2 sites need attention");
    expect(alert).toHaveTextContent("Down: 1 · degraded: 1");
    expect(
      within(alert)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Hôtel Nantes", "Hôtel Lyon"]);
    expect(alert).toHaveTextContent(/Down since .+\(/);
    expect(alert).toHaveTextContent(/Degraded since .+\(/);
    const siteLink = within(alert).getByRole("button", { name: "Hôtel Nantes" });
    expect(siteLink).toHaveAttribute("title", "None of its Wi-Fi access points can be reached.");
    expect(await screen.findByText("37 / 41")).toBeInTheDocument();
    expect(api.callsTo("GET /monitoring/status/all")).toHaveLength(1);
    expect(api.callsTo("GET /monitoring/counters/all")).toHaveLength(1);
    expect(api.callsTo("GET /monitoring/status")).toHaveLength(0);
    // The incidents card reads a location's figures: none is chosen.
    expect(screen.queryByRole("region", { name: "Open incidents" })).not.toBeInTheDocument();
  });

  it("says why the selected site is down: not 'not updated' when it reported a minute ago", async () => {
    signInAs(testUser({ granted: ["supervision"] }), {
      ...answers("up"),
      "GET /monitoring/status": { status: 200, body: status("down", "noAccessPoint") },
    });
    await renderApp(siteAddress);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("None of its Wi-Fi access points can be reached.");
    expect(alert).not.toHaveTextContent(/15 minutes/);
  });

  it("says since when the selected site is down, and for how long", async () => {
    const since = new Date(Date.now() - (125 * 60 + 20) * 1000).toISOString();
    signInAs(testUser({ granted: ["supervision"] }), {
      ...answers("up"),
      "GET /monitoring/status": { status: 200, body: { ...status("down"), level_since: since } },
    });
    await renderApp(siteAddress);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(/Down since \S.* \(2 hr 5 min\)/);
  });
});
