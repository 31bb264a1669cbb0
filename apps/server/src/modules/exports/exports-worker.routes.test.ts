import ExcelJS from "exceljs";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db";
import { signInAs } from "../../test/sessions";
import { buildTestApp } from "../../test/test-app";
import { createTestClock } from "../../test/test-clock";
import { openTestDatabase, testEngines } from "../../test/test-database";
import { type ExportsFixture, exportsNow, insertExportsFixture } from "./exports-fixture";

/** A sheet's cells row by row, with each cell's number format: what a spreadsheet program shows. */
async function sheetOf(response: LightMyRequestResponse): Promise<unknown[][]> {
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    const cells: unknown[] = [];
    row.eachCell({ includeEmpty: true }, (cell) => cells.push([cell.value, cell.numFmt ?? null]));
    rows.push(cells);
  });
  return rows;
}

describe.each(testEngines)("exports written on the worker thread, on %s", (engine) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let world: ExportsFixture;
  let headers: Record<string, string>;
  const post = (path: string, body: unknown) =>
    app.inject({
      method: "POST",
      url: `/api/${path}`,
      headers: { ...headers, "content-type": "application/json" },
      payload: JSON.stringify(body),
    });

  // Tests share one app and database, with the exports fixture built once: the file's one test only reads it.
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    app = buildTestApp(database, {}, { clock: createTestClock(exportsNow) });
    world = await insertExportsFixture(database.db);
    headers = (await signInAs(app, world.hotelAnalyst)).headers;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("writes exports made at the same time each as it writes it alone", async () => {
    const requests = [
      ["exports/coupons?format=xlsx&locale=fr", { sort: [{ code: "asc" }] }],
      ["exports/purchases?format=xlsx&locale=en", {}],
      ["exports/customers?format=xlsx&locale=de", {}],
      ["exports/coupons?format=xlsx&locale=fr", { sort: [{ code: "desc" }] }],
    ] as const;
    const alone: unknown[][][] = [];
    for (const [path, body] of requests) alone.push(await sheetOf(await post(path, body)));
    const together = await Promise.all(requests.map(async ([path, body]) => sheetOf(await post(path, body))));
    expect(together).toEqual(alone);
    // Real files: a header and rows in each, the codes in both orders.
    for (const sheet of alone) expect(sheet.length).toBeGreaterThan(1);
    expect(alone[3]?.slice(1)).toEqual(alone[0]?.slice(1).reverse());
  });
});
