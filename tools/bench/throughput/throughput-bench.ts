// Requests a second of the console's calls against a bare Fastify answering
// JSON, measured alternately in one run (docs/performance.md "Throughput"):
//   npm run build && npm run bench:throughput -- [--engine postgres|pglite|both] [--rounds 2] [--seconds 20]
//     [--connections 10] [--server-url postgres://postgres@127.0.0.1:5432/postgres] [--email E] [--password P]
// The bare Fastify and the built app each run in their own process; autocannon
// runs here. On PostgreSQL the app gets a throwaway database seeded with the
// demo data (dropped at the end); on PGlite a fresh DATA_DIR, as `npm start`.
import { type ChildProcess, spawn } from "node:child_process";
import { loadavg } from "node:os";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import type { LocationDocument } from "@ondine/domain";
import autocannon from "autocannon";
import { type ConsoleUnderBench, startConsoleUnderBench } from "../codes/console-under-bench";
import { withThrowawayDatabase } from "../ingest/throwaway-database";
import { callerLocationsBody, codesFirstPageBodies } from "../load/console-requests";
import { type ConsoleSession, signInThroughApi } from "../load/console-session";

const { values } = parseArgs({
  options: {
    engine: { type: "string", default: "both" },
    rounds: { type: "string", default: "2" },
    seconds: { type: "string", default: "20" },
    connections: { type: "string", default: "10" },
    "server-url": { type: "string", default: "postgres://postgres@127.0.0.1:5432/postgres" },
    email: { type: "string", default: "hotels@ondine.example" },
    password: { type: "string", default: "ondine-demo" },
    /** The first of three ports: the bare Fastify, then the app on PGlite, then on PostgreSQL. */
    port: { type: "string", default: "8305" },
  },
});
const engines = values.engine === "both" ? ["postgres", "pglite"] : [values.engine];
if (engines.some((engine) => engine !== "postgres" && engine !== "pglite"))
  throw new Error("--engine is postgres, pglite or both");
const rounds = Number(values.rounds);
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const firstPort = Number(values.port);

/** One call measured: what autocannon sends. */
interface Target {
  name: string;
  url: string;
  method: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
}

interface Measure {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  failures: number;
}

const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(" ");

