import { readFile } from "node:fs/promises";
import ExcelJS from "exceljs";
import type { Download, Page, Request } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { consoleForFile } from "./support/console-for-file";
import { checkScreen } from "./support/screen-check";

/** docs/codes.md "Codes": 8 signs without I, L, O and U. */
const codePattern = /^[A-HJKMNP-TV-Z0-9]{8}$/;
/** docs/product.md#exports: an export holds at most this many rows. */
const exportRowLimit = 10_000;

type SearchBody = { query?: unknown; sort?: unknown };

/** The codes matching a query, through the search proxy with the page's own session: what the export must hold. */
async function codesMatching(page: Page, body: SearchBody): Promise<string[]> {
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === "ondine_csrf")?.value ?? "";
  const response = await page.request.post("/api/es_proxy/coupons/_search", {
    headers: { "X-CSRF-Token": csrf },
    data: { query: body.query, sort: body.sort, size: exportRowLimit, track_total_hits: true, _source: ["code"] },
  });
  if (!response.ok()) throw new Error(`the coupons search answered ${response.status()}`);
  const answer = (await response.json()) as {
    hits: { total: { value: number }; hits: { _source: { code: string } }[] };
  };
  expect(answer.hits.hits).toHaveLength(answer.hits.total.value);
  return answer.hits.hits.map((hit) => hit._source.code);
}

/** The number the list says it holds ("1,234 codes"). */
async function listedTotal(page: Page): Promise<number> {
  return Number((await page.getByTestId("codes-count").textContent())?.replace(/\D/g, ""));
}

/** Chooses a format in the export menu and waits for the file and the request that asked for it. */
async function exportAs(page: Page, format: "Excel (.xlsx)" | "CSV"): Promise<{ download: Download; sent: Request }> {
  await page.getByRole("button", { name: "Export", exact: true }).click();
  const menuItem = page.getByRole("menuitem", { name: format, exact: true });
  await menuItem.waitFor();
  const sent = page.waitForRequest(
    (request) => new URL(request.url()).pathname === "/api/exports/coupons" && request.method() === "POST",
  );
  const download = page.waitForEvent("download");
  await menuItem.click();
  return { download: await download, sent: await sent };
}

/** The rows of a CSV text (RFC 4180: quoted fields may hold the separator, quotes and line breaks). */
function csvRows(text: string): string[][] {
  const firstLine = text.slice(0, text.search(/\r?\n/));
  const separator = [";", ",", "\t"].find((candidate) => firstLine.includes(candidate)) ?? ",";
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      row.push(field);
      field = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && text[index + 1] === "\n") index++;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else field += char;
  }
  if (field !== "" || row.length > 0) rows.push([...row, field]);
  return rows;
}

/** The first column's values that are codes, in the file's order. */
async function xlsxCodes(path: string): Promise<{ codes: string[]; sheets: number; firstRow: unknown[] }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error("the workbook has no sheet");
  const codes: string[] = [];
  sheet.eachRow((row) => {
    const value = row.getCell(1).value;
    if (typeof value === "string" && codePattern.test(value)) codes.push(value);
  });
  const firstRow = (sheet.getRow(1).values as unknown[]).slice(1);
  return { codes, sheets: workbook.worksheets.length, firstRow };
}

const shared = consoleForFile();

describe("exports of the codes list as the hotel-chain manager (docs/product.md#exports)", () => {
  let manager: Page;
  /** Every body the list sent to the coupons search, in order. */
  const listSearches: SearchBody[] = [];

  beforeAll(async () => {
    manager = await shared.signedInPage("hotels@ondine.example");
    manager.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname === "/api/es_proxy/coupons/_search" && request.method() === "POST") {
        const body = request.postDataJSON() as SearchBody & { from?: number; size?: number };
        // The list's pages, not the drawer's read of one code nor the list's figures (size 0).
        if (!JSON.stringify(body.query).includes('"ids"') && body.size !== 0) listSearches.push(body);
      }
    });
  });

  it("exports the filtered list as xlsx and csv: exactly the codes it filters, no more, no fewer", async () => {
    await manager.goto("/codes/list");
    await manager.getByTestId("codes-count").waitFor();
    const firstCode = (
      (await manager
        .getByRole("button", { name: /^Open code / })
        .first()
        .getAttribute("aria-label")) ?? ""
    ).replace(/^Open code /, "");
    expect(firstCode).toMatch(codePattern);

    // A code's first letters: one, or two when one still matches more than an export holds.
    const searchFor = async (prefix: string): Promise<number> => {
      const answered = manager.waitForResponse(
        (response) =>
          new URL(response.url()).pathname === "/api/es_proxy/coupons/_search" &&
          (response.request().postData() ?? "").includes(`"value":"${prefix}"`),
      );
      await manager.getByRole("searchbox", { name: "Search" }).fill(prefix);
      const total = ((await (await answered).json()) as { hits: { total: { value: number } } }).hits.total.value;
      await expect.poll(() => JSON.stringify(listSearches.at(-1)?.query)).toContain(`"value":"${prefix}"`);
      await expect.poll(() => listedTotal(manager)).toBe(total);
      return total;
    };
    if ((await searchFor(firstCode.slice(0, 1))) > exportRowLimit) {
      // Nothing is cut silently: above the limit the menu is closed and says why.
      await manager.getByText(/an export holds at most 10,000/).waitFor();
      expect(await manager.getByRole("button", { name: "Export", exact: true }).isDisabled()).toBe(true);
      await checkScreen(manager, "Codes list export refused");
      await searchFor(firstCode.slice(0, 2));
    }
    await expect.poll(() => manager.getByRole("button", { name: "Export", exact: true }).isEnabled()).toBe(true);

    const listed = listSearches.at(-1) as SearchBody;
    const expected = await codesMatching(manager, listed);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThanOrEqual(exportRowLimit);
    await expect.poll(() => listedTotal(manager)).toBe(expected.length);

    // The menu open, keyboard first: axe-core on the screen with its items shown.
    await manager.getByRole("button", { name: "Export", exact: true }).focus();
    await manager.keyboard.press("Enter");
    await manager.getByRole("menuitem", { name: "CSV", exact: true }).waitFor();
    await checkScreen(manager, "Codes list export menu");
    await manager.keyboard.press("Escape");

    const xlsx = await exportAs(manager, "Excel (.xlsx)");
    expect(xlsx.sent.postDataJSON()).toEqual({ query: listed.query, sort: listed.sort });
    expect(Object.fromEntries(new URL(xlsx.sent.url()).searchParams)).toEqual({ format: "xlsx", locale: "en" });
    expect(xlsx.download.suggestedFilename()).toMatch(/^coupons-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = await xlsxCodes(await xlsx.download.path());
    expect(workbook.firstRow.some((cell) => typeof cell === "string" && codePattern.test(cell))).toBe(false);
    expect(workbook.codes).toEqual(expected);
    await manager.getByText(/^Done: coupons-.*\.xlsx has been downloaded/).waitFor();

    const csv = await exportAs(manager, "CSV");
    expect(csv.sent.postDataJSON()).toEqual({ query: listed.query, sort: listed.sort });
    expect(csv.download.suggestedFilename()).toMatch(/^coupons-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await readFile(await csv.download.path());
    // UTF-8 with a BOM, so a spreadsheet program reads accents right.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = csvRows(bytes.subarray(3).toString("utf8"));
    expect(header?.[0]).not.toMatch(codePattern);
    expect(rows.map((row) => row[0])).toEqual(expected);
    await manager.getByText(/^Done: coupons-.*\.csv has been downloaded/).waitFor();
    await checkScreen(manager, "Codes list exported");
  });
});
