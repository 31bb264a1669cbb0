// Server time to create a batch of 1,000 codes on PostgreSQL (docs/performance.md "Code creation"):
//   npm run bench:codes -- [--server-url URL] [--runs N] [--warmup N] [--number N]
// Creates a throwaway database on the server (postgres://postgres@127.0.0.1:5432 by default), migrates it,
// times POST /api/coupons through the whole app (validation, one transaction, the answer's JSON) and drops it.
import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import { loadConfig } from "@ondine/server/config";
import { type DatabaseHandle, migrateDatabase, openDatabase, schema } from "@ondine/server/db";
import { buildApp, hashPassword } from "@ondine/server/tools-api";
import { sql } from "drizzle-orm";
import { milliseconds, percentile } from "../search/percentiles";

const { values } = parseArgs({
  options: {
    "server-url": { type: "string", default: "postgres://postgres@127.0.0.1:5432/postgres" },
    runs: { type: "string", default: "20" },
    warmup: { type: "string", default: "3" },
    number: { type: "string", default: "1000" },
  },
});
const runs = Number(values.runs);
const warmup = Number(values.warmup);
const number = Number(values.number);
const serverUrl = values["server-url"];
const databaseName = `ondine_bench_codes_${randomBytes(4).toString("hex")}`;
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

async function seedCaller(database: DatabaseHandle): Promise<{ siteId: number; email: string }> {
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
  return { siteId: site.id, email };
}

const url = new URL(serverUrl);
url.pathname = `/${databaseName}`;
await onServer((server) => server.db.execute(sql.raw(`create database ${databaseName}`)));
try {
  const database = await openDatabase({ databaseUrl: url.toString() });
  try {
    await migrateDatabase(database);
    const caller = await seedCaller(database);
    const config = loadConfig({ NODE_ENV: "production", LOG_LEVEL: "silent", DATABASE_URL: url.toString() });
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
    const timings: number[] = [];
    for (let index = 0; index < warmup + runs; index++) {
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
      const started = performance.now();
      const response = await app.inject({ method: "POST", url: "/api/coupons", headers, payload });
      const elapsed = performance.now() - started;
      if (response.statusCode !== 201)
        throw new Error(`POST /api/coupons answered ${response.statusCode}: ${response.body}`);
      if (index >= warmup) timings.push(elapsed);
    }
    const [{ total } = { total: 0 }] = (await database.db.execute(sql`select count(*)::int as total from coupons`))
      .rows as { total: number }[];
    console.log(
      `POST /api/coupons, ${number} codes a batch, on PostgreSQL (${databaseName}, ${total} codes at the end): ` +
        `${runs} runs after ${warmup} warm-up`,
    );
    console.log("| p50 | p95 | min | max |");
    console.log("| --- | --- | --- | --- |");
    console.log(
      `| ${[0.5, 0.95].map((fraction) => milliseconds(percentile(timings, fraction))).join(" | ")} | ` +
        `${milliseconds(Math.min(...timings))} | ${milliseconds(Math.max(...timings))} |`,
    );
    await app.close();
  } finally {
    await database.close();
  }
} finally {
  await onServer((server) => server.db.execute(sql.raw(`drop database if exists ${databaseName} with (force)`)));
}
