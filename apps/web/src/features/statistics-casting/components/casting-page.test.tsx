import { type CastingAnswers, castingDayKey, castingDefaultWindow, castingMonthOptions } from "@ondine/domain";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { applyLanguage } from "../../../i18n/change-language";
import { iotDevice, iotRoom, ok } from "../../../testing/iot-fixtures";
import { errorBody, type MockAnswer } from "../../../testing/mock-api";
import { renderApp } from "../../../testing/render-app";
import { signInAs, testUser } from "../../../testing/users";
import { formatCastingMonth } from "../casting-formats";

const manager = () => testUser({ granted: ["statistic_chromecast"] });
const siteUrl = "/statistics/chromecast?location_site=12";
const now = Math.floor(Date.now() / 1000);
const today = castingDayKey(now);

const apps: CastingAnswers["app_use"] = [
  { name: "Netflix", count: 120 },
  { name: "YouTube", count: 90 },
  { name: "Disney+", count: 40 },
  { name: "Prime Video", count: 30 },
  { name: "Spotify", count: 15 },
  { name: "Canal+", count: 4 },
  { name: "Arte", count: 1 },
];

/** Every casting call answered for a site with 8 sticks, some replaced by the test. */
function castingAnswers(overrides: Record<string, MockAnswer> = {}): Record<string, MockAnswer> {
  return {
    "GET /chromecast/installation_count": ok({ value: 8 }),
    "GET /chromecast/use_distinct_count": ok({ value: 3 }),
    "GET /chromecast/app_use": ok(apps),
    "GET /chromecast/five_last_casts": ok([{ name: "Netflix", timestamp: now - 600, serial: "GA3X-K7001A" }]),
    "GET /chromecast/day_use": ok([
      { key: today - 86_400, value: 12 },
      { key: today, value: 30 },
    ]),
    "GET /chromecast/daily_device_casters": ok([]),
    "GET /iots/sites/12/rooms": ok([]),
    ...overrides,
  };
}

const card = (name: string) => screen.findByRole("region", { name });

