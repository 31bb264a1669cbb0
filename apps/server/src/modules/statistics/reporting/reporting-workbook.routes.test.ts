import { supportedLanguages } from "@ondine/domain";
import ExcelJS from "exceljs";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db";
import { signInAs, type TestSession } from "../../../test/sessions";
import { buildTestApp } from "../../../test/test-app";
import { createTestClock } from "../../../test/test-clock";
import { openTestDatabase, testEngines } from "../../../test/test-database";
import { insertUser } from "../../../test/user-factory";
import { type ReportingFixture, reportingFixture, reportingNow } from "./reporting-fixture";

describe.each(testEngines)("reporting workbook on %s", (engine) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let world: ReportingFixture;
  /** Reporting, reporting revenue and online purchases, on the hotel chain. */
  let chainReporter: TestSession;
  /** Reporting only. */
  let reporterOnly: TestSession;
  /** No reporting role. */
  let homeOnly: TestSession;

  // Tests share the reporting fixture and three sessions, built once: every test only reads.
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    app = buildTestApp(database, {}, { clock: createTestClock(reportingNow) });
    world = await reportingFixture(database.db);
    const onHotels = [{ type: "Organism", id: world.hotels.id }] as const;
    const [full, only, home] = await Promise.all([
      insertUser(database.db, {
        roles: ["statistics_reporting", "reporting_revenue", "online_purchases"],
        locations: onHotels,
      }),
      insertUser(database.db, { roles: ["statistics_reporting"], locations: onHotels }),
      insertUser(database.db, { roles: ["statistic_home"], locations: onHotels }),
    ]);
    [chainReporter, reporterOnly, homeOnly] = await Promise.all([
      signInAs(app, full),
      signInAs(app, only),
      signInAs(app, home),
    ]);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const exportUrl = (query: string) => `/api/statistics/export.xlsx?${query}`;
  const hotelsQuery = (locale: string, year = 2026) =>
    `search[year]=${year}&search[organism_ids][]=${world.hotels.id}&locale=${locale}`;

  async function workbookOf(session: TestSession, url: string): Promise<ExcelJS.Workbook> {
    const response = await app.inject({ method: "GET", url, headers: session.headers });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.headers["content-type"]).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(response.headers["content-disposition"]).toContain('filename="reporting-');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    return workbook;
  }
  const valuesOf = (sheet: ExcelJS.Worksheet, row: number) =>
    (sheet.getRow(row).values as ExcelJS.CellValue[]).slice(1);
  const rowOf = (sheet: ExcelJS.Worksheet, label: string) => {
    for (let index = 3; index <= sheet.rowCount; index += 1) {
      if (sheet.getRow(index).getCell(1).value === label) return sheet.getRow(index);
    }
    throw new Error(`no row ${label} in ${sheet.name}`);
  };

  it("writes one sheet per card in French: card titles, the title row, French months, 13 value columns", async () => {
    const workbook = await workbookOf(chainReporter, exportUrl(hotelsQuery("fr")));
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      "Chiffre d'affaires",
      "Parc",
      "Utilisation du service",
      "Codes",
      "Achats",
    ]);
    const turnover = workbook.getWorksheet("Chiffre d'affaires") as ExcelJS.Worksheet;
    expect(turnover.getRow(1).getCell(1).value).toBe(`Chiffre d'affaires – ${world.hotels.name} – 2026`);
    const header = valuesOf(turnover, 2);
    expect(header).toHaveLength(14);
    expect(header.slice(1, 4)).toEqual(["janvier", "février", "mars"]);
    expect(header[12]).toBe("décembre");
    expect(header[13]).toBe("Total");

    const sales = rowOf(turnover, "Ventes (€ HT)");
    const cells = Array.from({ length: 13 }, (_, index) => sales.getCell(index + 2));
    expect(cells.map((cell) => cell.value)).toEqual([20, 10, 30, 0, 0, 0, 0, 0, 0, 0, 0, "-", 60]);
    expect(cells[0]?.type).toBe(ExcelJS.ValueType.Number);
    expect(cells[0]?.numFmt).toBe('#,##0.00 "€"');
    expect(rowOf(turnover, "Remboursements (€ HT)").getCell(5).value).toBe(30);
  });

  it("stores the share of the rooms as a fraction with a percent format, volumes in GB, the rooms total a dash", async () => {
    const workbook = await workbookOf(chainReporter, exportUrl(hotelsQuery("fr")));
    const service = workbook.getWorksheet("Utilisation du service") as ExcelJS.Worksheet;
    const share = rowOf(service, "Utilisateurs par chambre").getCell(4);
    expect(share.value).toBeCloseTo(9 / 24, 6);
    expect(share.numFmt).toBe("0.0%");
    const download = rowOf(service, "Volume téléchargé (Go)").getCell(4);
    expect(download.value).toBeCloseTo(((16_000 + 8_000) * 86_400 + 8_000 * 82_800) / 8 / 1e9, 9);
    expect(download.numFmt).toBe("0.00");
    const stock = workbook.getWorksheet("Parc") as ExcelJS.Worksheet;
    const rooms = rowOf(stock, "Nombre de chambres");
    expect(rooms.getCell(2).value).toBe(24);
    expect(rooms.getCell(13).value).toBe("-");
    expect(rooms.getCell(14).value).toBe("-");
    const codes = workbook.getWorksheet("Codes") as ExcelJS.Worksheet;
    expect(rowOf(codes, "Sans offre").getCell(4).value).toBe(1);
    expect(rowOf(codes, "Journée Pass").getCell(3).numFmt).toBe("#,##0");
  });

  it("writes the same workbook in English", async () => {
    const workbook = await workbookOf(chainReporter, exportUrl(hotelsQuery("en")));
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      "Turnover",
      "Stock",
      "Service use",
      "Codes",
      "Purchases",
    ]);
    const purchases = workbook.getWorksheet("Purchases") as ExcelJS.Worksheet;
    expect(purchases.getRow(1).getCell(1).value).toBe(`Purchases – ${world.hotels.name} – 2026`);
    expect(valuesOf(purchases, 2)).toEqual([
      "Figure",
      "January",
      "February",
      "March",
      "April",
      "May",
      "June",
      "July",
      "August",
      "September",
      "October",
      "November",
      "December",
      "Total",
    ]);
    expect(rowOf(purchases, "London Day").getCell(4).value).toBe(1);
    expect(rowOf(workbook.getWorksheet("Codes") as ExcelJS.Worksheet, "Without an offer").getCell(14).value).toBe(1);
  });

  it("opens in each of the six languages, with the locale's month names and a total column", async () => {
    for (const locale of supportedLanguages) {
      const workbook = await workbookOf(chainReporter, exportUrl(hotelsQuery(locale)));
      expect(workbook.worksheets).toHaveLength(5);
      const header = valuesOf(workbook.worksheets[0] as ExcelJS.Worksheet, 2);
      const march = new Intl.DateTimeFormat(locale, { month: "long", timeZone: "UTC" }).format(new Date("2026-03-01"));
      expect([locale, header.length, header[3]]).toEqual([locale, 14, march]);
    }
  });

  it("leaves out the cards the caller may not read, and those the product (docs/product.md#reporting-screen) hides when the year is empty", async () => {
    const mine = await workbookOf(reporterOnly, exportUrl(hotelsQuery("en")));
    expect(mine.worksheets.map((sheet) => sheet.name)).toEqual(["Stock", "Service use", "Codes"]);
    const empty = await workbookOf(chainReporter, exportUrl(hotelsQuery("en", 2024)));
    expect(empty.worksheets.map((sheet) => sheet.name)).toEqual(["Stock", "Service use"]);
  });

  it("refuses a bad locale, a year to come, a location out of scope and a caller without reporting", async () => {
    const unknownLocale = await app.inject({
      method: "GET",
      url: exportUrl(hotelsQuery("it")),
      headers: chainReporter.headers,
    });
    expect([unknownLocale.statusCode, Object.keys(unknownLocale.json().errors)]).toEqual([422, ["locale"]]);
    const nextYear = await app.inject({
      method: "GET",
      url: exportUrl(hotelsQuery("fr", 2027)),
      headers: chainReporter.headers,
    });
    expect([nextYear.statusCode, Object.keys(nextYear.json().errors)]).toEqual([422, ["search[year]"]]);
    const outside = await app.inject({
      method: "GET",
      url: exportUrl(`search[year]=2026&search[site_ids][]=${world.campsite.id}&locale=fr`),
      headers: chainReporter.headers,
    });
    expect([outside.statusCode, outside.json().code]).toEqual([404, "NOT_FOUND"]);
    const forbidden = await app.inject({ method: "GET", url: exportUrl(hotelsQuery("fr")), headers: homeOnly.headers });
    expect([forbidden.statusCode, forbidden.json().code]).toEqual([403, "NOT_ALLOWED"]);
  });
});