async function startBareFastify(port: number): Promise<{ url: string; stop(): Promise<void> }> {
  const child: ChildProcess = spawn(process.execPath, [resolve(import.meta.dirname, "bare-fastify.mjs")], {
    env: { ...process.env, PORT: String(port) },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const url = `http://127.0.0.1:${port}/`;
  for (const deadline = Date.now() + 20_000; Date.now() < deadline; ) {
    if (child.exitCode !== null) throw new Error(`The bare Fastify exited (${child.exitCode})`);
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return {
        url,
        async stop() {
          if (child.exitCode !== null) return;
          const exited = new Promise((done) => child.once("exit", done));
          child.kill("SIGTERM");
          await exited;
        },
      };
    await new Promise((wait) => setTimeout(wait, 100));
  }
  throw new Error("The bare Fastify did not answer within 20 s");
}

/** A site in production of the caller, from the locations the console loads at start. */
async function firstSiteOf(session: ConsoleSession): Promise<LocationDocument> {
  const response = await fetch(`${session.baseUrl}/api/es_proxy/locations/_search`, {
    method: "POST",
    headers: { ...session.headers, "content-type": "application/json" },
    body: JSON.stringify(callerLocationsBody()),
  });
  const answer = (await response.json()) as { hits: { hits: { _source: LocationDocument }[] } };
  const site = answer.hits.hits.map((hit) => hit._source).find((location) => location.state === "En production");
  if (!site) throw new Error(`${session.user.email} has no site in production`);
  return site;
}

/** The app's calls of the issue, signed in as the caller where they need a session. */
async function appTargets(app: ConsoleUnderBench): Promise<Target[]> {
  const session = await signInThroughApi(app.baseUrl, { email: values.email, password: values.password });
  const site = await firstSiteOf(session);
  const location = session.user.locations[0];
  if (!location) throw new Error(`${session.user.email} has no location`);
  const codesLocation =
    location.location_type === "Site" ? { site: location.location_id } : { organism: location.location_id };
  console.log(
    `  signed in as ${session.user.email} (${session.user.first_name} ${session.user.last_name}), ` +
      `${session.user.locations.length} location(s) assigned; monitoring site ${site.id} "${site.name}", ` +
      `codes of ${location.location_type} ${location.location_id}`,
  );
  // The browser sends the session cookie with every request to the console, those that need no session too.
  return [
    { name: "GET /favicon.svg", url: `${app.baseUrl}/favicon.svg`, method: "GET", headers: session.headers },
    {
      name: "GET /api/config/public",
      url: `${app.baseUrl}/api/config/public`,
      method: "GET",
      headers: session.headers,
    },
    { name: "GET /api/users/me", url: `${app.baseUrl}/api/users/me`, method: "GET", headers: session.headers },
    {
      name: "GET /api/monitoring/status?site= (cached)",
      url: `${app.baseUrl}/api/monitoring/status?site=${site.id}`,
      method: "GET",
      headers: session.headers,
    },
    {
      name: "POST /api/es_proxy/coupons/_search (codes list's page)",
      url: `${app.baseUrl}/api/es_proxy/coupons/_search`,
      method: "POST",
      headers: { ...session.headers, "content-type": "application/json" },
      body: JSON.stringify(codesFirstPageBodies(codesLocation).page),
    },
  ];
}

/** Checks a call answers 2xx once (and warms what it reads) before it is measured. */
async function checkTarget(target: Target): Promise<void> {
  const response = await fetch(target.url, { method: target.method, headers: target.headers, body: target.body });
  if (!response.ok) throw new Error(`${target.name} answered ${response.status}: ${await response.text()}`);
  await response.arrayBuffer();
}

async function measure(target: Target): Promise<Measure> {
  const result = await autocannon({
    url: target.url,
    method: target.method,
    headers: target.headers,
    body: target.body,
    connections,
    duration: seconds,
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

/** autocannon stops at its deadline with requests still in the server: they end before the next call (or the stop). */
const settle = () => new Promise((done) => setTimeout(done, 2000));

const median = (numbers: readonly number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** Every target once a round, in turn, `rounds` times: the machine's load spreads over all of them alike. */
async function runRounds(targets: readonly Target[]): Promise<Map<Target, Measure[]>> {
  const measures = new Map<Target, Measure[]>(targets.map((target) => [target, []]));
  for (let round = 1; round <= rounds; round++) {
    for (const target of targets) {
      await settle();
      const measured = await measure(target);
      measures.get(target)?.push(measured);
      console.log(
        `  round ${round}/${rounds} ${target.name}: ${Math.round(measured.requestsPerSecond)} req/s, ` +
          `p50 ${measured.p50} ms, failures ${measured.failures} (load ${loadAverage()})`,
      );
    }
  }
  return measures;
}

function printTable(engine: string, measures: Map<Target, Measure[]>, loadAtStart: string): number {
  const reference = median((measures.values().next().value ?? []).map((measure) => measure.requestsPerSecond));
  console.log(
    `\n${engine}: ${rounds} round(s) of ${seconds} s, ${connections} connections; load average ${loadAtStart} at the start, ${loadAverage()} at the end`,
  );
  console.log("| call | req/s (median) | p50 | p99 | errors + non-2xx | ratio to bare Fastify |");
  console.log("| --- | --- | --- | --- | --- | --- |");
  let failures = 0;
  for (const [target, runs] of measures) {
    const rate = median(runs.map((run) => run.requestsPerSecond));
    const failed = runs.reduce((sum, run) => sum + run.failures, 0);
    failures += failed;
    console.log(
      `| ${target.name} | ${Math.round(rate).toLocaleString("en")} | ${median(runs.map((run) => run.p50))} ms | ` +
        `${median(runs.map((run) => run.p99))} ms | ${failed} | ${(rate / reference).toFixed(3)} |`,
    );
  }
  return failures;
}

const bare = await startBareFastify(firstPort);
let failures = 0;
try {
  const bareTarget: Target = { name: "bare Fastify 5, small JSON", url: bare.url, method: "GET" };
  await checkTarget(bareTarget);
  for (const engine of engines) {
    const run = async (databaseUrl: string | undefined) => {
      const loadAtStart = loadAverage();
      console.log(`${engine}: starting the app (load average ${loadAtStart})`);
      const app = await startConsoleUnderBench(databaseUrl, {
        port: firstPort + (engine === "pglite" ? 1 : 2),
      });
      try {
        const targets = [bareTarget, ...(await appTargets(app))];
        for (const target of targets) await checkTarget(target);
        failures += printTable(`${engine} (${app.database})`, await runRounds(targets), loadAtStart);
      } finally {
        await settle();
        await app.stop();
      }
    };
    if (engine === "postgres")
      await withThrowawayDatabase(values["server-url"], "ondine_bench_throughput", (_database, url) => run(url));
    else await run(undefined);
  }
} finally {
  await bare.stop();
}
if (failures > 0) {
  console.error(`\nFAILED: ${failures} request(s) failed or answered other than 2xx; the figures above do not count.`);
  process.exit(1);
}
