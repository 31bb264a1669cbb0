import ExcelJS from "exceljs";
import type { FastifyBaseLogger } from "fastify";
import { describe, expect, it } from "vitest";
import { type SheetJob, startSheetJob, stopSheetWorker } from "./xlsx-sheet-thread";

const logged: unknown[] = [];
const log = { error: (entry: unknown) => logged.push(entry) } as unknown as FastifyBaseLogger;

const setup = {
  name: "Codes",
  columns: [
    { key: "code", width: 12, header: "Code" },
    { key: "price", width: 10, header: "Price" },
  ],
};

/** The job's whole file, or its error. */
function fileOf(job: SheetJob): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    job.output.on("data", (chunk: Buffer) => chunks.push(chunk));
    job.output.on("end", () => resolve(Buffer.concat(chunks)));
    job.output.on("error", reject);
  });
}

async function cellsOf(file: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ExcelJS.Buffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1).map((value, index) => [value, row.getCell(index + 1).numFmt ?? null]));
  });
  return rows;
}

function writeCodes(job: SheetJob, count: number) {
  const euros = job.styleOf('#,##0.00 "€"');
  for (let batch = 0; batch < count; batch += 100) {
    const values: (string | number)[] = [];
    const styles: number[] = [];
    for (let row = batch; row < Math.min(count, batch + 100); row++) {
      values.push(`CODE${row}`, row / 4);
      styles.push(0, euros);
    }
    job.addRows(values, styles);
  }
}

const expectedCodes = (count: number) => [
  [
    ["Code", null],
    ["Price", null],
  ],
  ...Array.from({ length: count }, (_, row) => [
    [`CODE${row}`, null],
    [row / 4, '#,##0.00 "€"'],
  ]),
];

describe("xlsx sheets written on the worker thread", () => {
  it("fails only the job whose rows the worker cannot write", async () => {
    const good = startSheetJob(setup, log);
    const bad = startSheetJob(setup, log);
    const goodFile = fileOf(good);
    const badFile = fileOf(bad);
    writeCodes(good, 500);
    // A style the job never registered: the worker refuses the batch.
    bad.addRows(["CODE", 1], [0, 7]);
    writeCodes(good, 300);
    good.end();
    bad.end();
    await expect(badFile).rejects.toThrow(/No style 7/);
    expect(await cellsOf(await goodFile)).toEqual([...expectedCodes(500), ...expectedCodes(300).slice(1)]);
    expect(logged.length).toBeGreaterThan(0);
  });

  it("fails the running exports when the worker is lost, and starts a new one for the next", async () => {
    const cut = startSheetJob(setup, log);
    const cutFile = fileOf(cut);
    writeCodes(cut, 100);
    await stopSheetWorker();
    await expect(cutFile).rejects.toThrow(/exited/);

    const next = startSheetJob(setup, log);
    const nextFile = fileOf(next);
    writeCodes(next, 50);
    next.end();
    expect(await cellsOf(await nextFile)).toEqual(expectedCodes(50));
  });
});
