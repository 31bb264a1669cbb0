import { loadConfig } from "@ondine/server/config";
import { createSimulator } from "../../simulate/src/simulator";
import { readSimulatorSettings } from "../../simulate/src/simulator-settings";
import { demoCollectorsArgument, isServerListening, type ServerListening } from "./server-listening";
import { startServer } from "./start-server";
import { localServerUrl, waitForHealth } from "./wait-for-health";

/** The gap the simulator fills after the demo was off (older holes stay: the charts show the pause). */
const gapCapMs = 48 * 3_600_000;

/** Resolves with the server's message once it listens, or null if it exits first. */
function listeningOf(server: ReturnType<typeof startServer>): Promise<ServerListening | null> {
  return new Promise((resolve) => {
    server.on("message", (message) => {
      if (isServerListening(message)) resolve(message);
    });
    server.once("exit", () => resolve(null));
  });
}

/**
 * `npm start` once the code is built: start the server (`serverArguments`:
 * node's arguments to run tools/start/src/demo-server.ts, built or from its
 * source), which seeds an empty database and takes the demo collectors'
 * tokens on the database it opened, then play the collectors against it once
 * it answers (README "Start"; SIMULATOR=off leaves the simulator out). This
 * process never opens the database (docs/performance.md#cold-start).
 * Resolves with the server's exit code.
 */
export async function launch(serverArguments: readonly string[]): Promise<number> {
  const settings = readSimulatorSettings();
  const config = loadConfig();
  // --expose-gc: the server collects the garbage of a fresh seed at once (demo-server.ts).
  const server = startServer([
    "--expose-gc",
    ...serverArguments,
    ...(settings.enabled ? [demoCollectorsArgument] : []),
  ]);
  const listening = listeningOf(server);
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

  const started = await listening;
  const demo = started?.demo;
  if (started && demo) {
    // The port the server reports: PORT=0 has it pick one.
    const baseUrl = localServerUrl(config.host, started.port);
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
