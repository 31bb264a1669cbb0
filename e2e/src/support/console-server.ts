import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { openDatabase } from "@ondine/server/db";
import { type DemoCollectors, takeDemoCollectors } from "@ondine/tools/simulate";
import { inject } from "vitest";

const repositoryRoot = resolve(import.meta.dirname, "../../..");

export interface ConsoleServer {
  baseUrl: string;
  dataDir: string;
  /** The demo collectors' plan and fresh tokens, when asked for: the journey plays them. */
  collectors: DemoCollectors | null;
  stop(): Promise<void>;
}

export interface ConsoleServerOptions {
  /** Take the demo collectors' tokens before the server holds the database (as `npm start` does). */
  withCollectors?: boolean;
  /** Settings beyond the journeys' own (README "Settings"), e.g. the ticket mail listener's. */
  env?: Readonly<Record<string, string>>;
}

/** A TCP port nobody listens on now, on 127.0.0.1. */
export async function findFreePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolvePort(address.port) : reject()));
    });
  });
}

async function waitForHealth(baseUrl: string, server: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited (${server.exitCode}):\n${output()}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 250));
  }
  throw new Error(`The server did not answer /api/health within 60 s:\n${output()}`);
}

/** PGlite is one process's: the tokens are taken while nobody else holds DATA_DIR. */
async function takeCollectors(dataDir: string): Promise<DemoCollectors> {
  const database = await openDatabase({ dataDir });
  try {
    return await takeDemoCollectors(database.db);
  } finally {
    await database.close();
  }
}

/**
 * Starts the built console (`npm run build` first) the way `npm start` does, on
 * a fresh embedded database holding the demo data, served on a free port.
 */
export async function startConsoleServer(options: ConsoleServerOptions = {}): Promise<ConsoleServer> {
  const dataDir = mkdtempSync(join(tmpdir(), "ondine-e2e-"));
  const port = await findFreePort();
  // The journeys run on the embedded database, whatever the caller's DATABASE_URL.
  const { DATABASE_URL: _ignored, ...callerEnv } = process.env;
  const env = {
    ...callerEnv,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    // No journey reaches the Internet: the home map draws without tiles.
    MAP_ROAD_TILES_URL: "none",
    MAP_SATELLITE_TILES_URL: "none",
    // Three journey files run at once, each with its server (the embedded database on its thread)
    // and its Chromium, on two cores: the loop lags past the production bound of a second from the
    // machine's load alone, and the journeys' own API calls were refused as busy (2026-12-03). The
    // bound is raised, not removed: shedding stays in play, and plugins/load-shedding.test.ts tests it.
    MAX_EVENT_LOOP_DELAY_MS: "5000",
    ...options.env,
  };
  // The demo data seeded once for the run (support/seeded-template.ts), copied while no process holds it.
  cpSync(inject("seededTemplateDir"), dataDir, { recursive: true });
  const collectors = options.withCollectors ? await takeCollectors(dataDir) : null;

  let output = "";
  const server = spawn("node", ["apps/server/dist/main.js"], { cwd: repositoryRoot, env });
  server.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  server.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, server, () => output);
  return {
    baseUrl,
    dataDir,
    collectors,
    async stop() {
      if (server.exitCode === null) {
        const exited = new Promise((resolveExit) => server.once("exit", resolveExit));
        server.kill("SIGTERM");
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
