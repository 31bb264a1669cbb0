import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const repositoryRoot = resolve(import.meta.dirname, "../../..");
const serverEntry = resolve(repositoryRoot, "apps/server/dist/main.js");
const seedEntry = resolve(repositoryRoot, "tools/dist/seed.js");

export interface ConsoleUnderBench {
  baseUrl: string;
  /** What it runs on, for the report. */
  database: string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once("error", fail);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? done(address.port) : fail(new Error("no port"))));
    });
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess): Promise<void> {
  // Two minutes: on a machine shared with other work, PGlite's start alone has taken over one.
  for (const deadline = Date.now() + 120_000; Date.now() < deadline; ) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode})`);
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error("The server did not answer /api/health within 120 s");
}

export interface ConsoleUnderBenchOptions {
  /** The port to listen on; a free one when absent. */
  port?: number;
  /** More environment for the server (and the seed), e.g. TRUST_PROXY. */
  env?: Record<string, string>;
}

/**
 * The built console (`npm run build` first) on `databaseUrl`, or, without
 * one, on a fresh embedded database seeded with the demo data as `npm start`
 * does (its demo accounts sign in). Nothing leaves the machine: map tiles off.
 */
export async function startConsoleUnderBench(
  databaseUrl: string | undefined,
  options: ConsoleUnderBenchOptions = {},
): Promise<ConsoleUnderBench> {
  if (!existsSync(serverEntry) || !existsSync(seedEntry)) throw new Error("Build first: npm run build");
  const dataDir = databaseUrl ? undefined : mkdtempSync(join(tmpdir(), "ondine-bench-print-"));
  const { DATABASE_URL: _callers, ...callerEnv } = process.env;
  const port = options.port ?? (await freePort());
  const env = {
    ...callerEnv,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir }),
    PORT: String(port),
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    MAP_ROAD_TILES_URL: "none",
    MAP_SATELLITE_TILES_URL: "none",
    ...options.env,
  };
  const seed = spawnSync("node", [seedEntry, "--if-empty"], { cwd: repositoryRoot, env, encoding: "utf8" });
  if (seed.status !== 0) throw new Error(`Seeding failed:\n${seed.stdout}${seed.stderr}`);

  const child = spawn("node", [serverEntry], { cwd: repositoryRoot, env, stdio: ["ignore", "inherit", "inherit"] });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl, child);
  } catch (error) {
    // A server that never answered is stopped, not left running with its data folder.
    if (child.exitCode === null) {
      const exited = new Promise((done) => child.once("exit", done));
      child.kill("SIGTERM");
      await exited;
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    baseUrl,
    database: databaseUrl ? new URL(databaseUrl).pathname.slice(1) : "embedded PGlite, demo data",
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once("exit", done));
        child.kill("SIGTERM");
        await exited;
      }
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
