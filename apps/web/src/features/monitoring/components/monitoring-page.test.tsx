import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { applyLanguage } from "../../../i18n/change-language";
import { errorBody, type MockAnswer } from "../../../testing/mock-api";
import { renderApp } from "../../../testing/render-app";
import { signInAs, testUser } from "../../../testing/users";
import {
  availabilityHistory,
  bandwidthPoints,
  counters,
  locationsSearchAnswers,
  siteStatus,
  speedtestPoints,
  trafficPoints,
} from "../testing/monitoring-fixtures";

const supervisor = () => testUser({ granted: ["supervision", "events"] });
const ok = (body: unknown) => ({ status: 200, body });

/** Every monitoring call of the page answered, some replaced by the test. */
function monitoringAnswers(overrides: Record<string, MockAnswer> = {}): Record<string, MockAnswer> {
  return {
    "GET /monitoring/status": ok(siteStatus()),
    "GET /monitoring/counters": ok(counters()),
    "GET /monitoring/traffic": ok(trafficPoints()),
    "GET /monitoring/bandwidth": ok(bandwidthPoints()),
    "GET /monitoring/speedtest": ok(speedtestPoints()),
    "GET /monitoring/sites/5/availability": ok(availabilityHistory()),
    ...locationsSearchAnswers(),
    ...overrides,
  };
}

const windowSpanHours = (query: URLSearchParams) =>
  (Number(query.get("stop_at")) - Number(query.get("start_at"))) / 3600;

