// Simulated users on mixed journeys against the built app on PostgreSQL
// (docs/performance.md "Load run"):
//   npm run build && npm run bench:load -- [--users 50] [--minutes 10] [--database-url URL]
//     [--server-url postgres://postgres@127.0.0.1:5432/postgres] [--think-min 1] [--think-max 3] [--port 8308]
// Without --database-url the app gets a throwaway database seeded with the demo
// data, dropped at the end. Each simulated user has its own account (a copy of a
// demo account) and its own client address (X-Forwarded-For, the server trusting
// the local proxy), as people at their desks would.
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import { type DatabaseHandle, openDatabase } from "@ondine/server/db";
import { startConsoleUnderBench } from "../codes/console-under-bench";
import { withThrowawayDatabase } from "../ingest/throwaway-database";
import { milliseconds } from "../search/percentiles";
import { CallRecorder, type CallSummary } from "./call-recorder";
import { createLoadAccounts, loadAccountPassword, loadProfiles } from "./load-accounts";
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

async function runLoad(database: DatabaseHandle, databaseUrl: string, databaseLabel: string): Promise<void> {
  const app = await startConsoleUnderBench(databaseUrl, {
    port: Number(values.port),
    env: { TRUST_PROXY: "127.0.0.1" },
  });
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
    const started = Date.now();
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
    if (recorder.firstFailures.length) console.log(`First failures:\n  ${recorder.firstFailures.join("\n  ")}`);
  } finally {
    await app.stop();
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
