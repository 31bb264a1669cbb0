import type { ReportingAnswer, ReportingPeriod } from "@ondine/domain";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { applyLanguage } from "../../../i18n/change-language";
import { ok } from "../../../testing/codes-fixtures";
import { errorBody, type MockAnswer } from "../../../testing/mock-api";
import { renderApp } from "../../../testing/render-app";
import { signInAs, testAdmin, testUser } from "../../../testing/users";

/** A year of figures: `values(month)` gives a month's keys, or null for none that month. */
function year(of: number, values: (month: number) => Record<string, number | null> | null): ReportingAnswer {
  const periods: ReportingPeriod[] = [];
  for (let month = 1; month <= 12; month += 1) {
    const figures = values(month);
    periods.push({
      period: { month, year: of, total: null },
      values: Object.entries(figures ?? {}).map(([key, value]) => ({ key, value })),
    });
  }
  return { periods };
}

const revenues2025 = year(2025, (month) => ({
  "sales-revenues": month === 3 ? 1234.5 : 100,
  coupons: 20,
  refunds: month === 5 ? -15 : 0,
}));
const rooms2025 = year(2025, () => ({ rooms_nb: 120 }));
const service2025 = year(2025, (month) => ({
  user_number: 40 + month,
  user_download: month === 2 ? null : 50,
  download: 2_500_000_000,
  upload: 300_000_000,
}));
const offers = ["Day_Pass", "Week_Pass", "Month_Pass", "Hour_Pass", "Weekend_Pass", "Night_Pass", "without_offer"];
const coupons2025 = year(2025, (month) =>
  Object.fromEntries(offers.map((offer, index) => [offer, month === 1 ? 10 + index : 1])),
);
const sales2025 = year(2025, () => ({ Day_Pass: 3 }));

function reportingAnswers(overrides: Record<string, MockAnswer> = {}): Record<string, MockAnswer> {
  return {
    "GET /statistics/revenues": ok(revenues2025),
    "GET /statistics/rooms": ok(rooms2025),
    "GET /statistics/use_of_service": ok(service2025),
    "GET /statistics/coupons": ok(coupons2025),
    "GET /statistics/online_sales": ok(sales2025),
    ...overrides,
  };
}

const allRoles = () => testUser({ granted: ["statistics_reporting", "reporting_revenue", "online_purchases"] });
const siteUrl = "/statistics/reporting?location_site=12&year=2025";
const card = (name: string) => screen.findByRole("region", { name });
const cardTitles = () =>
  within(screen.getByRole("main"))
    .getAllByRole("heading", { level: 2 })
    .map((heading) => heading.textContent);

