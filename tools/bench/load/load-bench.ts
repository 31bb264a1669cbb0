// Simulated users on mixed journeys against the built app on PostgreSQL
// (docs/performance.md "Load run"):
//   npm run build && npm run bench:load -- [--users 50] [--minutes 10] [--database-url URL]
//     [--server-url postgres://postgres@127.0.0.1:5432/postgres] [--think-min 1] [--think-max 3] [--port 8308]
//     [--instances 1] [--through-nginx] [--restart-database-at SECONDS] [--database-cluster "15 main"]
//     [--restart-shared-cluster]
// Without --database-url the app gets a throwaway database seeded with the demo
// data, dropped at the end. Each simulated user has its own account (a copy of a
// demo account) and its own client address (X-Forwarded-For, the server trusting
// the local proxy), as people at their desks would.
// The app runs as deploy/ runs it (tools/deployment): `--instances` servers of the
// built bundle in production mode on ports from --port on, and with
// `--through-nginx` the users go through nginx with deploy/nginx/ondine.conf.
// `--restart-database-at` restarts the local PostgreSQL cluster that many seconds
// into the run (docs/operations.md#database-faults) and reports the failed calls by
// status and time from the restart. The restart cuts every client of the cluster:
// it waits up to 30 s for the other clients to leave, and is skipped if they do
// not, unless `--restart-shared-cluster`.
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { type DatabaseHandle, openDatabase } from "@ondine/server/db";
import { seedDemoData, startDeployment } from "../../deployment/src";
import { withThrowawayDatabase } from "../ingest/throwaway-database";
import { milliseconds } from "../search/percentiles";
import { CallRecorder, type CallSummary } from "./call-recorder";
import { type DatabaseRestart, otherClientsOfCluster, restartCluster } from "./database-restart";
import { createLoadAccounts, loadAccountPassword, loadProfiles } from "./load-accounts";
import { reportErrorsAroundRestart } from "./restart-report";
import { SimulatedUser } from "./simulated-user";

const { values } = parseArgs({
  options: {
    users: { type: "string", default: "50" },
    minutes: { type: "string", default: "10" },
    "database-url": { type: "string" },
    "server-url": { type: "string", default: "postgres://postgres@127.0.0.1:5432/postgres" },
    "think-min": { type: "string", default: "1" },
    "think-max": { type: "string", default: "3" },
    "ramp-seconds": { type: "string", default: "60" },
    port: { type: "string", default: "8308" },
    instances: { type: "string", default: "1" },
    "through-nginx": { type: "boolean", default: false },
    "restart-database-at": { type: "string" },
    "database-cluster": { type: "string", default: "15 main" },
    "restart-shared-cluster": { type: "boolean", default: false },
  },
});
const users = Number(values.users);
const durationMs = Number(values.minutes) * 60_000;
const thinkMinMs = Number(values["think-min"]) * 1000;
const thinkMaxMs = Number(values["think-max"]) * 1000;
/** Users start spread over this time (at most a quarter of the run), as people arrive, not all in one second. */
const rampMs = Math.min(Number(values["ramp-seconds"]) * 1000, durationMs / 4);
/** A user signs in again at most this often (SPEC's sign-in limits: 10 a quarter hour an address). */
const signInAgainAfterMs = 3 * 60_000;
const targets = { p95Ms: 200, errorRate: 0.01 };
const instanceCount = Number(values.instances);
const restartAtMs =
  values["restart-database-at"] === undefined ? undefined : Number(values["restart-database-at"]) * 1000;
if (!Number.isInteger(instanceCount) || instanceCount < 1) throw new Error("--instances must be 1 or more");
if (restartAtMs !== undefined && !(restartAtMs >= 0 && restartAtMs < durationMs)) {
  throw new Error("--restart-database-at must be a number of seconds within the run");
}

const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));
const think = () => sleep(thinkMinMs + Math.random() * (thinkMaxMs - thinkMinMs));
const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(" ");

/** Which journey next: the codes screens for those who have them, home and monitoring for everyone. */
function pickJourney(user: SimulatedUser): "home" | "monitoring" | "codesSearch" | "createAndPrint" {
  const journeys: ["home" | "monitoring" | "codesSearch" | "createAndPrint", number][] = [
    ["home", 3],
    ["monitoring", user.canMonitor ? 3 : 0],
    ["codesSearch", user.canUseCodes ? 3 : 0],
    ["createAndPrint", user.canUseCodes ? 1 : 0],
  ];
  const total = journeys.reduce((sum, [, weight]) => sum + weight, 0);
  let draw = Math.random() * total;
  for (const [journey, weight] of journeys) {
    draw -= weight;
    if (draw < 0) return journey;
  }
  return "home";
}

