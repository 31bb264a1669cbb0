// Server time to create a batch of 1,000 codes on PostgreSQL, against a bare insert of the same rows
// (docs/performance.md "Code creation"):
//   npm run bench:codes -- [--server-url URL] [--database-prefix NAME] [--runs N] [--warmup N] [--number N] [--busy]
// Creates a throwaway database on the server (postgres://postgres@127.0.0.1:5432 by default), migrates it,
// times, alternately in the same run, POST /api/coupons through the whole app (session, validation, scope,
// one transaction, the answer's JSON) and a bare one-transaction insert of as many codes, then drops it.
import { randomBytes } from "node:crypto";
import os from "node:os";
import { parseArgs } from "node:util";
import { loadConfig } from "@ondine/server/config";
import { type DatabaseHandle, migrateDatabase, openDatabase, schema } from "@ondine/server/db";
import { buildApp, hashPassword } from "@ondine/server/tools-api";
import { sql } from "drizzle-orm";
import pg from "pg";
import { besideBusyCore } from "../busy-core";
import { milliseconds, percentile } from "../search/percentiles";
import { type BareBatchTerms, drawBareCodes, insertBareBatch } from "./bare-codes-insert";

const { values } = parseArgs({
  options: {
    "server-url": { type: "string", default: "postgres://postgres@127.0.0.1:5432/postgres" },
    "database-prefix": { type: "string", default: "ondine" },
    runs: { type: "string", default: "20" },
    warmup: { type: "string", default: "3" },
    number: { type: "string", default: "1000" },
    busy: { type: "boolean", default: false },
  },
});
const runs = Number(values.runs);
const warmup = Number(values.warmup);
const number = Number(values.number);
const busy = values.busy === true;
const serverUrl = values["server-url"];
const databaseName = `${values["database-prefix"]}_bench_codes_${randomBytes(4).toString("hex")}`.toLowerCase();
if (!/^[a-z_][a-z0-9_]{0,62}$/.test(databaseName)) throw new Error(`"${databaseName}" is not a database name`);
const password = "bench-password-1";

/** Runs `work` on the server's maintenance database (CREATE and DROP DATABASE cannot run inside the one they touch). */
async function onServer(work: (database: DatabaseHandle) => Promise<unknown>): Promise<void> {
  const server = await openDatabase({ databaseUrl: serverUrl });
  try {
    await work(server);
  } finally {
    await server.close();
  }
}

type BenchCaller = { organismId: number; siteId: number; userId: number; email: string };

async function seedCaller(database: DatabaseHandle): Promise<BenchCaller> {
  const { db } = database;
  const [organism] = await db
    .insert(schema.organisms)
    .values({ name: "Bench Hotels", kind: "hotel_chain" })
    .returning({ id: schema.organisms.id });
  if (!organism) throw new Error("no organism");
  const [site] = await db
    .insert(schema.sites)
    .values({
      organismId: organism.id,
      name: "Bench Nantes",
      state: "En production",
      latitude: 47.2184,
      longitude: -1.5536,
      address: "1 quai de la Fosse",
      postalCode: "44000",
      city: "Nantes",
    })
    .returning({ id: schema.sites.id });
  if (!site) throw new Error("no site");
  const email = "bench@ondine.example";
  const [user] = await db
    .insert(schema.users)
    .values({
      email,
      firstName: "Bench",
      lastName: "Manager",
      passwordHash: await hashPassword(password),
      roleFlags: ["code"],
      confirmedAt: new Date(),
    })
    .returning({ id: schema.users.id });
  if (!user) throw new Error("no user");
  await db.insert(schema.userLocations).values({ userId: user.id, organismId: organism.id, siteId: null });
  return { organismId: organism.id, siteId: site.id, userId: user.id, email };
}

/** One timed batch: wall time, and the CPU time this process spent meanwhile (the app's JS; the driver's for the bare insert). */
type Sample = { elapsed: number; cpu: number };

async function measured<T>(work: () => Promise<T>): Promise<{ sample: Sample; result: T }> {
  const cpuStart = process.cpuUsage();
  const started = performance.now();
  const result = await work();
  const elapsed = performance.now() - started;
  const cpu = process.cpuUsage(cpuStart);
  return { sample: { elapsed, cpu: (cpu.user + cpu.system) / 1000 }, result };
}

