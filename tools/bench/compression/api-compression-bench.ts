// Bytes and time of the two largest answers a manager's home waits for,
// sent plain and gzip-compressed, alternately in one run, for the admin of
// the large data set (docs/performance.md "API answers"):
//   npm run bench:api-compression -- [--database-url URL] [--runs N] [--warmup N]
// DATABASE_URL, else the large data set (ondine_large on the local server).
// Builds the app in this process (LOG_LEVEL silent unless set), listens on a
// loopback port and reads through node:http, which neither asks for nor
// unpacks any encoding: "plain" sends no Accept-Encoding (the server's only
// behaviour before compression), "gzip" sends Chromium's. Then node:zlib's
// cost per encoding on those answers' JSON, and on small answers (the threshold).
import type { AddressInfo } from "node:net";
import { loadavg } from "node:os";
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import { gunzipSync } from "node:zlib";
import { openDatabase } from "@ondine/server/db";
import { buildApp } from "@ondine/server/tools-api";
import { benchRunOptions, inProcessBenchConfig, loadAverage } from "../bench-database";
import { callerLocationsBody } from "../load/console-requests";
import { signInThroughApi } from "../load/console-session";
import { percentile } from "../search/percentiles";
import { type RawAnswer, rawRequest } from "./raw-http";
import { encodingCosts, thresholdCosts } from "./zlib-costs";

const { databaseUrl, runs, warmup } = benchRunOptions({ runs: 10, warmup: 2 });
/** What Chromium sends. */
const browserAcceptEncoding = "gzip, deflate, br, zstd";
/** A manager's link, to turn bytes into a transfer time: a hotel's or a mobile connection. */
const linkMbitPerSecond = 20;
const modes = ["plain", "gzip"] as const;
type Mode = (typeof modes)[number];

interface Call {
  name: string;
  method: "GET" | "POST";
  path: string;
  body?: string;
  /** Before each request: the status read with the read cache emptied is a miss every time. */
  before?: () => void;
}