/** One simulated user's loop until the deadline: sign in, then pages with think times, signing in again now and then. */
async function runUser(
  index: number,
  email: string,
  baseUrl: string,
  recorder: CallRecorder,
  deadline: number,
): Promise<number> {
  await sleep((rampMs * index) / users);
  const user = new SimulatedUser({
    baseUrl,
    email,
    password: loadAccountPassword,
    clientAddress: `10.13.${Math.floor(index / 250)}.${(index % 250) + 1}`,
    recorder,
    think,
  });
  let journeys = 0;
  let signedInAt = Number.NEGATIVE_INFINITY;
  while (Date.now() < deadline) {
    const wantsNewSession = Date.now() - signedInAt > signInAgainAfterMs && Math.random() < 0.5;
    if (signedInAt === Number.NEGATIVE_INFINITY || wantsNewSession) {
      signedInAt = Date.now();
      if (!(await SimulatedUser.attempt(() => user.signIn()))) {
        await think();
        signedInAt = Number.NEGATIVE_INFINITY;
        continue;
      }
    } else await SimulatedUser.attempt(user[pickJourney(user)]);
    journeys += 1;
    await think();
  }
  return journeys;
}

function printSummaries(byKind: readonly CallSummary[], overall: CallSummary, steady: CallSummary): void {
  console.log("| call | requests | p50 | p95 | p99 | errors (rate) |");
  console.log("| --- | --- | --- | --- | --- | --- |");
  for (const summary of [...byKind, overall, steady]) {
    const rate = summary.count ? summary.errors / summary.count : 0;
    const name = summary === overall || summary === steady ? `**${summary.kind}**` : summary.kind;
    console.log(
      `| ${name} | ${summary.count.toLocaleString("en")} | ${milliseconds(summary.p50)} | ${milliseconds(summary.p95)} | ` +
        `${milliseconds(summary.p99)} | ${summary.errors} (${(rate * 100).toFixed(2)} %) |`,
    );
  }
}

/** How long a restart waits for the other clients of the cluster to leave it. */
const waitForOtherClientsMs = 30_000;

/**
 * Restarts the cluster `atMs` into the run, as soon as no other client uses
 * it (their connections would be cut too), waiting for that up to 30 s;
 * --restart-shared-cluster restarts it all the same.
 */
async function restartDatabaseLater(atMs: number, databaseName: string): Promise<DatabaseRestart | undefined> {
  const runStart = performance.now();
  await sleep(atMs);
  const giveUpAt = performance.now() + waitForOtherClientsMs;
  let others = await otherClientsOfCluster(values["server-url"], databaseName);
  while (others.length > 0 && !values["restart-shared-cluster"] && performance.now() < giveUpAt) {
    await sleep(250);
    others = await otherClientsOfCluster(values["server-url"], databaseName);
  }
  if (others.length > 0 && !values["restart-shared-cluster"]) {
    console.log(
      `  no restart: other clients use the cluster (${others.join(", ")}); --restart-shared-cluster to do it anyway`,
    );
    return undefined;
  }
  console.log(
    `  ${Math.round((performance.now() - runStart) / 1000)} s: restarting PostgreSQL ` +
      `(pg_ctlcluster ${values["database-cluster"]} restart)`,
  );
  const restart = await restartCluster(values["database-cluster"]);
  console.log(`  restarted in ${((restart.endedAt - restart.startedAt) / 1000).toFixed(1)} s`);
  return restart;
}

