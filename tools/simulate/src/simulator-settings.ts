/** The simulator's settings, from the environment (README "Settings"). */
export interface SimulatorSettingsFromEnv {
  /** `SIMULATOR=off` turns it off in `npm start`. */
  enabled: boolean;
  /** `SIMULATOR_INTERVAL_SECONDS`: how often the collectors report. */
  intervalMs: number;
  /** `SIMULATOR_FAILURE_RATE`: the share of IoT commands the collectors fail (0 to 1, default 0.05). */
  commandFailureRate: number;
}

/** The environment variables the simulator reads; README "Settings" lists each. */
export const simulatorSettingNames: readonly string[] = [
  "SIMULATOR",
  "SIMULATOR_INTERVAL_SECONDS",
  "SIMULATOR_FAILURE_RATE",
];

export class SimulatorSettingsError extends Error {
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "SimulatorSettingsError";
  }
}

/** Reads and checks SIMULATOR, SIMULATOR_INTERVAL_SECONDS and SIMULATOR_FAILURE_RATE once, with a readable list of what is wrong. */
export function readSimulatorSettings(env: NodeJS.ProcessEnv = process.env): SimulatorSettingsFromEnv {
  const problems: string[] = [];
  const switchValue = (env.SIMULATOR ?? "").trim().toLowerCase();
  if (!["", "on", "off"].includes(switchValue)) {
    problems.push(`SIMULATOR: must be on or off (got ${JSON.stringify(env.SIMULATOR)})`);
  }
  const intervalText = (env.SIMULATOR_INTERVAL_SECONDS ?? "").trim() || "60";
  const seconds = Number(intervalText);
  if (!/^\d+$/.test(intervalText) || seconds < 5 || seconds > 3600) {
    problems.push(
      `SIMULATOR_INTERVAL_SECONDS: must be a whole number of seconds from 5 to 3600 (got ${JSON.stringify(env.SIMULATOR_INTERVAL_SECONDS)})`,
    );
  }
  const rateText = (env.SIMULATOR_FAILURE_RATE ?? "").trim() || "0.05";
  const commandFailureRate = Number(rateText);
  if (!/^\d+(\.\d+)?$/.test(rateText) || commandFailureRate > 1) {
    problems.push(
      `SIMULATOR_FAILURE_RATE: must be a number from 0 to 1 (got ${JSON.stringify(env.SIMULATOR_FAILURE_RATE)})`,
    );
  }
  if (problems.length > 0) throw new SimulatorSettingsError(problems);
  return { enabled: switchValue !== "off", intervalMs: seconds * 1000, commandFailureRate };
}