interface Samples {
  ms: number[];
  bytes: number;
  plainBytes: number;
  unpackMs: number[];
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const transferMs = (bytes: number) => (bytes * 8) / (linkMbitPerSecond * 1_000);

const loadAtStart = loadavg().map((load) => load.toFixed(2));
const database = await openDatabase({ databaseUrl });
// Without load shedding: on a loaded machine it would refuse the bench's own requests (the table shows the loop's delay).
const app = buildApp({ config: { ...inProcessBenchConfig(databaseUrl), maxEventLoopDelayMs: 0 }, database });
try {
  await app.listen({ host: "127.0.0.1", port: 0 });
  const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const session = await signInThroughApi(baseUrl, { email: "admin@ondine.example", password: "ondine-demo" });
  const calls: Call[] = [
    { name: "GET /monitoring/status/all (read cache hit)", method: "GET", path: "/api/monitoring/status/all" },
    {
      name: "GET /monitoring/status/all (read cache miss)",
      method: "GET",
      path: "/api/monitoring/status/all",
      before: () => app.readCache.clear(),
    },
    {
      name: "POST /es_proxy/locations/_search (home map)",
      method: "POST",
      path: "/api/es_proxy/locations/_search",
      body: JSON.stringify(callerLocationsBody()),
    },
  ];
  const send = (call: Call, mode: Mode): Promise<RawAnswer> => {
    call.before?.();
    return rawRequest(`${baseUrl}${call.path}`, {
      method: call.method,
      headers: {
        ...session.headers,
        ...(call.body ? { "content-type": "application/json" } : {}),
        ...(mode === "gzip" ? { "accept-encoding": browserAcceptEncoding } : {}),
      },
      ...(call.body ? { body: call.body } : {}),
    });
  };

  console.log(
    `Admin (${session.user.email}) on ${new URL(databaseUrl).pathname.slice(1)}, in process over loopback HTTP, ` +
      `plain and gzip alternately, ${runs} runs of each after ${warmup} warm-up. ` +
      `Load average at the start ${loadAtStart.join(" / ")}.`,
  );
  console.log(
    `| call | sent | bytes | p50 | p95 | + ${linkMbitPerSecond} Mbit/s transfer | unpack (client) | event loop p99 / max |`,
  );
  console.log("| --- | --- | --- | --- | --- | --- | --- | --- |");
  const bodies = new Map<string, string>();
  for (const call of calls) {
    const samples = new Map<Mode, Samples>(
      modes.map((mode) => [mode, { ms: [], bytes: 0, plainBytes: 0, unpackMs: [] }]),
    );
    const loopDelay = new Map(modes.map((mode) => [mode, monitorEventLoopDelay({ resolution: 1 })]));
    for (let run = 0; run < warmup + runs; run += 1) {
      for (const mode of run % 2 === 0 ? modes : [...modes].reverse()) {
        const delay = loopDelay.get(mode);
        delay?.enable();
        const answer = await send(call, mode);
        delay?.disable();
        if (answer.status !== 200) throw new Error(`${call.name} answered ${answer.status}: ${answer.body}`);
        const encoded = answer.headers["content-encoding"] === "gzip";
        if (encoded !== (mode === "gzip")) throw new Error(`${call.name} ${mode}: Content-Encoding ${encoded}`);
        if (run < warmup) continue;
        const measured = samples.get(mode);
        if (!measured) continue;
        measured.ms.push(answer.ms);
        measured.bytes = answer.body.length;
        const unpackStartedAt = performance.now();
        const json = encoded ? gunzipSync(answer.body) : answer.body;
        if (encoded) measured.unpackMs.push(performance.now() - unpackStartedAt);
        measured.plainBytes = json.length;
        bodies.set(call.path, json.toString());
      }
    }
    for (const mode of modes) {
      const measured = samples.get(mode);
      const delay = loopDelay.get(mode);
      if (!measured || !delay) continue;
      const cells = [
        call.name,
        mode,
        mode === "gzip"
          ? `${kib(measured.bytes)} (${(measured.plainBytes / measured.bytes).toFixed(1)} × smaller)`
          : kib(measured.bytes),
        ms(percentile(measured.ms, 0.5)),
        ms(percentile(measured.ms, 0.95)),
        ms(transferMs(measured.bytes)),
        measured.unpackMs.length > 0 ? ms(percentile(measured.unpackMs, 0.5)) : "-",
        `${ms(delay.percentile(99) / 1e6)} / ${ms(delay.max / 1e6)}`,
      ];
      console.log(`| ${cells.join(" | ")} |`);
    }
  }

  console.log("\nnode:zlib on those answers' JSON (async API, median of the runs):");
  console.log("| answer | encoding | bytes | ratio | time |");
  console.log("| --- | --- | --- | --- | --- |");
  for (const [path, body] of bodies) {
    for (const cost of await encodingCosts(body, runs)) {
      const ratio = (Buffer.byteLength(body) / cost.bytes).toFixed(1);
      console.log(
        `| ${path} (${kib(Buffer.byteLength(body))}) | ${cost.encoding} | ${kib(cost.bytes)} | ${ratio} | ${ms(cost.ms)} |`,
      );
    }
  }

  const statusJson = bodies.get("/api/monitoring/status/all") ?? "";
  console.log("\nThe threshold: gzip level 1 on the status answer's first bytes (median of 200):");
  console.log("| bytes | gzip bytes | TCP segments plain → gzip | async (thread pool) | in the thread |");
  console.log("| --- | --- | --- | --- | --- |");
  for (const cost of await thresholdCosts(statusJson, [512, 1024, 2048, 4096, 8192, 16_384], 200)) {
    console.log(
      `| ${cost.bytes} | ${cost.gzippedBytes} | ${cost.segments} → ${cost.gzippedSegments} | ` +
        `${cost.asyncMicros.toFixed(0)} µs | ${cost.syncMicros.toFixed(0)} µs |`,
    );
  }
} finally {
  await app.close();
  await database.close();
}
console.log(`Load average (1 / 5 / 15 min): ${loadAtStart.join(" / ")} at the start, ${loadAverage()} at the end`);
