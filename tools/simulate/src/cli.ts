import { ConfigError, loadConfig } from "@ondine/server/config";
import { DatabaseConnectionError, DataDirLockedError, openDatabase } from "@ondine/server/db";
import { takeDemoCollectors } from "./demo-collectors";
import { parseSimulateOptions, SimulateUsageRequest, simulateUsage } from "./simulate-options";
import { createSimulator } from "./simulator";
import { readSimulatorSettings, SimulatorSettingsError } from "./simulator-settings";

async function main(): Promise<number> {
  let options: ReturnType<typeof parseSimulateOptions>;
  try {
    options = parseSimulateOptions(process.argv.slice(2));
  } catch (error) {
    if (error instanceof SimulateUsageRequest) {
      console.log(simulateUsage);
      return 0;
    }
    console.error(`${(error as Error).message}\n\n${simulateUsage}`);
    return 2;
  }
  const config = loadConfig();
  const settings = readSimulatorSettings();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  let demo: Awaited<ReturnType<typeof takeDemoCollectors>>;
  try {
    demo = await takeDemoCollectors(database.db);
  } finally {
    // Before playing: the server needs the database, PGlite's above all.
    await database.close();
  }
  if (demo.plan.collectors.length === 0) {
    console.error("No demo collectors in this database: seed the demo data first (npm run seed).");
    return 1;
  }
  const intervalMs = options.intervalSeconds === undefined ? settings.intervalMs : options.intervalSeconds * 1000;
  const simulator = createSimulator({
    baseUrl: options.url ?? `http://127.0.0.1:${config.port}`,
    plan: demo.plan,
    tokens: demo.tokens,
    intervalMs,
    gapCapMs: options.gapHours * 3_600_000,
    log: (line) => console.log(line),
    commands: { failureRate: options.failureRate ?? settings.commandFailureRate },
  });
  const stop = new AbortController();
  process.once("SIGINT", () => stop.abort());
  process.once("SIGTERM", () => stop.abort());
  const first = await simulator.catchUp(demo.lastSampleAt, stop.signal);
  if (options.once) return first.failed.length === 0 ? 0 : 1;
  console.log(
    `Simulator: ${demo.plan.collectors.length} collectors, ${demo.plan.sites.length} sites, every ${intervalMs / 1000} s (Ctrl-C stops).`,
  );
  await simulator.run(stop.signal);
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    if (
      error instanceof DataDirLockedError ||
      error instanceof DatabaseConnectionError ||
      error instanceof ConfigError ||
      error instanceof SimulatorSettingsError
    ) {
      console.error(error.message);
      if (error instanceof DataDirLockedError) {
        console.error("With the embedded database, `npm start` runs the simulator beside the server.");
      }
    } else {
      console.error(error);
    }
    process.exitCode = 1;
  },
);
