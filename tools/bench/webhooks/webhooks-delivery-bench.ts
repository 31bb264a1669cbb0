// The webhooks' delivery at an integrators' scale (docs/webhooks.md#delivery; target: 500 deliveries a second
// or more, a slow receiver holding back its own deliveries only):
//   npm run bench:webhooks -- [--database-url URL] [--events N] [--endpoints N]
// Builds its own data set in a new database (`ondine_bench_webhooks` on the server of TEST_DATABASE_URL,
// else DATABASE_URL, else the local one, unless told): 100 organisms with one endpoint each, each a
// receiver on the loopback answering 204 in 20 ms, and one more endpoint on the first organism whose
// receiver answers in 10 s. Records 10,000 `code.used` events spread over the organisms first (in
// transactions of 100, as the producers record them: a backlog), then builds the app in this process
// with its job worker (`runJobs`, as main.ts) and waits until the 100 endpoints have received theirs.
// Prints the deliveries a second from the app's start, each delivery's delay from it (p50, p95, max: the
// others' deliveries beside the slow one), and how far the slow endpoint got meanwhile.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { parseArgs } from "node:util";
import { migrateDatabase, openDatabase, schema } from "@ondine/server/db";
import { buildApp, recordWebhookEvents } from "@ondine/server/tools-api";
import { sql } from "drizzle-orm";
import { inProcessBenchConfig, loadAverage } from "../bench-database";
import { recreateBenchDatabase } from "../recreate-bench-database";
import { percentile } from "../search/percentiles";

const { values } = parseArgs({
  options: {
    "database-url": { type: "string" },
    events: { type: "string", default: "10000" },
    endpoints: { type: "string", default: "100" },
  },
});

/** The bench's own database on the tests' (or the app's) server: it is dropped and made again. */
function benchDatabaseUrl(): string {
  if (values["database-url"]) return values["database-url"];
  const server = new URL(
    process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/",
  );
  server.pathname = "/ondine_bench_webhooks";
  return server.toString();
}

const databaseUrl = benchDatabaseUrl();
const eventCount = Number(values.events);
const endpointCount = Number(values.endpoints);
const answerMs = 20;
const slowAnswerMs = 10_000;
const recordBatch = 100;
const targetPerSecond = 500;
const timeoutMs = 10 * 60_000;

