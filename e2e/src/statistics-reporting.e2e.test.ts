import ExcelJS from "exceljs";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { consoleForFile } from "./support/console-for-file";
import { sitesSeenBy } from "./support/locations";
import { checkScreen } from "./support/screen-check";

const shared = consoleForFile();

/** The rows of a card's table as the screen shows them: the row's name, then its 12 months and total. */
async function tableRows(table: Locator): Promise<{ name: string; cells: string[] }[]> {
  const rows = table.locator("tbody tr");
  const count = await rows.count();
  const read: { name: string; cells: string[] }[] = [];
  for (let index = 0; index < count; index += 1) {
    const row = rows.nth(index);
    const name = ((await row.getByRole("rowheader").textContent()) ?? "").trim();
    const cells = (await row.getByRole("cell").allTextContents()).map((text) => text.trim());
    read.push({ name, cells });
  }
  return read;
}

/** The year the console counts in (Paris): the picker's default and the one picked here. */
function currentParisYear(): number {
  return Number(new Intl.DateTimeFormat("en", { timeZone: "Europe/Paris", year: "numeric" }).format(new Date()));
}

async function pickYear(page: Page, year: number): Promise<void> {
  await page.getByRole("combobox", { name: "Year" }).click();
  await page.getByRole("option", { name: String(year), exact: true }).click();
  await page.waitForURL((url) => url.searchParams.get("year") === String(year));
}

describe("reporting (docs/product.md#reporting-screen, docs/product.md#reporting-figures)", () => {
  it("shows the hotel chain's year, card by card, and downloads a workbook holding the very figures of its table", async () => {
    const manager = await shared.signedInPage("hotels@ondine.example");
    const organism = (await sitesSeenBy(manager))[0]?.organism_id;
    expect(organism).toBeGreaterThan(0);
    const year = currentParisYear();

    // Opened on last year, the manager picks this one.
    await manager.goto(`/statistics/reporting?lang=en&location_organism=${organism}&year=${year - 1}`);
    await pickYear(manager, year);
    const turnover = manager.getByRole("region", { name: "Turnover", exact: true });
    await turnover.getByRole("button", { name: "Graph" }).waitFor();
    await manager
      .getByRole("region", { name: "Stock", exact: true })
      .getByRole("img", { name: /^Stock in / })
      .waitFor();
    await turnover.getByRole("img", { name: /^Turnover in / }).waitFor();
    await checkScreen(manager, "Statistics reporting (en)");

    // The turnover as a table, the graph put away: the table stays, alone, and cannot be turned off.
    await turnover.getByRole("button", { name: "Table" }).click();
    await turnover.getByRole("button", { name: "Graph" }).click();
    const table = turnover.getByRole("table", { name: `Turnover in ${year}` });
    await table.waitFor();
    expect(await turnover.getByRole("button", { name: "Table" }).getAttribute("aria-disabled")).toBe("true");
    const shown = await tableRows(table);
    expect(shown.map((row) => row.name)).toEqual(["Sales", "Codes sold", "Refunds"]);
    expect(shown.every((row) => row.cells.length === 13)).toBe(true);
    await checkScreen(manager, "Statistics reporting turnover table (en)");

    // The export menu's workbook, read back: the turnover sheet holds the table's figures as numbers.
    await manager.getByRole("button", { name: "Export" }).click();
    const download = manager.waitForEvent("download");
    await manager.getByRole("menuitem", { name: "Excel workbook (.xlsx)" }).click();
    const file = await (await download).path();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const sheet = workbook.getWorksheet("Turnover");
    expect(sheet, "a Turnover sheet").toBeDefined();
    expect(String(sheet?.getRow(1).getCell(1).value)).toContain(String(year));
    const euros = new Intl.NumberFormat("en", { style: "currency", currency: "EUR" });
    shown.forEach((row, index) => {
      const written = sheet?.getRow(index + 3);
      expect(String(written?.getCell(1).value)).toMatch(new RegExp(`^${row.name}\\b`));
      const cells = Array.from({ length: 13 }, (_, column) => {
        const value = written?.getCell(column + 2).value;
        return typeof value === "number" ? euros.format(value) : String(value);
      });
      expect(cells, row.name).toEqual(row.cells);
    });

    // The same screen in French: its figures in French, the export in French.
    await manager.goto(`/statistics/reporting?lang=fr&location_organism=${organism}&year=${year}`);
    const chiffre = manager.getByRole("region", { name: "Chiffre d'affaires", exact: true });
    await chiffre.getByRole("img", { name: /^Chiffre d’affaires en |^Chiffre d'affaires en / }).waitFor();
    await manager
      .getByRole("region", { name: "Parc", exact: true })
      .getByRole("img", { name: /^Parc en / })
      .waitFor();
    await checkScreen(manager, "Statistics reporting (fr)");
    await manager.getByRole("button", { name: "Exporter" }).click();
    const link = manager.getByRole("menuitem", { name: "Classeur Excel (.xlsx)" });
    expect(new URL((await link.getAttribute("href")) ?? "", "http://localhost").searchParams.get("locale")).toBe("fr");
  });
});
