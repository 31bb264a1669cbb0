import type { RoleFlagKey, TrafficPoint } from "@ondine/domain";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { applyLanguage } from "../../../i18n/change-language";
import { errorBody, type MockAnswer } from "../../../testing/mock-api";
import { renderApp } from "../../../testing/render-app";
import { signInAs, testUser } from "../../../testing/users";

const ok = (body: unknown) => ({ status: 200, body });
const failure = { status: 500, body: errorBody("INTERNAL_ERROR") };

/** `count` points from 2026-11-16 00:00 Paris (a Monday), `stepSeconds` apart, `users` active at each. */
function trafficPoints(count: number, stepSeconds: number, users: (index: number) => number): TrafficPoint[] {
  const start = Date.parse("2026-11-15T23:00:00Z") / 1000;
  return Array.from({ length: count }, (_, index) => {
    const timeline = start + index * stepSeconds;
    return { stamp: new Date(timeline * 1000).toISOString(), timeline, rx: 0, tx: 0, active_users: users(index) };
  });
}

function countriesAnswer(countries: Record<string, number>, devices: Record<string, number> = {}) {
  const buckets = (counts: Record<string, number>) =>
    Object.entries(counts).map(([key, doc_count]) => ({ key, doc_count }));
  return ok({
    hits: { hits: [] },
    aggregations: { countries: { buckets: buckets(countries) }, devices: { buckets: buckets(devices) } },
  });
}

/** Every statistics call of the overview answered, some replaced by the test. */
function overviewAnswers(overrides: Record<string, MockAnswer> = {}): Record<string, MockAnswer> {
  return {
    "GET /statistics/traffic": ok(trafficPoints(48, 3600, (index) => index % 24)),
    "GET /statistics/purchases": ok({ hits: { total: { value: 1234, relation: "eq" } } }),
    "GET /statistics/used_codes": ok({ hits: { total: { value: 56, relation: "eq" } } }),
    "POST /es_proxy/guest_users/_search": countriesAnswer({ FR: 3, GB: 1 }, { mobile: 2, desktop: 2 }),
    "POST /es_proxy/end_users/_search": countriesAnswer({ FR: 1, DE: 2 }, { mobile: 2, tablet: 1 }),
    ...overrides,
  };
}

