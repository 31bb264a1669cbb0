// The casting dashboard's six calls for the busiest organism (the most sticks)
// of the large data set, over the last 10 days, 31 days and six months
// (docs/performance.md "Casting statistics"):
//   npm run bench:casting -- [--server-url URL] [--runs N] [--warmup N] [--keep] [--reuse]
// The large seed's locations and hotel IoT (seed 17), and its casts (the
// seed's own step, timed), go into a throwaway database on the server
// (ondine_bench_casting), dropped at the end unless --keep; --reuse measures
// the one a --keep run left, without seeding it again.
import { parseArgs } from "node:util";
import { type CastingQuery, castingLastDaysWindow, castingStatisticNames } from "@ondine/domain";
import { type Database, migrateDatabase, openDatabase, schema } from "@ondine/server/db";
import { readCastingStatistic, scopeOf } from "@ondine/server/tools-api";
import { sql } from "drizzle-orm";
import { insertDemoCasts } from "../../seed/src/demo-casts";
import { demoCatalogue } from "../../seed/src/demo-catalogue";
import { demoScales } from "../../seed/src/demo-scale";
import { generateDemoData } from "../../seed/src/generate-demo-data";
import { insertAllRows } from "../../seed/src/insert-rows";
import { loadAverage } from "../bench-database";
import { milliseconds, percentile } from "../search/percentiles";

const { values } = parseArgs({
  options: {
    "server-url": { type: "string", default: "postgres://postgres@127.0.0.1:5432/postgres" },
    runs: { type: "string", default: "50" },
    warmup: { type: "string", default: "5" },
    keep: { type: "boolean", default: false },
    reuse: { type: "boolean", default: false },
  },
});
const runs = Number(values.runs);
const warmup = Number(values.warmup);
const databaseName = "ondine_bench_casting";

async function onServer(work: (db: Database) => Promise<unknown>) {
  const server = await openDatabase({ databaseUrl: values["server-url"] });
  try {
    await work(server.db);
  } finally {
    await server.close();
  }
}

/** The large seed's organisms, sites and hotel IoT, then its casts step, timed. */
async function seedLargeCasts(db: Database) {
  const data = generateDemoData(demoCatalogue, 17, { now: new Date(), scale: demoScales.large });
  await insertAllRows(db, schema.organisms, data.organisms);
  await insertAllRows(db, schema.sites, data.sites);
  await insertAllRows(db, schema.iotRooms, data.iot.rooms);
  await insertAllRows(db, schema.iotDevices, data.iot.devices);
  const started = performance.now();
  const counts = await db.transaction((tx) => insertDemoCasts(tx, data));
  const seconds = (performance.now() - started) / 1000;
  await db.execute(sql`analyze`);
  console.log(
    `Large seed's casts step: ${counts.events.toLocaleString("en-GB")} casts and ` +
      `${counts.days.toLocaleString("en-GB")} daily roll-ups in ${seconds.toFixed(1)} s.`,
  );
}

const url = new URL(values["server-url"]);
url.pathname = `/${databaseName}`;
if (!values.reuse) {
  await onServer((server) => server.execute(sql.raw(`drop database if exists ${databaseName}`)));
  await onServer((server) => server.execute(sql.raw(`create database ${databaseName}`)));
}
try {
  const database = await openDatabase({ databaseUrl: url.toString() });
  try {
    const { db } = database;
    if (!values.reuse) {
      await migrateDatabase(database);
      await seedLargeCasts(db);
    }
    const [busiest] = (
      await db.execute<{ organism_id: number; sticks: number }>(sql`
        select sites.organism_id, count(*)::integer as sticks from iot_devices
        join sites on sites.id = iot_devices.site_id
        where iot_devices.type = 'chromecast' group by 1 order by 2 desc limit 1`)
    ).rows;
    if (!busiest) throw new Error("No sticks were seeded.");
    // A manager holding the organism (not an admin: the scope lookup is part of the work).
    const scope = await scopeOf(db, {
      admin: false,
      locations: [{ locationType: "Organism", locationId: busiest.organism_id }],
    });
    console.log(
      `Organism ${busiest.organism_id} (${busiest.sticks} sticks), ${runs} runs after ${warmup} warm-up each, ` +
        `through the calls' service (no HTTP); load average ${loadAverage()}.`,
    );
    console.log("| call | window | p50 | p95 | max |");
    console.log("| --- | --- | --- | --- | --- |");
    const now = new Date();
    const windows = [
      // The longest the console asks the per-stick table for (docs/product.md#statistics-casting).
      ["last 10 days", castingLastDaysWindow(10, now)],
      ["last 31 days", castingLastDaysWindow(31, now)],
      ["last six months", castingLastDaysWindow(183, now)],
    ] as const;
    for (const [label, window] of windows) {
      const query: CastingQuery = { location: { type: "organism", id: busiest.organism_id }, window };
      for (const name of castingStatisticNames) {
        const timings: number[] = [];
        for (let index = 0; index < warmup + runs; index++) {
          const started = performance.now();
          await readCastingStatistic(db, scope, name, query);
          if (index >= warmup) timings.push(performance.now() - started);
        }
        const cells = [
          name,
          label,
          milliseconds(percentile(timings, 0.5)),
          milliseconds(percentile(timings, 0.95)),
          milliseconds(Math.max(...timings)),
        ];
        console.log(`| ${cells.join(" | ")} |`);
      }
    }
    console.log(`Load average at the end: ${loadAverage()}`);
  } finally {
    await database.close();
  }
} finally {
  if (!values.keep) await onServer((server) => server.execute(sql.raw(`drop database ${databaseName}`)));
}
