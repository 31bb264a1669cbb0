import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { lockFileName } from "@ondine/server/db";
import {
  childrenOf,
  type ResidentBreakdown,
  readCpuSeconds,
  readMainThreadCpuSeconds,
  readResidentBreakdown,
  readResidentSet,
  scriptOf,
} from "./process-readings";

/** One `npm start` measured: from the launcher's spawn to a healthy server, then idle. */
export type StartRun = {
  kind: "fresh" | "restart";
  /** Milliseconds from the launcher's spawn: to the banner ("Ondine console: ...") and to a 200 from /api/health. */
  bannerMs: number;
  healthyMs: number;
  /** The server's own "started in" line (apps/server/src/startup-phases.ts), seconds by step; empty before it existed. */
  serverPhases: Map<string, number>;
  /** The server's "started in" total, seconds; the launcher's time before it is bannerMs less this. */
  serverStartedSeconds: number | undefined;
  /** The seed's own clock ("Demo data (...) in 7.9 s"), on a fresh start. */
  seedSeconds: number | undefined;
  /** CPU seconds of every process of the start (launcher, seed, server) until healthy. */
  cpuSeconds: number;
  /** CPU seconds of the server's main thread until healthy: near its start's time on an idle machine. */
  serverMainThreadCpuSeconds: number | undefined;
  /** Peak resident sets by process (the launcher; its children by script), MiB. */
  peakMiB: Map<string, number>;
  /** After `idleSeconds`: resident sets by process, and the server's own counts. */
  idleMiB: Map<string, number>;
  serverIdle: (ResidentBreakdown & ServerMetrics) | undefined;
  loadAverage: { before: number[]; after: number[] };
};

/** What the server's /api/metrics says of its memory, MiB (the read cache in Mi characters of JSON). */
export type ServerMetrics = { heapUsed: number; heapTotal: number; external: number; readCache: number };

export type StartRunSettings = {
  kind: StartRun["kind"];
  startScript: string;
  cwd: string;
  dataDir: string;
  port: number;
  idleSeconds: number;
  /** Every line the start printed, for a failure's report. */
  onLine?: (line: string) => void;
};

const mebibyte = 1024 * 1024;
const startedLine = /started in ([\d.]+) s: (.+)$/;
const seedLine = /^Demo data \(seed \d+, scale \w+\) in ([\d.]+) s/;

/** `code 0.6 s, database 1.1 s, demo data 0.0 s` → seconds by step. */
function parsePhases(text: string): Map<string, number> {
  const phases = new Map<string, number>();
  for (const part of text.split(", ")) {
    const match = /^(.+) ([\d.]+) s$/.exec(part.trim());
    if (match?.[1] && match[2]) phases.set(match[1], Number(match[2]));
  }
  return phases;
}

function metricValue(scraped: string, name: string): number {
  const match = new RegExp(`^${name}(?:\\{[^}]*\\})? ([\\d.e+]+)$`, "m").exec(scraped);
  return Number(match?.[1] ?? Number.NaN);
}

async function readServerMetrics(baseUrl: string, token: string): Promise<ServerMetrics | undefined> {
  const response = await fetch(`${baseUrl}/api/metrics`, { headers: { authorization: `Bearer ${token}` } }).catch(
    () => undefined,
  );
  if (!response?.ok) return undefined;
  const scraped = await response.text();
  return {
    heapUsed: metricValue(scraped, "nodejs_heap_size_used_bytes") / mebibyte,
    heapTotal: metricValue(scraped, "nodejs_heap_size_total_bytes") / mebibyte,
    external: metricValue(scraped, "nodejs_external_memory_bytes") / mebibyte,
    readCache: metricValue(scraped, "ondine_read_cache_size_chars") / mebibyte,
  };
}