/** A receiver on the loopback answering 204 after `delayMs`, noting when each event arrived. */
async function startReceiver(delayMs: number) {
  const arrivals = new Map<string, number>();
  let duplicates = 0;
  let inFlight = 0;
  let maxInFlight = 0;
  const server: Server = createServer((request, response) => {
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    request.resume();
    request.on("end", () => {
      const id = String(request.headers["webhook-id"]);
      if (arrivals.has(id)) duplicates += 1;
      else arrivals.set(id, performance.now());
      setTimeout(() => response.writeHead(204).end(), delayMs);
    });
    response.on("close", () => {
      inFlight -= 1;
    });
  });
  server.keepAliveTimeout = 1_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    arrivals,
    duplicates: () => duplicates,
    maxInFlight: () => maxInFlight,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

console.log(
  `Webhooks delivery bench: ${eventCount.toLocaleString("en")} events to ${endpointCount} endpoints answering in ` +
    `${answerMs} ms, one more answering in ${slowAnswerMs / 1000} s`,
);
console.log(`Load average at start: ${loadAverage()}`);
await recreateBenchDatabase(databaseUrl);
const database = await openDatabase({ databaseUrl });
const receivers = await Promise.all(Array.from({ length: endpointCount }, () => startReceiver(answerMs)));
const slow = await startReceiver(slowAnswerMs);
try {
  await migrateDatabase(database);
  const { db } = database;
  const organisms = await db
    .insert(schema.organisms)
    .values(receivers.map((_, index) => ({ name: `Bench organism ${index + 1}`, kind: "hotel_chain" as const })))
    .returning({ id: schema.organisms.id, name: schema.organisms.name });
  const endpointRow = (organismId: number, url: string) => ({
    organismId,
    url,
    eventTypes: ["code.used"],
    secret: "whsec_YmVuY2gtc2VjcmV0LW9mLXRoZS13ZWJob29rcy1iZW5jaA==",
  });
  await db
    .insert(schema.webhookEndpoints)
    .values([
      ...organisms.map((organism, index) => endpointRow(organism.id, receivers[index]?.url as string)),
      endpointRow(organisms[0]?.id as number, slow.url),
    ]);

  // The events first, as a backlog (a burst of changes, or a server back after a stop): what is timed is
  // the delivery alone, from the app's start.
  const recordStarted = performance.now();
  const now = () => new Date();
  for (let first = 0; first < eventCount; first += recordBatch) {
    const batch = Array.from({ length: Math.min(recordBatch, eventCount - first) }, (_, offset) => {
      const index = first + offset;
      const organism = organisms[index % organisms.length] as { id: number; name: string };
      return {
        organismId: organism.id,
        type: "code.used" as const,
        data: {
          organism,
          site: null,
          code: `B${String(index).padStart(7, "0")}`,
          batch_id: "bench",
          first_used_at: new Date().toISOString(),
        },
      };
    });
    await db.transaction((tx) => recordWebhookEvents({ db: tx, now }, batch));
  }
  console.log(
    `\nRecorded in ${(performance.now() - recordStarted).toFixed(0)} ms (${eventCount / recordBatch} transactions)`,
  );

  const config = { ...inProcessBenchConfig(databaseUrl), webhooksAllowLocal: true };
  const app = buildApp({ config, database, runJobs: true });
  const started = performance.now();
  await app.ready();
  try {
    const received = () => receivers.reduce((sum, receiver) => sum + receiver.arrivals.size, 0);
    while (received() < eventCount) {
      if (performance.now() - started > timeoutMs) throw new Error(`only ${received()} deliveries in 10 minutes`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // Each delivery's delay: from the app's start to its arrival.
    const delays = receivers.flatMap((receiver) => [...receiver.arrivals.values()].map((at) => at - started));
    const elapsedMs = Math.max(...delays);
    const perSecond = eventCount / (elapsedMs / 1000);
    const duplicates = receivers.reduce((sum, receiver) => sum + receiver.duplicates(), 0);
    const { rows } = await db.execute<{ delivered: number }>(
      sql`select count(*)::int as delivered from webhook_deliveries where state = 'delivered'`,
    );

    console.log("| deliveries | elapsed s | deliveries/s | delay p50 ms | delay p95 ms | delay max ms | duplicates |");
    console.log("|---|---|---|---|---|---|---|");
    console.log(
      `| ${eventCount.toLocaleString("en")} | ${(elapsedMs / 1000).toFixed(1)} | ${perSecond.toFixed(0)} | ` +
        `${percentile(delays, 0.5).toFixed(0)} | ${percentile(delays, 0.95).toFixed(0)} | ` +
        `${Math.max(...delays).toFixed(0)} | ${duplicates} |`,
    );
    const slowDue = Math.ceil(eventCount / endpointCount);
    console.log(
      `\nDelivered in the table by then: ${rows[0]?.delivered}. The slow endpoint meanwhile: ${slow.arrivals.size} ` +
        `of its ${slowDue} received, ${slow.maxInFlight()} at most in flight (cap 10)`,
    );
    console.log(`Target ${targetPerSecond} deliveries/s: ${perSecond >= targetPerSecond ? "met" : "MISSED"}`);
    console.log(`Load average at end: ${loadAverage()}`);
  } finally {
    // The runs under way claim nothing more and end with their attempts (the slow one's 10 s among them).
    await app.close();
  }
} finally {
  await Promise.all([...receivers, slow].map((receiver) => receiver.close()));
  await database.close();
}