async function runLoad(database: DatabaseHandle, databaseUrl: string, databaseLabel: string): Promise<void> {
  seedDemoData(databaseUrl, { ifEmpty: true });
  const dir = mkdtempSync(join(tmpdir(), "ondine-bench-load-"));
  const app = await startDeployment({
    databaseUrl,
    instances: instanceCount,
    throughNginx: values["through-nginx"],
    dir,
    firstPort: Number(values.port),
    env: { LOG_LEVEL: "warn" },
  });
  // The users reach nginx over TLS with the run's own self-signed certificate, on the loopback only.
  if (app.nginx) process.env.NODE_TLS_REJECT_UNAUTHORIZED = "0";
  let keepLogs = false;
  try {
    const emails = await createLoadAccounts(database, users);
    const recorder = new CallRecorder();
    const loadAtStart = loadAverage();
    const loadSamples: number[] = [];
    const sampler = setInterval(() => loadSamples.push(loadavg()[0] ?? 0), 5_000);
    console.log(
      `${users} users (accounts copied from ${loadProfiles.join(", ")} in turn) for ${values.minutes} min on ` +
        `${databaseLabel}, think time ${values["think-min"]} to ${values["think-max"]} s, arriving over ` +
        `${(rampMs / 1000).toFixed(0)} s; load average ${loadAtStart}`,
    );
    console.log(
      `${instanceCount} instance(s) on ${app.instances.map((instance) => instance.port).join(", ")}` +
        `${app.nginx ? `, through nginx at ${app.nginx.baseUrl}` : ""}; logs in ${dir}`,
    );
    const started = Date.now();
    const restart =
      restartAtMs === undefined
        ? undefined
        : restartDatabaseLater(restartAtMs, new URL(databaseUrl).pathname.slice(1)).catch((error: unknown) => {
            console.error(`  the restart failed: ${error instanceof Error ? error.message : String(error)}`);
            return undefined;
          });
    const deadline = started + durationMs;
    const rampEnd = performance.now() + rampMs;
    const progress = setInterval(
      () =>
        console.log(
          `  ${Math.round((Date.now() - started) / 1000)} s: ${recorder.count.toLocaleString("en")} requests, load ${loadAverage()}`,
        ),
      30_000,
    );
    const journeys = await Promise.all(
      emails.map((email, index) => runUser(index, email, app.baseUrl, recorder, deadline)),
    );
    clearInterval(progress);
    clearInterval(sampler);
    const elapsedSeconds = (Date.now() - started) / 1000;
    const restarted = await restart;
    const { byKind, overall, steady } = recorder.summaries(rampEnd);
    console.log(
      `\n${overall.count.toLocaleString("en")} requests in ${elapsedSeconds.toFixed(0)} s ` +
        `(${(overall.count / elapsedSeconds).toFixed(1)} a second), ${journeys.reduce((a, b) => a + b, 0)} journeys; ` +
        `load average ${loadAtStart} at the start, ${loadAverage()} at the end, ` +
        `1-minute mean ${(loadSamples.reduce((a, b) => a + b, 0) / Math.max(1, loadSamples.length)).toFixed(2)} ` +
        `(max ${Math.max(0, ...loadSamples).toFixed(2)})`,
    );
    printSummaries(byKind, overall, steady);
    const errorRate = overall.count ? overall.errors / overall.count : 1;
    const verdict = (met: boolean) => (met ? "PASS" : "MISS");
    console.log(
      `\n${verdict(overall.p95 < targets.p95Ms)} p95 ${milliseconds(overall.p95)} over the run ` +
        `(${milliseconds(steady.p95)} after the ramp; target under 200 ms)`,
    );
    console.log(
      `${verdict(errorRate < targets.errorRate)} errors ${(errorRate * 100).toFixed(2)} % (target under 1 %)`,
    );
    if (recorder.firstFailures.length) {
      keepLogs = true;
      console.log(`First failures:\n  ${recorder.firstFailures.join("\n  ")}`);
      console.log(`The instances' and nginx's logs are kept in ${dir}`);
    }
    if (restarted) {
      const report = reportErrorsAroundRestart(recorder.failures(), restarted);
      console.log(`\nFailed calls around the database restart:\n${report.lines.join("\n")}`);
      console.log(
        `${verdict(report.isMet)} errors only while the database restarts and up to 5 s after, all 503 ` +
          "(docs/operations.md#database-faults)",
      );
    }
  } finally {
    await app.stop();
    if (!keepLogs) rmSync(dir, { recursive: true, force: true });
  }
}

const givenUrl = values["database-url"];
if (givenUrl) {
  const database = await openDatabase({ databaseUrl: givenUrl });
  try {
    await runLoad(database, givenUrl, new URL(givenUrl).pathname.slice(1));
  } finally {
    await database.close();
  }
} else
  await withThrowawayDatabase(values["server-url"], "ondine_bench_load", (database, url, name) =>
    runLoad(database, url, `${name} (throwaway, demo data)`),
  );