const manager = (granted: RoleFlagKey[]) => testUser({ granted });
const decodeSearch = (hash: string) => {
  const blob = new URLSearchParams(hash.replace(/^.*#\?/, "")).get("s") ?? "";
  return JSON.parse(atob(blob.replace(/-/g, "+").replace(/_/g, "/")));
};

describe("statistics overview", { timeout: 30_000 }, () => {
  beforeEach(async () => {
    await applyLanguage("fr");
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("shows both meters by role, with see-more links filtered by the location and the window's days", async () => {
    const api = signInAs(
      manager(["statistic_home", "statistic_purchases", "statistic_coupons", "statistic_customers"]),
      overviewAnswers(),
    );
    await renderApp("/statistics?location_organism=3&from=1763247600&to=1763852400");

    // The first screen of the file waits for its lazy chunks to be transformed.
    const purchases = await screen.findByRole("region", { name: "Achats" }, { timeout: 15_000 });
    expect(await within(purchases).findByText("1 234")).toBeInTheDocument();
    const codes = screen.getByRole("region", { name: "Codes utilisés" });
    expect(await within(codes).findByText("56")).toBeInTheDocument();
    expect(screen.getByTestId("traffic-column")).toHaveAttribute("data-full-width", "false");

    // 2025-11-16 00:00 to 2025-11-23 00:00 Paris: the days 16 to 22 included.
    const purchasesLink = within(purchases).getByRole("link", { name: "Voir les achats" });
    // The location stays in the query, as every console link keeps it.
    expect(purchasesLink.getAttribute("href")).toMatch(/^\/statistics\/purchases(\?[^#]*)?#\?s=/);
    expect(decodeSearch(purchasesLink.getAttribute("href") ?? "")).toEqual({
      organism: 3,
      from: "2025-11-16",
      to: "2025-11-22",
    });
    expect(within(codes).getByRole("link", { name: "Voir les codes" }).getAttribute("href")).toMatch(
      /^\/statistics\/codes(\?[^#]*)?#\?s=/,
    );
    expect(screen.getByRole("link", { name: "Voir les clients" }).getAttribute("href")).toMatch(
      /^\/statistics\/customers(\?[^#]*)?#\?s=/,
    );

    // The meters ask for the window as ISO instants, of the organism.
    const purchasesCall = api.callsTo("GET /statistics/purchases")[0];
    expect(purchasesCall?.query.get("organism")).toBe("3");
    expect(purchasesCall?.query.get("start_at")).toBe("2025-11-15T23:00:00.000Z");
    expect(api.callsTo("GET /statistics/traffic")[0]?.query.get("start_at")).toBe("1763247600");
  });

  it("gives the traffic card the whole width without the purchases and codes roles, and asks for no meter", async () => {
    const api = signInAs(manager(["statistic_home"]), overviewAnswers());
    await renderApp("/statistics?location_organism=3");

    expect(await screen.findByRole("region", { name: "Fréquentation" })).toBeInTheDocument();
    expect(screen.getByTestId("traffic-column")).toHaveAttribute("data-full-width", "true");
    expect(screen.queryByRole("region", { name: "Achats" })).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Codes utilisés" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Voir les clients" })).not.toBeInTheDocument();
    expect(api.callsTo("GET /statistics/purchases")).toHaveLength(0);
    expect(api.callsTo("GET /statistics/used_codes")).toHaveLength(0);
  });

  it("draws the hour-of-day average for hourly points and hides it, with a note, for daily ones", async () => {
    signInAs(manager(["statistic_home"]), overviewAnswers());
    const { unmount } = await renderApp("/statistics?location_organism=3");
    const traffic = await screen.findByRole("region", { name: "Fréquentation" });
    expect(
      await within(traffic).findByRole("img", { name: "Utilisateurs actifs en moyenne par heure de la journée" }),
    ).toBeInTheDocument();
    // The table alternative: 48 hourly points from a Monday midnight, hour h has h users on average.
    await userEvent.click(within(traffic).getByRole("button", { name: "Tableau" }));
    const hours = within(traffic).getByRole("table", { name: "Moyenne par heure de la journée" });
    expect(within(hours).getByRole("row", { name: /^14\sh\s14$/ })).toBeInTheDocument();
    const weekdays = within(traffic).getByRole("table", { name: "Moyenne par jour de la semaine" });
    expect(within(weekdays).getByRole("row", { name: "lundi 11,5" })).toBeInTheDocument();
    unmount();

    signInAs(
      manager(["statistic_home"]),
      overviewAnswers({ "GET /statistics/traffic": ok(trafficPoints(30, 86_400, () => 7)) }),
    );
    await renderApp("/statistics?location_organism=3&since=M1");
    const daily = await screen.findByRole("region", { name: "Fréquentation" });
    expect(
      await within(daily).findByText(
        "Sur cette période, les relevés sont journaliers : la moyenne par heure n’est pas disponible.",
      ),
    ).toBeInTheDocument();
    expect(within(daily).queryByRole("img", { name: /par heure/ })).not.toBeInTheDocument();
  });

  it("sums the guests' and the code users' countries and devices on the map's and the split's tables", async () => {
    const api = signInAs(manager(["statistic_home"]), overviewAnswers());
    await renderApp("/statistics?location_site=12&location_organism=3");

    const map = await screen.findByRole("region", { name: "Pays des visiteurs" });
    await userEvent.click(await within(map).findByRole("button", { name: "Tableau" }));
    const table = within(map).getByRole("table");
    const rows = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((row) => row.textContent?.replace(/\s/g, " "));
    expect(rows).toEqual(["France457,1 %", "Allemagne228,6 %", "Royaume-Uni114,3 %"]);

    const devices = screen.getByRole("region", { name: "Appareils" });
    await userEvent.click(within(devices).getByRole("button", { name: "Tableau" }));
    expect(within(devices).getByRole("row", { name: /^Mobile 4 57,1/ })).toBeInTheDocument();
    expect(within(devices).getByRole("row", { name: /^Tablette 1 14,3/ })).toBeInTheDocument();

    // Figures only, of the site, over the window; unknown devices left out.
    for (const index of ["guest_users", "end_users"]) {
      const body = api.callsTo(`POST /es_proxy/${index}/_search`)[0]?.body as Record<string, unknown>;
      expect(body.size).toBe(0);
      expect(JSON.stringify(body)).toContain('{"term":{"site_id":12}}');
      expect(JSON.stringify(body)).toContain('"exclude":["unknown"]');
    }
  });

  it("shows every card empty when its call fails (docs/product.md#errors-behaviour)", async () => {
    signInAs(
      manager(["statistic_home", "statistic_purchases"]),
      overviewAnswers({
        "GET /statistics/traffic": failure,
        "GET /statistics/purchases": failure,
        "POST /es_proxy/end_users/_search": failure,
      }),
    );
    vi.spyOn(console, "error").mockImplementation(() => {});
    await renderApp("/statistics?location_organism=3");

    for (const card of ["Fréquentation", "Achats", "Pays des visiteurs", "Appareils"]) {
      const region = await screen.findByRole("region", { name: card });
      expect(await within(region).findByText("Vide"), card).toBeInTheDocument();
    }
  });

  it("writes the chosen period to the address and reads the new window", async () => {
    const api = signInAs(manager(["statistic_home"]), overviewAnswers());
    const { router } = await renderApp("/statistics?location_organism=3");
    await screen.findByRole("region", { name: "Fréquentation" });

    await userEvent.click(screen.getByRole("radio", { name: "6 mois" }));
    await vi.waitFor(() => expect(router.state.location.search).toMatchObject({ since: "M6", location_organism: 3 }));
    await vi.waitFor(() => expect(api.callsTo("GET /statistics/traffic").length).toBeGreaterThan(1));
    const last = api.callsTo("GET /statistics/traffic").at(-1);
    const days = (Number(last?.query.get("stop_at")) - Number(last?.query.get("start_at"))) / 86_400;
    expect(days).toBeGreaterThan(180);
  });
});