// The whole console renders: slower than a unit test on a busy machine.
describe("reporting screen", { timeout: 30_000 }, () => {
  beforeEach(async () => {
    await applyLanguage("fr");
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows the five cards in SPEC order to whoever holds every reporting role, each from its call for the site and year", async () => {
    const api = signInAs(allRoles(), reportingAnswers());
    await renderApp(siteUrl);

    await card("Achats");
    expect(cardTitles()).toEqual(["Chiffre d'affaires", "Parc", "Utilisation du service", "Codes", "Achats"]);
    for (const call of ["revenues", "rooms", "use_of_service", "coupons", "online_sales"]) {
      const [sent] = api.callsTo(`GET /statistics/${call}`);
      expect(sent?.query.get("search[year]"), call).toBe("2025");
      expect(sent?.query.getAll("search[site_ids][]"), call).toEqual(["12"]);
      expect(sent?.query.getAll("search[organism_ids][]"), call).toEqual([]);
    }
    expect(within(await card("Chiffre d'affaires")).getByText(/euros hors taxes/)).toBeInTheDocument();
  });

  it("leaves out turnover without the reporting revenue role and purchases without the online purchases role, never calling them", async () => {
    const api = signInAs(testUser({ granted: ["statistics_reporting"] }), reportingAnswers());
    await renderApp(siteUrl);

    await card("Codes");
    expect(cardTitles()).toEqual(["Parc", "Utilisation du service", "Codes"]);
    expect(api.callsTo("GET /statistics/revenues")).toHaveLength(0);
    expect(api.callsTo("GET /statistics/online_sales")).toHaveLength(0);
  });

  it("hides turnover, codes and purchases when their year is empty, and keeps stock and service use with 'no data'", async () => {
    signInAs(
      testAdmin(),
      reportingAnswers({
        "GET /statistics/revenues": ok(year(2025, () => ({ "sales-revenues": 0, coupons: 0, refunds: 0 }))),
        "GET /statistics/rooms": ok(year(2025, () => null)),
        "GET /statistics/use_of_service": { status: 403, body: errorBody("NOT_ALLOWED") },
        "GET /statistics/coupons": ok({ periods: [] }),
      }),
    );
    await renderApp(siteUrl);

    await card("Achats");
    await waitFor(() => expect(cardTitles()).toEqual(["Parc", "Utilisation du service", "Achats"]));
    expect(within(await card("Parc")).getByText("Aucune donnée")).toBeInTheDocument();
    // A failed call says "no data" too (docs/product.md#errors).
    expect(within(await card("Utilisation du service")).getByText("Aucune donnée")).toBeInTheDocument();
  });

  it("shows the graph first; the table joins it, and the last view on cannot be turned off", async () => {
    signInAs(allRoles(), reportingAnswers());
    const user = userEvent.setup();
    await renderApp(siteUrl);

    const rooms = await card("Parc");
    const chart = within(rooms).getByRole("button", { name: "Graphique" });
    const table = within(rooms).getByRole("button", { name: "Tableau" });
    expect(chart).toHaveAttribute("aria-pressed", "true");
    expect(chart).toHaveAttribute("aria-disabled", "true");
    expect(table).toHaveAttribute("aria-pressed", "false");
    expect(await within(rooms).findByRole("img", { name: /^Parc en 2025/ })).toBeInTheDocument();
    expect(within(rooms).queryByRole("table")).not.toBeInTheDocument();

    await user.click(table);
    expect(within(rooms).getByRole("table", { name: "Parc en 2025" })).toBeInTheDocument();
    expect(chart).toHaveAttribute("aria-disabled", "false");
    await user.click(chart);
    expect(chart).toHaveAttribute("aria-pressed", "false");
    // Clicking the last view on leaves it on.
    await user.click(table);
    expect(table).toHaveAttribute("aria-pressed", "true");
    expect(within(rooms).queryByRole("img")).not.toBeInTheDocument();
    expect(table).toHaveAttribute("aria-pressed", "true");
    expect(table).toHaveAttribute("aria-disabled", "true");
    // The other cards keep their own views.
    expect(within(await card("Codes")).queryByRole("table")).not.toBeInTheDocument();
  });

  it("lays out the table (docs/product.md#reporting-figures): 12 months and a total, in French figures, dashes for a stock's total and a month without a percentage", async () => {
    signInAs(allRoles(), reportingAnswers());
    const user = userEvent.setup();
    await renderApp(siteUrl);

    const tableOf = async (cardName: string) => {
      const region = await card(cardName);
      const tableView = within(region).getByRole("button", { name: "Tableau" });
      if (tableView.getAttribute("aria-pressed") === "false") await user.click(tableView);
      return within(region).getByRole("table");
    };
    const rowOf = async (cardName: string, rowName: string) => {
      const table = await tableOf(cardName);
      const row = within(table).getByRole("row", { name: new RegExp(`^${rowName}`) });
      return within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent?.replace(/\s/g, " "));
    };

    const sales = await rowOf("Chiffre d'affaires", "Ventes");
    expect(sales).toHaveLength(13);
    expect(sales[0]).toBe("100,00 €");
    expect(sales[2]).toBe("1 234,50 €");
    // 11 × 100 + 1 234,50
    expect(sales[12]).toBe("2 334,50 €");
    const rooms = await rowOf("Parc", "Nombre de chambres");
    expect(rooms.slice(0, 12)).toEqual(Array(12).fill("120"));
    expect(rooms[12]).toBe("-");
    const service = await rowOf("Utilisation du service", "Utilisateurs par chambre");
    expect(service[1]).toBe("-");
    expect(service[0]).toBe("50,0 %");
    expect(service[12]).toBe("50,0 %");
    const download = await rowOf("Utilisation du service", "Volume téléchargé");
    expect(download[0]).toBe("2,5 GB");
    // The offers by year total, underscores as spaces, codes made without an offer named.
    const codes = await tableOf("Codes");
    const offerNames = within(codes)
      .getAllByRole("rowheader")
      .map((cell) => cell.textContent);
    expect(offerNames).toEqual([
      "Sans offre",
      "Night Pass",
      "Weekend Pass",
      "Hour Pass",
      "Month Pass",
      "Week Pass",
      "Day Pass",
    ]);
    const monthHeaders = within(codes)
      .getAllByRole("columnheader")
      .map((cell) => cell.textContent);
    expect(monthHeaders).toHaveLength(14);
    expect(monthHeaders[1]).toBe("janv.");
    expect(monthHeaders[13]).toBe("Total");
  });

  it("shows the months to come this year as dashes", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-06-15T10:00:00Z"));
    signInAs(
      allRoles(),
      reportingAnswers({ "GET /statistics/rooms": ok(year(2026, (month) => ({ rooms_nb: month <= 6 ? 80 : null }))) }),
    );
    const user = userEvent.setup();
    await renderApp("/statistics/reporting?location_site=12");

    const rooms = await card("Parc");
    expect(screen.getByRole("combobox", { name: "Année" })).toHaveValue("2026");
    await user.click(within(rooms).getByRole("button", { name: "Tableau" }));
    const cells = within(within(rooms).getByRole("row", { name: /^Nombre de chambres/ }))
      .getAllByRole("cell")
      .map((cell) => cell.textContent);
    expect(cells).toEqual([...Array(6).fill("80"), ...Array(7).fill("-")]);
  });

  it("asks the year picked, keeps it in the address, and points the export at the same query in the interface language", async () => {
    const api = signInAs(allRoles(), reportingAnswers());
    const user = userEvent.setup();
    const { router } = await renderApp(siteUrl);
    await card("Parc");

    const exportUrl = async () => {
      await user.click(screen.getByRole("button", { name: "Exporter" }));
      const link = await screen.findByRole("menuitem", { name: "Classeur Excel (.xlsx)" });
      const url = new URL(link.getAttribute("href") ?? "", "http://localhost");
      await user.keyboard("{Escape}");
      return url;
    };
    let url = await exportUrl();
    expect(url.pathname).toBe("/api/statistics/export.xlsx");
    expect(url.searchParams.get("search[year]")).toBe("2025");
    expect(url.searchParams.getAll("search[site_ids][]")).toEqual(["12"]);
    expect(url.searchParams.get("locale")).toBe("fr");

    await user.click(screen.getByRole("combobox", { name: "Année" }));
    await user.click(await screen.findByRole("option", { name: "2019" }));
    await waitFor(() => expect(api.callsTo("GET /statistics/rooms").at(-1)?.query.get("search[year]")).toBe("2019"));
    expect(router.state.location.search).toMatchObject({ year: 2019, location_site: 12 });
    url = await exportUrl();
    expect(url.searchParams.get("search[year]")).toBe("2019");

    await user.click(screen.getByRole("combobox", { name: "Lieu" }));
    await user.click(await screen.findByRole("option", { name: "Tous les sites de Hôtels Belle Escale" }));
    await waitFor(() =>
      expect(api.callsTo("GET /statistics/rooms").at(-1)?.query.getAll("search[organism_ids][]")).toEqual(["3"]),
    );
    expect(api.callsTo("GET /statistics/rooms").at(-1)?.query.get("search[year]")).toBe("2019");
    url = await exportUrl();
    expect(url.searchParams.getAll("search[organism_ids][]")).toEqual(["3"]);
    expect(url.searchParams.has("search[site_ids][]")).toBe(false);
  });

  it("opens the export menu from the keyboard and reaches its workbook item with the arrows", async () => {
    signInAs(allRoles(), reportingAnswers());
    const user = userEvent.setup();
    await renderApp(siteUrl);
    await card("Parc");

    screen.getByRole("button", { name: "Exporter" }).focus();
    await user.keyboard("{Enter}");
    const item = await screen.findByRole("menuitem", { name: "Classeur Excel (.xlsx)" });
    await user.keyboard("{ArrowDown}");
    await waitFor(() => expect(item).toHaveFocus());
    expect(item).toHaveAttribute("download");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("menuitem")).not.toBeInTheDocument());
  });

  it("opens on the current year when the address names one out of range, and writes the export's locale in English", async () => {
    const api = signInAs(allRoles(), reportingAnswers());
    const user = userEvent.setup();
    await renderApp("/statistics/reporting?location_site=12&year=1999&lang=en");
    await card("Stock");
    const currentYear = String(new Date().getFullYear());
    expect(screen.getByRole("combobox", { name: "Year" })).toHaveValue(currentYear);
    expect(api.callsTo("GET /statistics/rooms").at(-1)?.query.get("search[year]")).toBe(currentYear);
    await user.click(screen.getByRole("button", { name: "Export" }));
    const link = await screen.findByRole("menuitem", { name: "Excel workbook (.xlsx)" });
    expect(new URL(link.getAttribute("href") ?? "", "http://localhost").searchParams.get("locale")).toBe("en");
  });
});
