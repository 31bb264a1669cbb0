// Cold start of `npm start` with the embedded database (docs/performance.md#cold-start):
//   npm run bench:start -- [--runs 3] [--idle-seconds 20] [--root DIR] [--busy]
// Each run starts the built launcher (`node tools/dist/start.js`; the npm
// script builds the tools first, and the console must have been built once:
// `npm run build -w @ondine/web`) on a new DATA_DIR, which it seeds (fresh),
// then again on the same folder (restart). Per kind: the median and the
// worst time to a healthy /api/health, the server's steps from its "started
// in" line, the seed's own clock, the CPU time of every process, the peak
// and idle resident sets, and where the idle server's memory lies; with
// os.loadavg() beside each run. `--root` runs another checkout's built tools
// (before and after a change), with this one's node_modules and console;
// `--busy` keeps one core busy through the runs (busy-core.ts).
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { besideBusyCore } from "../busy-core";
import { freePort } from "../codes/console-under-bench";
import { measureStart, type StartRun } from "./start-run";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    "idle-seconds": { type: "string", default: "20" },
    root: { type: "string" },
    verbose: { type: "boolean", default: false },
    busy: { type: "boolean", default: false },
  },
});
const runs = Number(values.runs);
const idleSeconds = Number(values["idle-seconds"]);
if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs is a whole number of at least 1");
if (!(idleSeconds >= 0)) throw new Error("--idle-seconds is a number of seconds");
const repositoryRoot = resolve(import.meta.dirname, "../../..");
const root = resolve(values.root ?? repositoryRoot);
const startScript = join(root, "tools/dist/start.js");
if (!existsSync(startScript)) throw new Error(`No ${startScript}: build the tools first (node tools/build-node.mjs)`);
if (!existsSync(join(repositoryRoot, "apps/web/dist/index.html"))) {
  throw new Error("No apps/web/dist: build the console once (npm run build -w @ondine/web)");
}

const measured: StartRun[] = [];
if (values.busy) console.log("One core kept busy by the bench through the runs.");
await besideBusyCore(values.busy === true, async () => {
  for (let run = 1; run <= runs; run++) {
    const dataDir = mkdtempSync(join(tmpdir(), "ondine-bench-start-"));
    const port = await freePort();
    try {
      for (const kind of ["fresh", "restart"] as const) {
        const lines: string[] = [];
        const result = await measureStart({
          kind,
          startScript,
          cwd: root,
          dataDir,
          port,
          idleSeconds,
          onLine: (line) => {
            lines.push(line);
            if (values.verbose) console.log(`    | ${line}`);
          },
        }).catch((error: unknown) => {
          console.error(lines.slice(-40).join("\n"));
          throw error;
        });
        measured.push(result);
        console.log(describeRun(run, result));
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
});
printSummary(measured);

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

function load(values: number[]): string {
  return values.map((value) => value.toFixed(2)).join(" ");
}

function describeRun(run: number, result: StartRun): string {
  const phases = [...result.serverPhases].map(([name, value]) => `${name} ${value.toFixed(1)}`).join(", ");
  return (
    `run ${run} ${result.kind.padEnd(7)} healthy ${seconds(result.healthyMs)}, banner ${seconds(result.bannerMs)}` +
    (phases ? ` (server: ${phases})` : "") +
    (result.seedSeconds === undefined ? "" : `, seed ${result.seedSeconds.toFixed(1)} s`) +
    `, CPU ${result.cpuSeconds.toFixed(1)} s (server's main thread ${result.serverMainThreadCpuSeconds?.toFixed(1) ?? "-"} s); load ${load(result.loadAverage.before)} -> ${load(result.loadAverage.after)}`
  );
}

function median(numbers: number[]): number {
  const sorted = numbers.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function worst(numbers: number[]): number {
  const finite = numbers.filter((value) => Number.isFinite(value));
  return finite.length === 0 ? Number.NaN : Math.max(...finite);
}

type Row = { label: string; unit: string; read: (result: StartRun) => number | undefined };

function printSummary(results: StartRun[]): void {
  const phaseNames = [...new Set(results.flatMap((result) => [...result.serverPhases.keys()]))];
  const roles = [...new Set(results.flatMap((result) => [...result.peakMiB.keys(), ...result.idleMiB.keys()]))];
  const rows: Row[] = [
    { label: "to a healthy /api/health", unit: "s", read: (result) => result.healthyMs / 1000 },
    { label: "to the banner", unit: "s", read: (result) => result.bannerMs / 1000 },
    {
      label: "launcher before the server process",
      unit: "s",
      read: (result) =>
        result.serverStartedSeconds === undefined ? undefined : result.bannerMs / 1000 - result.serverStartedSeconds,
    },
    ...phaseNames.map((name) => ({
      label: `server: ${name}`,
      unit: "s",
      read: (result: StartRun) => result.serverPhases.get(name),
    })),
    { label: "seed's own clock", unit: "s", read: (result) => result.seedSeconds },
    { label: "CPU, every process, to healthy", unit: "s", read: (result) => result.cpuSeconds },
    { label: "CPU, the server's main thread", unit: "s", read: (result) => result.serverMainThreadCpuSeconds },
    ...roles.map((role) => ({
      label: `peak RSS ${role}`,
      unit: "MiB",
      read: (result: StartRun) => result.peakMiB.get(role),
    })),
    ...roles.map((role) => ({
      label: `idle RSS ${role}`,
      unit: "MiB",
      read: (result: StartRun) => result.idleMiB.get(role),
    })),
    { label: "idle server: WebAssembly heap (PGlite)", unit: "MiB", read: (result) => result.serverIdle?.wasmHeap },
    { label: "idle server: other anonymous", unit: "MiB", read: (result) => result.serverIdle?.otherAnonymous },
    { label: "idle server: mapped files", unit: "MiB", read: (result) => result.serverIdle?.files },
    { label: "idle server: V8 heap used", unit: "MiB", read: (result) => result.serverIdle?.heapUsed },
    { label: "idle server: V8 heap total", unit: "MiB", read: (result) => result.serverIdle?.heapTotal },
    { label: "idle server: external (wasm memory incl.)", unit: "MiB", read: (result) => result.serverIdle?.external },
    { label: "idle server: read cache (Mi chars)", unit: "", read: (result) => result.serverIdle?.readCache },
  ];
  const kinds = ["fresh", "restart"] as const;
  console.log(`\n${"".padEnd(44)}${kinds.map((kind) => `${kind} median / worst`.padStart(26)).join("")}`);
  for (const row of rows) {
    const cells = kinds.map((kind) => {
      const readings = results.filter((result) => result.kind === kind).map((result) => row.read(result) ?? Number.NaN);
      const format = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : "-");
      return `${format(median(readings))} / ${format(worst(readings))} ${row.unit}`.padStart(26);
    });
    console.log(`${row.label.padEnd(44)}${cells.join("")}`);
  }
}