// The whole console renders: slower than a unit test on a busy machine.
describe("monitoring page", { timeout: 20_000 }, () => {
  beforeEach(async () => {
    await applyLanguage("fr");
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("shows the site's overview tiles, last report and the three cards with their latest figures", async () => {
    const api = signInAs(supervisor(), monitoringAnswers());
    await renderApp("/network/status/monitoring?location_site=5");

    // The home cards' figures in the home cards' words (defects 3 and 4).
    const accessPoints = await screen.findByRole("region", { name: "Bornes joignables" });
    expect(within(accessPoints).getByText("12 / 14")).toBeInTheDocument();
    expect(within(accessPoints).getByText("2 injoignables · 3 non supervisées")).toBeInTheDocument();
    const link = screen.getByRole("region", { name: "Débit Internet utilisé" });
    expect(within(link).getByText(/^10\s%$/)).toBeInTheDocument();
    expect(within(link).getByText(/41,0\sMb\/s sur les 410,0\sMb\/s que fournissent les lignes/)).toBeInTheDocument();
    expect(within(link).getByText(/Lignes à 82\s% de leur débit nominal \(500,0\sMb\/s\)/)).toBeInTheDocument();
    expect(within(link).getByText("2/2 lignes joignables")).toBeInTheDocument();
    expect(within(screen.getByRole("region", { name: "Appareils connectés" })).getByText("87")).toBeInTheDocument();
    expect(await screen.findByText(/^Dernier relevé du réseau : /)).toBeInTheDocument();
    expect(screen.getByText(/^Mis à jour à /)).toBeInTheDocument();
    // An up site has no banner; a site selected has the maps link.
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Ouvrir les plans" }).getAttribute("href")).toMatch(
      /^\/network\/status\/maps\?(.+&)?location_site=5(&|$)/,
    );

    const traffic = screen.getByRole("region", { name: "Trafic" });
    // The latest point: 32,3 Mb/s received, 3,1 Mb/s sent (in French) (SI, one decimal), 12 users.
    expect(
      await within(traffic).findByText(/32,3\sMb\/s reçus, 3,1\sMb\/s envoyés, 12 utilisateurs actifs/),
    ).toBeInTheDocument();
    expect(within(traffic).getByRole("img", { name: /Trafic reçu et envoyé/ })).toBeInTheDocument();
    const bandwidthCard = screen.getByRole("region", { name: "Débit des lignes Internet" });
    expect(
      await within(bandwidthCard).findByText(/les lignes fournissent 380,0\sMb\/s sur 500,0\sMb\/s nominaux/),
    ).toBeInTheDocument();
    const speedtests = screen.getByRole("region", { name: "Tests de débit" });
    expect(await within(speedtests).findByText(/412,0\sMb\/s en descendant/)).toBeInTheDocument();

    // Every call names the site; the traffic reads the day window (24 hours back, 1 ahead).
    for (const route of ["status", "counters", "traffic", "bandwidth", "speedtest"]) {
      expect(api.callsTo(`GET /monitoring/${route}`)[0]?.query.get("site"), route).toBe("5");
    }
    const trafficCall = api.callsTo("GET /monitoring/traffic")[0];
    expect(trafficCall && windowSpanHours(trafficCall.query)).toBe(25);
    const speedtestCall = api.callsTo("GET /monitoring/speedtest")[0];
    expect(speedtestCall && windowSpanHours(speedtestCall.query)).toBe(32 * 24);
  });

  it("reads the traffic again over the month, then the year, when the range changes", async () => {
    const api = signInAs(supervisor(), monitoringAnswers());
    await renderApp("/network/status/monitoring?location_site=5");
    const range = await screen.findByRole("combobox", { name: "Période" });
    expect(range).toHaveValue("day");
    await screen.findByText(/32,3\sMb\/s reçus/);

    const events = userEvent.setup();
    api.answer("GET /monitoring/traffic", ok([]));
    await events.selectOptions(range, "31 derniers jours");
    await expect.poll(() => api.callsTo("GET /monitoring/traffic").length).toBe(2);
    const monthCall = api.callsTo("GET /monitoring/traffic")[1];
    // Month: the last 31 days and one day ahead.
    expect(monthCall && windowSpanHours(monthCall.query)).toBe(32 * 24);
    const traffic = screen.getByRole("region", { name: "Trafic" });
    expect(await within(traffic).findByText("Aucune donnée")).toBeInTheDocument();

    await events.selectOptions(range, "12 derniers mois");
    await expect.poll(() => api.callsTo("GET /monitoring/traffic").length).toBe(3);
    const yearCall = api.callsTo("GET /monitoring/traffic")[2];
    expect(yearCall && windowSpanHours(yearCall.query)).toBeGreaterThanOrEqual(365 * 24);
  });

  it("warns when the site is down, with its last report", async () => {
    signInAs(
      supervisor(),
      monitoringAnswers({
        "GET /monitoring/status": ok(
          siteStatus({ available_level: "down", last_full_refresh: "2026-11-22T09:30:00Z" }),
        ),
      }),
    );
    await renderApp("/network/status/monitoring?location_site=5");
    expect(await screen.findByRole("alert")).toHaveTextContent("Ce site est hors service");
    expect(screen.getByText(/^Dernier relevé du réseau : 22 nov\. 2026/)).toBeInTheDocument();
  });

  it("says since when the site is degraded, and for how long, in the interface language", async () => {
    const since = new Date(Date.now() - (125 * 60 + 20) * 1000).toISOString();
    signInAs(
      supervisor(),
      monitoringAnswers({
        "GET /monitoring/status": ok(
          siteStatus({ available_level: "degraded", available_reason: "lowBandwidth", level_since: since }),
        ),
      }),
    );
    await renderApp("/network/status/monitoring?location_site=5");
    expect(await screen.findByRole("alert")).toHaveTextContent(/Dégradé depuis \S.* \(2 h 5 min\)/);
  });

  it("for an organism: says a site is degraded, asks by organism, and offers no maps link", async () => {
    const api = signInAs(
      supervisor(),
      monitoringAnswers({
        "GET /monitoring/status": ok(siteStatus({ available_level: "degradedAps" })),
        // Two sites tested on the same day: the card shows that day's average.
        "GET /monitoring/speedtest": ok([
          { ...speedtestPoints()[1], site_id: 5, download: 300_000_000 },
          { ...speedtestPoints()[1], site_id: 6, download: 500_000_000 },
        ]),
      }),
    );
    await renderApp("/network/status/monitoring?location_organism=7");
    expect(await screen.findByRole("alert")).toHaveTextContent("Un site de cet organisme est dégradé");
    expect(api.callsTo("GET /monitoring/counters")[0]?.query.get("organism")).toBe("7");
    await screen.findByText("12 / 14");
    expect(screen.queryByRole("link", { name: "Ouvrir les plans" })).not.toBeInTheDocument();
    const speedtests = screen.getByRole("region", { name: "Tests de débit" });
    expect(await within(speedtests).findByText(/^Moyenne du .+ : 400,0\sMb\/s en descendant$/)).toBeInTheDocument();
    // The availability history is a site's (docs/alerts.md#availability): none for an organism.
    expect(screen.queryByRole("region", { name: "Disponibilité" })).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.path.endsWith("/availability"))).toEqual([]);
  });

  it("shows the empty state of each card without data", async () => {
    signInAs(
      supervisor(),
      monitoringAnswers({
        "GET /monitoring/traffic": ok([]),
        "GET /monitoring/bandwidth": ok([]),
        "GET /monitoring/speedtest": ok([]),
      }),
    );
    await renderApp("/network/status/monitoring?location_site=5");
    for (const name of ["Trafic", "Débit des lignes Internet", "Tests de débit"]) {
      const card = await screen.findByRole("region", { name });
      expect(await within(card).findByText("Aucune donnée"), name).toBeInTheDocument();
    }
  });

  it("logs a chart that fails and shows it empty; says when the status cannot be read", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    signInAs(
      supervisor(),
      monitoringAnswers({
        "GET /monitoring/status": { status: 404, body: errorBody("NOT_FOUND") },
        "GET /monitoring/counters": { status: 404, body: errorBody("NOT_FOUND") },
        "GET /monitoring/traffic": { status: 500, body: errorBody("INTERNAL_ERROR") },
        "GET /monitoring/speedtest": { status: 404, body: errorBody("NOT_FOUND") },
      }),
    );
    await renderApp("/network/status/monitoring?location_site=5");
    const traffic = await screen.findByRole("region", { name: "Trafic" });
    expect(await within(traffic).findByText("Aucune donnée")).toBeInTheDocument();
    expect(
      await within(screen.getByRole("region", { name: "Tests de débit" })).findByText("Aucune donnée"),
    ).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(expect.stringContaining("/monitoring/traffic"), expect.anything());
    expect(await screen.findByText("L'état du réseau n'a pas pu être lu.")).toBeInTheDocument();
    expect(screen.getByText("Les chiffres du réseau n'ont pas pu être lus.")).toBeInTheDocument();
  });
});