async function isHealthy(baseUrl: string): Promise<boolean> {
  try {
    const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

/** The name a process goes by in the report: the launcher, or its child's script. */
function roleOf(pid: number, launcherPid: number): string | undefined {
  if (pid === launcherPid) return "launcher";
  // A child between fork and exec, or gone, has no command line yet.
  return scriptOf(pid).split("/").at(-1) || undefined;
}

/**
 * Runs the built `npm start` (`node tools/dist/start.js`) on `dataDir` until
 * /api/health answers 200, stays idle `idleSeconds`, reads its memory, then
 * stops it as Ctrl-C does. The launcher's children are sampled every 100 ms.
 */
export async function measureStart(settings: StartRunSettings): Promise<StartRun> {
  const metricsToken = randomBytes(24).toString("hex");
  const baseUrl = `http://127.0.0.1:${settings.port}`;
  const before = loadavg();
  const spawnedAt = performance.now();
  const since = () => performance.now() - spawnedAt;
  const launcher = spawn(process.execPath, [settings.startScript], {
    cwd: settings.cwd,
    env: {
      ...process.env,
      DATABASE_URL: "",
      DATABASE_DIRECT_URL: "",
      DATA_DIR: settings.dataDir,
      PORT: String(settings.port),
      HOST: "127.0.0.1",
      METRICS_TOKEN: metricsToken,
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  const launcherPid = launcher.pid;
  if (launcherPid === undefined) throw new Error("the launcher did not start");
  const exited = new Promise<void>((resolve) => launcher.once("exit", () => resolve()));

  let bannerMs: number | undefined;
  let serverPhases = new Map<string, number>();
  let serverStartedSeconds: number | undefined;
  let seedSeconds: number | undefined;
  for (const stream of [launcher.stdout, launcher.stderr]) {
    let pending = "";
    stream.on("data", (chunk: Buffer) => {
      pending += chunk.toString("utf8");
      for (let end = pending.indexOf("\n"); end >= 0; end = pending.indexOf("\n")) {
        const line = pending.slice(0, end);
        pending = pending.slice(end + 1);
        settings.onLine?.(line);
        if (line.startsWith("Ondine console: ")) bannerMs ??= since();
        const started = startedLine.exec(line);
        if (started?.[1] && started[2]) {
          serverStartedSeconds = Number(started[1]);
          serverPhases = parsePhases(started[2]);
        }
        const seed = seedLine.exec(line);
        if (seed?.[1]) seedSeconds = Number(seed[1]);
      }
    });
  }

  const peakMiB = new Map<string, number>();
  const sample = () => {
    for (const pid of [launcherPid, ...childrenOf(launcherPid)]) {
      const resident = readResidentSet(pid);
      const role = roleOf(pid, launcherPid);
      if (resident && role) peakMiB.set(role, Math.max(peakMiB.get(role) ?? 0, resident.peak));
    }
  };
  let healthyMs: number | undefined;
  for (const deadline = Date.now() + 600_000; healthyMs === undefined && Date.now() < deadline; ) {
    if (launcher.exitCode !== null) throw new Error(`npm start exited (${launcher.exitCode}) before it was healthy`);
    sample();
    if (await isHealthy(baseUrl)) healthyMs = since();
    else await sleep(100);
  }
  if (healthyMs === undefined) throw new Error("npm start was not healthy within 10 minutes");
  sample();
  const launcherCpu = readCpuSeconds(launcherPid);
  // The launcher's own time and its waited-for children's; the running server's read directly.
  const cpuSeconds =
    (launcherCpu?.own ?? 0) +
    (launcherCpu?.waitedChildren ?? 0) +
    childrenOf(launcherPid).reduce((sum, pid) => sum + (readCpuSeconds(pid)?.own ?? 0), 0);
  const serverPid = childrenOf(launcherPid).find((pid) => /server|main/.test(roleOf(pid, launcherPid) ?? ""));
  const serverMainThreadCpuSeconds = serverPid === undefined ? undefined : readMainThreadCpuSeconds(serverPid);

  await sleep(settings.idleSeconds * 1000);
  const idleMiB = new Map<string, number>();
  let serverIdle: StartRun["serverIdle"];
  for (const pid of [launcherPid, ...childrenOf(launcherPid)]) {
    const role = roleOf(pid, launcherPid);
    if (!role) continue;
    idleMiB.set(role, readResidentSet(pid)?.now ?? Number.NaN);
    if (pid === launcherPid) continue;
    const breakdown = readResidentBreakdown(pid);
    const metrics = await readServerMetrics(baseUrl, metricsToken);
    if (breakdown && metrics) serverIdle = { ...breakdown, ...metrics };
  }
  sample();
  const after = loadavg();

  // Ctrl-C: the launcher passes it on; the server closes the database and lets go of DATA_DIR.
  launcher.kill("SIGINT");
  const stopped = await Promise.race([exited.then(() => true), sleep(30_000).then(() => false)]);
  if (!stopped) process.kill(-launcherPid, "SIGKILL");
  // The server, in a process group of its own, stops with the launcher: the next start needs DATA_DIR's lock.
  const lock = join(settings.dataDir, lockFileName);
  for (const deadline = Date.now() + 30_000; existsSync(lock) && Date.now() < deadline; ) await sleep(100);

  return {
    kind: settings.kind,
    bannerMs: bannerMs ?? Number.NaN,
    healthyMs,
    serverPhases,
    serverStartedSeconds,
    seedSeconds,
    cpuSeconds,
    serverMainThreadCpuSeconds,
    peakMiB,
    idleMiB,
    serverIdle,
    loadAverage: { before, after },
  };
}
