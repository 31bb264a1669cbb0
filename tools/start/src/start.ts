// `npm start`: seed an empty database, take the demo collectors' tokens
// while no one else holds the database, start the server, and play the
// collectors against it once it answers (README "Start"; SIMULATOR=off
// leaves the simulator out).
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { ConfigError, loadConfig } from "@ondine/server/config";
import { DatabaseConnectionError, DataDirLockedError, openDatabase } from "@ondine/server/db";
import { type DemoCollectors, takeDemoCollectors } from "../../simulate/src/demo-collectors";
import { createSimulator } from "../../simulate/src/simulator";
import { readSimulatorSettings, SimulatorSettingsError } from "../../simulate/src/simulator-settings";
import { startServer } from "./start-server";
import { localServerUrl, waitForHealth } from "./wait-for-health";

/** The gap the simulator fills after the demo was off (older holes stay: the charts show the pause). */
const gapCapMs = 48 * 3_600_000;
const seedScript = fileURLToPath(new URL("./seed.js", import.meta.url));
const serverScript = fileURLToPath(new URL("../../apps/server/dist/main.js", import.meta.url));

/** Reads the demo plan and new tokens, then lets go of the database before the server takes it. */
async function prepareSimulator(config: ReturnType<typeof loadConfig>): Promise<DemoCollectors | null> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const demo = await takeDemoCollectors(database.db);
    return demo.plan.collectors.length > 0 ? demo : null;
  } finally {
    await database.close();
  }
}

async function main(): Promise<number> {
  const settings = readSimulatorSettings();
  const config = loadConfig();
  const seeded = spawnSync(process.execPath, [seedScript, "--if-empty"], { stdio: "inherit" });
  if (seeded.status !== 0) return seeded.status ?? 1;

  let demo: DemoCollectors | null = null;
  if (settings.enabled && config.port === 0) {
    console.log("Simulator: off (PORT=0 gives the server a port the simulator cannot know).");
  } else if (settings.enabled) {
    demo = await prepareSimulator(config);
  }

  const server = startServer([serverScript]);
  const exited = new Promise<number>((resolve) => {
    server.once("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
  const stopping = new AbortController();
  const forward = (signal: NodeJS.Signals) => {
    stopping.abort();
    if (server.exitCode === null && server.signalCode === null) server.kill(signal);
  };
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, forward);
  // Whatever ends this process, the server does not outlive it.
  process.once("exit", () => {
    if (server.exitCode === null && server.signalCode === null) server.kill("SIGTERM");
  });
  void exited.then(() => stopping.abort());

  if (demo) {
    const baseUrl = localServerUrl(config.host, config.port);
    if (await waitForHealth(baseUrl, stopping.signal)) {
      const simulator = createSimulator({
        baseUrl,
        plan: demo.plan,
        tokens: demo.tokens,
        intervalMs: settings.intervalMs,
        gapCapMs,
        log: (line) => console.log(line),
        commands: { failureRate: settings.commandFailureRate },
      });
      console.log(
        `Simulator: ${demo.plan.collectors.length} demo collectors report ${demo.plan.sites.length} sites ` +
          `every ${settings.intervalMs / 1000} s (SIMULATOR=off turns it off).`,
      );
      await simulator.catchUp(demo.lastSampleAt, stopping.signal);
      void simulator.run(stopping.signal);
    } else if (!stopping.signal.aborted) {
      console.error("Simulator: the server did not answer /api/health; the demo stays still.");
    }
  }
  return exited;
}

main().then(
  (code) => {
    process.exit(code);
  },
  (error: unknown) => {
    if (
      error instanceof ConfigError ||
      error instanceof SimulatorSettingsError ||
      error instanceof DataDirLockedError ||
      error instanceof DatabaseConnectionError
    ) {
      console.error(error.message);
    } else {
      console.error(error);
    }
    process.exit(1);
  },
);