// The whole console renders: slower than a unit test on a busy machine.
describe("casting dashboard", { timeout: 30_000 }, () => {
  beforeEach(async () => {
    await applyLanguage("fr");
  });

  it("asks each figure of the selected site over the last 31 days by default, each in its own call", async () => {
    const api = signInAs(manager(), castingAnswers());
    await renderApp(siteUrl);

    const devices = await card("Clés de streaming");
    expect(await within(devices).findByText("8")).toBeInTheDocument();
    // 3 sticks used on an average day out of 8: 37.50 %, two decimals in the interface language.
    const use = await card("Usage quotidien moyen");
    expect(await within(use).findByText(/^37,50\s%$/)).toBeInTheDocument();

    const expectedFrom = Math.floor(castingDefaultWindow(new Date()).startAt.getTime() / 1000);
    for (const name of ["installation_count", "use_distinct_count", "app_use", "five_last_casts", "day_use"]) {
      const [call] = api.callsTo(`GET /chromecast/${name}`);
      expect(call?.query.get("site_id"), name).toBe("12");
      expect(call?.query.has("organism_id"), name).toBe(false);
      expect(Number(call?.query.get("from")), name).toBe(expectedFrom);
      expect(Math.abs(Number(call?.query.get("to")) - now), name).toBeLessThan(120);
    }
    expect(screen.getByText("31 derniers jours")).toBeInTheDocument();
    // The per-room figures are asked only when their table opens, and never over 10 days.
    expect(api.callsTo("GET /chromecast/daily_device_casters")).toHaveLength(0);
  });

  it("draws the five most cast apps, the modal listing every app with its count and share", async () => {
    signInAs(manager(), castingAnswers());
    const user = userEvent.setup();
    await renderApp(siteUrl);

    const appUse = await card("Applications diffusées");
    const pie = await within(appUse).findByRole("img");
    const summary = pie.getAttribute("aria-label") ?? "";
    for (const app of ["Netflix", "YouTube", "Disney+", "Prime Video", "Spotify"]) expect(summary).toContain(app);
    expect(summary).not.toContain("Canal+");
    expect(summary).toMatch(/Netflix 40\s%/);

    await user.click(within(appUse).getByText("Tableau"));
    const top = within(appUse).getByRole("table");
    expect(within(top).getAllByRole("row")).toHaveLength(6);
    expect(within(top).queryByText("Canal+")).not.toBeInTheDocument();

    await user.click(within(appUse).getByRole("button", { name: "Toutes les applications" }));
    const modal = await screen.findByRole("dialog", { name: "Diffusions par application" });
    const rows = within(modal).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(7);
    expect(rows[5]).toHaveTextContent(/Canal\+41,3\s%/);
    expect(rows[6]).toHaveTextContent(/Arte10,3\s%/);
  });

  it("shows a card empty when its call fails, the other cards keeping their figures (docs/product.md#errors-behaviour)", async () => {
    signInAs(
      manager(),
      castingAnswers({
        "GET /chromecast/app_use": { status: 500, body: errorBody("INTERNAL_ERROR") },
        "GET /chromecast/day_use": { status: 503, body: errorBody("SERVICE_UNAVAILABLE") },
      }),
    );
    await renderApp(siteUrl);

    expect(await within(await card("Applications diffusées")).findByText("Aucune donnée")).toBeInTheDocument();
    expect(await within(await card("Diffusions par jour")).findByText("Aucune donnée")).toBeInTheDocument();
    expect(await within(await card("Clés de streaming")).findByText("8")).toBeInTheDocument();
    const lastCasts = await card("Dernières diffusions");
    expect(await within(lastCasts).findByText("Netflix")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("says the per-room table is unavailable over 10 days, without asking for it", async () => {
    const api = signInAs(manager(), castingAnswers());
    const user = userEvent.setup();
    await renderApp(siteUrl);

    const dayUse = await card("Diffusions par jour");
    await user.click(await within(dayUse).findByRole("button", { name: "Par chambre" }));
    const modal = await screen.findByRole("dialog", { name: "Diffusions par chambre et par jour" });
    expect(within(modal).getByText(/pas disponible pour les périodes de plus de 10 jours/)).toBeInTheDocument();
    expect(api.callsTo("GET /chromecast/daily_device_casters")).toHaveLength(0);
  });

  it("names each row of the per-room table by the room whose stick ends with the same 6 characters", async () => {
    const suite = iotRoom(7, "Suite Opéra", [iotDevice({ serial: "ga3x-k7001a" })]);
    const room101 = iotRoom(3, "101", [iotDevice({ serial: "GA3X-1010BB" }), iotDevice({ serial: "GA3X-1010CC" })]);
    const api = signInAs(
      manager(),
      castingAnswers({
        "GET /iots/sites/12/rooms": ok([suite, room101]),
        "GET /chromecast/daily_device_casters": ok([
          // Another prefix, the same last 6 characters: the suite's stick.
          { serial: "ZZ99K7001A", days: [{ key: today, value: 4 }] },
          { serial: "GA3X-1010BB", days: [{ key: today, value: 2 }] },
          { serial: "GA3X-1010CC", days: [{ key: today, value: 1 }] },
          { serial: "UNKNOWN-42", days: [{ key: today, value: 5 }] },
        ]),
      }),
    );
    const user = userEvent.setup();
    await renderApp(siteUrl);

    // The last casts name the room of their stick too.
    expect(await within(await card("Dernières diffusions")).findByText("Suite Opéra")).toBeInTheDocument();

    // The last 5 days: Home brings the slider to 1 day, four steps right to 5.
    const slider = screen.getByRole("slider", { name: "Nombre de jours" });
    slider.focus();
    await user.keyboard("{Home}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}");
    expect(screen.getByText("5 derniers jours")).toBeInTheDocument();

    const dayUse = await card("Diffusions par jour");
    await user.click(await within(dayUse).findByRole("button", { name: "Par chambre" }));
    const modal = await screen.findByRole("dialog", { name: "Diffusions par chambre et par jour" });
    const table = await within(modal).findByTestId("room-day-use");
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getAllByRole("rowheader")[0]?.textContent)).toEqual([
      "101",
      "Suite Opéra",
      "Clé UNKNOWN-42",
    ]);
    // Header, 5 days, total: the 101's two sticks add up.
    expect(within(table).getAllByRole("columnheader")).toHaveLength(7);
    expect(rows[0]?.lastElementChild).toHaveTextContent("3");
    expect(rows[1]?.lastElementChild).toHaveTextContent("4");

    const [call] = api.callsTo("GET /chromecast/daily_device_casters");
    expect(Number(call?.query.get("to")) - Number(call?.query.get("from"))).toBeLessThanOrEqual(5 * 86_400);
    await waitFor(() => expect(within(modal).queryByText(/plus de 10 jours/)).not.toBeInTheDocument());
  });

  it("asks for a whole calendar month once chosen, then for the whole organism once it is the location", async () => {
    const api = signInAs(manager(), castingAnswers());
    const user = userEvent.setup();
    await renderApp(siteUrl);
    await within(await card("Clés de streaming")).findByText("8");

    const [, lastMonth] = castingMonthOptions(new Date());
    if (!lastMonth) throw new Error("no month before this one");
    await user.click(screen.getByRole("combobox", { name: "Période" }));
    await user.click(
      await screen.findByRole("option", { name: formatCastingMonth(lastMonth.year, lastMonth.month, "fr") }),
    );
    await waitFor(() => {
      const query = api.callsTo("GET /chromecast/app_use").at(-1)?.query;
      expect(Number(query?.get("from"))).toBe(lastMonth.window.startAt.getTime() / 1000);
      expect(Number(query?.get("to"))).toBe(Math.floor(lastMonth.window.stopAt.getTime() / 1000));
    });
    // A month has no sliding days.
    expect(screen.queryByRole("slider")).not.toBeInTheDocument();

    await user.click(screen.getByRole("combobox", { name: "Lieu" }));
    await user.click(await screen.findByRole("option", { name: "Tous les sites de Hôtels Belle Escale" }));
    await waitFor(() =>
      expect(api.callsTo("GET /chromecast/installation_count").at(-1)?.query.get("organism_id")).toBe("3"),
    );
    expect(api.callsTo("GET /chromecast/installation_count").at(-1)?.query.has("site_id")).toBe(false);
  });
});
