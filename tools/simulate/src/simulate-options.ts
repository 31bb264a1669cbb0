import { parseArgs } from "node:util";

export interface SimulateOptions {
  /** The server to report to; default the local one on PORT. */
  url: string | undefined;
  /** Overrides SIMULATOR_INTERVAL_SECONDS. */
  intervalSeconds: number | undefined;
  /** One round (after filling the gap), then exit. */
  once: boolean;
  gapHours: number;
  /** Overrides SIMULATOR_FAILURE_RATE: the share of IoT commands failed. */
  failureRate: number | undefined;
}

export const simulateUsage = `Usage: node tools/dist/simulate.js [--url URL] [--interval SECONDS] [--gap-hours H] [--failure-rate R] [--once]

Plays the demo data's collectors against a running server, through its
ingest API: traffic, lines, access points and speed tests of every
production site, one site down and one degraded at any time, and the NOC's
tickets. The collectors also carry out the console's hotel IoT commands
(restart, replacement, checkout, welcome message) and private Wi-Fi keys
after a realistic delay, failing a share of them with a device's reason, and
report the residents' devices on the private Wi-Fi keys they hold. It first reads the demo plan and gives the demo collectors new
tokens in the database named by DATABASE_URL (or DATA_DIR): with the
embedded PGlite the server holds DATA_DIR, so use \`npm start\`, which runs
the simulator itself.
  --url URL         the server (default http://127.0.0.1:PORT)
  --interval S      seconds between reports (default SIMULATOR_INTERVAL_SECONDS, else 60)
  --gap-hours H     fill at most this many hours since the last stored sample (default 48)
  --failure-rate R  the share (0 to 1) of IoT commands failed (default SIMULATOR_FAILURE_RATE, else 0.05;
                    0 never fails one)
  --once            fill the gap, report once and exit (no commands carried out)`;

export class SimulateUsageRequest extends Error {
  constructor() {
    super(simulateUsage);
  }
}

export function parseSimulateOptions(argv: string[]): SimulateOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      url: { type: "string" },
      interval: { type: "string" },
      "gap-hours": { type: "string", default: "48" },
      "failure-rate": { type: "string" },
      once: { type: "boolean", default: false },
      help: { type: "boolean", default: false },
    },
    strict: true,
  });
  if (values.help) throw new SimulateUsageRequest();
  const interval = values.interval === undefined ? undefined : Number(values.interval);
  if (interval !== undefined && (!Number.isInteger(interval) || interval < 5 || interval > 3600)) {
    throw new Error(`--interval must be a whole number of seconds from 5 to 3600, got "${values.interval}"`);
  }
  const gapHours = Number(values["gap-hours"]);
  if (!Number.isFinite(gapHours) || gapHours < 0 || gapHours > 24 * 31) {
    throw new Error(`--gap-hours must be a number of hours from 0 to 744, got "${values["gap-hours"]}"`);
  }
  const rateText = values["failure-rate"];
  const failureRate = rateText === undefined ? undefined : Number(rateText);
  if (rateText !== undefined && (!/^\d+(\.\d+)?$/.test(rateText) || (failureRate ?? 0) > 1)) {
    throw new Error(`--failure-rate must be a number from 0 to 1, got "${rateText}"`);
  }
  if (values.url !== undefined && !/^https?:\/\/\S+$/.test(values.url)) {
    throw new Error(`--url must be an http:// or https:// URL, got "${values.url}"`);
  }
  return { url: values.url, intervalSeconds: interval, once: values.once, gapHours, failureRate };
}