const url = new URL(serverUrl);
url.pathname = `/${databaseName}`;
await onServer((server) => server.db.execute(sql.raw(`create database ${databaseName}`)));
try {
  const database = await openDatabase({ databaseUrl: url.toString() });
  try {
    await migrateDatabase(database);
    const caller = await seedCaller(database);
    // One request at a time: load shedding (a lagging loop after migrations, under --cpu-prof) would only refuse some.
    const config = loadConfig({
      NODE_ENV: "production",
      LOG_LEVEL: "silent",
      DATABASE_URL: url.toString(),
      MAX_EVENT_LOOP_DELAY_MS: "0",
    });
    const app = buildApp({ config, database });
    await app.ready();
    const signIn = await app.inject({
      method: "POST",
      url: "/api/users/sign_in",
      payload: { email: caller.email, password },
    });
    if (signIn.statusCode !== 200) throw new Error(`sign-in answered ${signIn.statusCode}: ${signIn.body}`);
    const cookies = Object.fromEntries(signIn.cookies.map((cookie) => [cookie.name, cookie.value]));
    const headers = {
      cookie: `ondine_session=${cookies.ondine_session}; ondine_csrf=${cookies.ondine_csrf}`,
      "x-csrf-token": String(cookies.ondine_csrf),
    };
    const bare = new pg.Pool({ connectionString: url.toString(), max: 1 });
    const appSamples: Sample[] = [];
    const bareSamples: Sample[] = [];
    const loadBefore = os.loadavg();
    try {
      const timeApp = async (index: number) => {
        const now = Date.now();
        const payload = {
          coupon: {
            location_id: caller.siteId,
            location_type: "Site",
            number,
            description: `Bench batch ${index}`,
            max_usage: 2,
            starts_at: new Date(now).toISOString(),
            ends_at: new Date(now + 7 * 86_400_000).toISOString(),
          },
          send_sms: false,
        };
        const { sample, result: response } = await measured(() =>
          app.inject({ method: "POST", url: "/api/coupons", headers, payload }),
        );
        if (response.statusCode !== 201)
          throw new Error(`POST /api/coupons answered ${response.statusCode}: ${response.body}`);
        return sample;
      };
      const timeBare = async (index: number) => {
        const now = Date.now();
        const terms: BareBatchTerms = {
          creatorId: caller.userId,
          organismId: caller.organismId,
          siteId: caller.siteId,
          description: `Bench batch ${index}`,
          startsAt: new Date(now),
          endsAt: new Date(now + 7 * 86_400_000),
          maxUsage: 2,
        };
        const codes = drawBareCodes(number);
        return (await measured(() => insertBareBatch(bare, terms, codes))).sample;
      };
      // Alternately, each first every other run: both see the same load and the same table size.
      await besideBusyCore(busy, async () => {
        for (let index = 0; index < warmup + runs; index++) {
          const appFirst = index % 2 === 0;
          const first = appFirst ? await timeApp(index) : await timeBare(index);
          const second = appFirst ? await timeBare(index) : await timeApp(index);
          if (index < warmup) continue;
          appSamples.push(appFirst ? first : second);
          bareSamples.push(appFirst ? second : first);
        }
      });
    } finally {
      await bare.end();
    }
    const loadAfter = os.loadavg();
    const [{ total } = { total: 0 }] = (await database.db.execute(sql`select count(*)::int as total from coupons`))
      .rows as { total: number }[];
    const p50 = (samples: number[]) => percentile(samples, 0.5);
    const p95 = (samples: number[]) => percentile(samples, 0.95);
    const loads = (load: number[]) => load.map((value) => value.toFixed(2)).join(" / ");
    const appTimings = appSamples.map((sample) => sample.elapsed);
    const bareTimings = bareSamples.map((sample) => sample.elapsed);
    console.log(
      `${number} codes a batch on PostgreSQL (${databaseName}, ${total} codes at the end): ` +
        `${runs} runs of each, alternately, after ${warmup} warm-up` +
        // The busy core is a thread of this process: its spinning would count as the process's CPU.
        (busy ? "; one core kept busy by the bench (so no CPU column)" : ""),
    );
    console.log("| batch | p50 | p95 | min | max | this process's CPU, p50 |");
    console.log("| --- | --- | --- | --- | --- | --- |");
    for (const [name, samples] of [
      ["app: POST /api/coupons", appSamples],
      ["bare: one-transaction insert ... select from unnest", bareSamples],
    ] as const) {
      const timings = samples.map((sample) => sample.elapsed);
      console.log(
        `| ${name} | ${milliseconds(p50(timings))} | ${milliseconds(p95(timings))} | ` +
          `${milliseconds(Math.min(...timings))} | ${milliseconds(Math.max(...timings))} | ` +
          `${busy ? "-" : milliseconds(p50(samples.map((sample) => sample.cpu)))} |`,
      );
    }
    // Each run's two batches ran back to back: the median of their ratios moves less with the load than the ratio of p50s.
    const pairRatios = appTimings.map((elapsed, index) => elapsed / (bareTimings[index] ?? Number.NaN));
    console.log(
      `ratio app / bare: p50 ${(p50(appTimings) / p50(bareTimings)).toFixed(2)}x, ` +
        `p95 ${(p95(appTimings) / p95(bareTimings)).toFixed(2)}x, ` +
        `median of each run's ratio ${p50(pairRatios).toFixed(2)}x`,
    );
    console.log(`load average (1 / 5 / 15 min): before ${loads(loadBefore)}, after ${loads(loadAfter)}`);
    await app.close();
  } finally {
    await database.close();
  }
} finally {
  await onServer((server) => server.db.execute(sql.raw(`drop database if exists ${databaseName} with (force)`)));
}
