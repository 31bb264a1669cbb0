// A 10,000-row export of the codes list, in xlsx and CSV, through the whole
// app over HTTP, against a bare exceljs streaming writer writing the same
// rows (already fetched) to a null stream, in the same run
// (docs/performance.md "Exports"; targets: 1 s to the last byte, 150 MB of
// memory growth, 1.5 times the bare writer):
//   npm run bench:exports -- [--database-url URL] [--runs N] [--warmup N]
// DATABASE_URL, else the large data set (ondine_large on the local server).
// Builds the app in this process (LOG_LEVEL silent unless set), listening on
// a local port; the client reads the answer to its last byte and drops it.
// The server's memory is sampled every 5 ms while a file is streamed
// (process.memoryUsage(): the client's share is a chunk at a time).
import { Writable } from "node:stream";
import { exportRowLimit } from "@ondine/domain";
import { openDatabase } from "@ondine/server/db";
import { buildApp } from "@ondine/server/tools-api";
import { sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { benchRunOptions, busiestOrganism, inProcessBenchConfig, loadAverage } from "../bench-database";
import { startBusyCore } from "../busy-core";
import { milliseconds, percentile } from "../search/percentiles";
import { upsertBenchStatistician } from "../statistics/bench-statistician";

const { databaseUrl, runs, warmup, busy } = benchRunOptions({ runs: 7, warmup: 2, offersBusy: true });
/** The reporting and exports work's targets. */
const targets = { wallMs: 1000, memoryMb: 150, ratio: 1.5 };

const megabytes = (bytes: number) => bytes / 1024 / 1024;
const median = (numbers: number[]) => percentile(numbers, 0.5);
const collectGarbage = () => (globalThis as { gc?: () => void }).gc?.();

/** Runs `work`, sampling the process's memory every 5 ms: the growth over the start, in MB. */
async function withMemory<T>(work: () => Promise<T>): Promise<{ result: T; rssMb: number; heapMb: number }> {
  collectGarbage();
  const start = process.memoryUsage();
  let rss = start.rss;
  let heap = start.heapUsed;
  const sample = () => {
    const usage = process.memoryUsage();
    rss = Math.max(rss, usage.rss);
    heap = Math.max(heap, usage.heapUsed);
  };
  const timer = setInterval(sample, 5);
  try {
    const result = await work();
    sample();
    return { result, rssMb: megabytes(rss - start.rss), heapMb: megabytes(heap - start.heapUsed) };
  } finally {
    clearInterval(timer);
  }
}

const nullStream = () =>
  new Writable({
    write(_chunk, _encoding, done) {
      done();
    },
  });

const loadAtStart = loadAverage();
const database = await openDatabase({ databaseUrl });
try {
  const busiest = await busiestOrganism(database, "coupons");
  const token = await upsertBenchStatistician(database, busiest.organism_id);
  // The newest back-office codes of the organism, at most the limit: created after the (limit + 1)-th newest.
  const [bound] = (
    await database.db.execute(sql`select created_at from coupons
      where organism_id = ${busiest.organism_id} and creator_type = 'CenterUser'
      order by created_at desc offset ${exportRowLimit} limit 1`)
  ).rows as { created_at: Date | string }[];
  if (!bound)
    throw new Error(`Organism ${busiest.organism_id} has fewer than ${exportRowLimit + 1} back-office codes.`);
  const since = new Date(bound.created_at).toISOString();
  const body = JSON.stringify({
    query: {
      bool: { filter: [{ term: { organism_id: busiest.organism_id } }, { range: { created_at: { gt: since } } }] },
    },
    sort: [{ created_at: { order: "desc" } }],
  });

  const app = buildApp({ config: inProcessBenchConfig(databaseUrl), database });
  // Started once the rows are chosen: the load weighs on the timed runs, both sides alike.
  const busyCore = busy ? await startBusyCore() : undefined;
  try {
    const address = await app.listen({ host: "127.0.0.1", port: 0 });
    const exportOnce = async (format: "xlsx" | "csv") => {
      const started = performance.now();
      const response = await fetch(`${address}/api/exports/coupons?format=${format}&locale=fr`, {
        method: "POST",
        headers: { "x-api-token": token, "content-type": "application/json" },
        body,
      });
      if (response.status !== 200 || !response.body) {
        throw new Error(`the ${format} export answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
      }
      let bytes = 0;
      for await (const chunk of response.body) bytes += (chunk as Uint8Array).byteLength;
      return { ms: performance.now() - started, bytes, rows: Number(response.headers.get("x-export-rows")) };
    };

    // The same rows, fetched once, as the bare writer's input: the export's columns and cell types.
    const fetched = (
      await database.db.execute(sql`select c.code, c.disabled_at, c.provisionings_count, o.name as offer,
          coalesce(s.name, g.name) as location, c.created_at, c.starts_at, c.ends_at, c.max_usage, c.description,
          c.phone_number
        from coupons c left join offers o on o.id = c.coupon_def_id
          left join sites s on s.id = c.site_id left join organisms g on g.id = c.organism_id
        where c.organism_id = ${busiest.organism_id} and c.creator_type = 'CenterUser' and c.created_at > ${since}
        order by c.created_at desc, c.id`)
    ).rows as Record<string, unknown>[];
    const bareWriter = async () => {
      const started = performance.now();
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
        stream: nullStream(),
        useStyles: true,
        useSharedStrings: false,
      });
      const sheet = workbook.addWorksheet("Codes", { views: [{ state: "frozen", ySplit: 1 }] });
      sheet.columns = Object.keys(fetched[0] ?? {}).map((key) => ({ key, header: key, width: 16 }));
      sheet.getRow(1).font = { bold: true };
      sheet.getRow(1).commit();
      // Shared style objects, as exceljs finds them again by identity: the writer at its fastest.
      const plainStyle = {};
      const dateStyle = { numFmt: "dd/mm/yyyy hh:mm" };
      const countStyle = { numFmt: "0" };
      for (const row of fetched) {
        const written = sheet.addRow([
          row.code,
          row.disabled_at ? "Désactivé" : Number(row.provisionings_count) > 0 ? "Utilisé" : "Valide",
          row.offer,
          row.location,
          new Date(row.created_at as string),
          new Date(row.starts_at as string),
          new Date(row.ends_at as string),
          Number(row.max_usage),
          row.description,
          row.phone_number,
        ]);
        written.eachCell({ includeEmpty: true }, (cell, column) => {
          cell.style = column >= 5 && column <= 7 ? dateStyle : column === 8 ? countStyle : plainStyle;
        });
        written.commit();
      }
      sheet.commit();
      await workbook.commit();
      return performance.now() - started;
    };

    const figures = {
      xlsx: [] as number[],
      csv: [] as number[],
      bare: [] as number[],
      xlsxRss: [] as number[],
      xlsxHeap: [] as number[],
      csvRss: [] as number[],
      csvHeap: [] as number[],
    };
    let rows = 0;
    let sizes = { xlsx: 0, csv: 0 };
    for (let index = 0; index < warmup + runs; index++) {
      // In turn, so that neither always finds the other's pages in cache.
      const xlsx = await withMemory(() => exportOnce("xlsx"));
      const csv = await withMemory(() => exportOnce("csv"));
      collectGarbage();
      const bare = await bareWriter();
      if (index < warmup) continue;
      rows = xlsx.result.rows;
      sizes = { xlsx: xlsx.result.bytes, csv: csv.result.bytes };
      figures.xlsx.push(xlsx.result.ms);
      figures.csv.push(csv.result.ms);
      figures.bare.push(bare);
      figures.xlsxRss.push(xlsx.rssMb);
      figures.xlsxHeap.push(xlsx.heapMb);
      figures.csvRss.push(csv.rssMb);
      figures.csvHeap.push(csv.heapMb);
    }
    if (rows !== fetched.length) throw new Error(`the export wrote ${rows} rows, the bare writer ${fetched.length}`);

    const ratio = median(figures.xlsx) / median(figures.bare);
    const mb = (numbers: number[]) => `${median(numbers).toFixed(0)} MB (max ${Math.max(...numbers).toFixed(0)})`;
    const met = (ok: boolean) => (ok ? "met" : "MISSED");
    console.log(
      `Organism ${busiest.organism_id} (${busiest.count.toLocaleString("en")} codes): its ${rows.toLocaleString("en")} ` +
        `newest back-office codes, as its account (API token, not an admin), over HTTP on 127.0.0.1, database ` +
        `${new URL(databaseUrl).pathname.slice(1)}; ${runs} runs after ${warmup} warm-up, medians` +
        `${busy ? ", one core kept busy by the bench" : ""}.`,
    );
    console.log("| file | to the last byte | worst | RSS growth | heap growth | size | targets |");
    console.log("| --- | --- | --- | --- | --- | --- | --- |");
    for (const format of ["xlsx", "csv"] as const) {
      const times = figures[format];
      const rss = format === "xlsx" ? figures.xlsxRss : figures.csvRss;
      const heap = format === "xlsx" ? figures.xlsxHeap : figures.csvHeap;
      const cells = [
        format,
        milliseconds(median(times)),
        milliseconds(Math.max(...times)),
        mb(rss),
        mb(heap),
        `${megabytes(sizes[format]).toFixed(1)} MB`,
        `${met(median(times) <= targets.wallMs)} (1 s), ${met(Math.max(...rss, ...heap) <= targets.memoryMb)} (150 MB)`,
      ];
      console.log(`| ${cells.join(" | ")} |`);
    }
    console.log(
      `| bare exceljs writer, same rows, null stream | ${milliseconds(median(figures.bare))} | ` +
        `${milliseconds(Math.max(...figures.bare))} | | | | xlsx export / bare = ${ratio.toFixed(2)}: ` +
        `${met(ratio <= targets.ratio)} (1.5×) |`,
    );
  } finally {
    // Read before the load stops, so that it still counts the bench's own.
    console.log(`Load average (1 / 5 / 15 min): ${loadAtStart} at the start, ${loadAverage()} at the end`);
    await busyCore?.stop();
    await app.close();
  }
} finally {
  await database.close();
}
