import { setTimeout as sleep } from "node:timers/promises";
import type {
  CollectorIotCommand,
  CollectorIotCommandsAnswer,
  DiagnosisMeasure,
  IotCommandKind,
  SpeedTestMeasure,
} from "@ondine/domain";
import type { DemoPlan, SimulatedCollector } from "./demo-plan";
import { IngestCallError, postIngest } from "./ingest-client";
import { replaceIotDeviceInPlan } from "./iot-devices";
import { applyPrivateKeysToPlan } from "./private-keys";
import { replaceStickInPlan } from "./room-casts";
import { runSiteTool } from "./site-tools";

export const commandsPath = "/api/ingest/v1/commands";

/** A delay drawn in [min, max] milliseconds. */
export type DelayRange = readonly [min: number, max: number];

/**
 * How long each command takes on site. A restart: the device is off the
 * network that long; a replacement: the spare is set up; a checkout or a
 * message: the devices take it; private keys: the controller takes the list;
 * a speed test: the transfer both ways; a diagnosis: the port checks and pings.
 */
export type CommandDelays = Record<IotCommandKind, DelayRange>;

export const defaultCommandDelays: CommandDelays = {
  restart: [3_000, 8_000],
  replace: [2_000, 5_000],
  checkout: [1_000, 3_000],
  message: [1_000, 3_000],
  private_keys: [500, 2_000],
  speed_test: [8_000, 15_000],
  diagnosis: [5_000, 10_000],
};

/** The share of commands that fail by default, so that the console's failure path is seen. */
export const defaultCommandFailureRate = 0.05;

/** How long a collector's request for commands waits (`wait`, at most 30). */
export const commandWaitSeconds = 25;

/** After a failed request for commands (server away...), how long before asking again. */
const retryMs = 5_000;

/** A command carried out is remembered this long, to answer its redelivery with the same result. */
const forgetAfterMs = 15 * 60_000;

/** What a device answers when it does not do what it was told, by kind. */
const failureReasons: Record<IotCommandKind, readonly string[]> = {
  restart: ["device did not answer", "device did not come back after the restart", "restart refused: device busy"],
  replace: ["spare did not join the provisioning network", "spare not found on site", "device did not answer"],
  checkout: ["device did not answer", "a device of the room refused the new key"],
  message: ["device did not answer", "TV on standby: message not shown"],
  private_keys: ["controller did not answer", "controller refused the key list: SSID not found"],
  speed_test: ["speed test server did not answer", "test interrupted: the router restarted"],
  diagnosis: ["diagnosis interrupted: the router restarted"],
};

export interface CommandExecutorSettings {
  /** The server, e.g. `http://127.0.0.1:8080`. */
  baseUrl: string;
  /** The demo plan: a replacement puts the spare's MAC in it (so the rounds report the new device). */
  plan: DemoPlan;
  /** The collectors whose commands are carried out (default: all of the plan's). */
  collectors?: readonly SimulatedCollector[];
  /** Each collector's bearer token, by collector name. */
  tokens: ReadonlyMap<string, string>;
  /** 0 to 1: the share of commands that fail, with a believable reason; 0 never fails. */
  failureRate?: number;
  /** Per kind, replacing the default delays. */
  delaysMs?: Partial<CommandDelays>;
  /** `wait` of each request for commands, seconds. */
  waitSeconds?: number;
  log?: (line: string) => void;
  /** The stamps of the devices' reports (default now): ahead of any round a test played, if it played one. */
  now?: () => number;
  random?: () => number;
  fetch?: typeof fetch;
}

export interface CommandExecutor {
  /** The sticks and TVs a command is at work on: the telemetry rounds leave them out. */
  readonly busyDevices: ReadonlySet<string>;
  /** How many commands were carried out (acknowledged or failed), for tests and logs. */
  readonly finished: number;
  /** Stops asking, and waits for the commands at work to end (their results are not sent). */
  stop(): Promise<void>;
}

type Result = {
  status: "acknowledged" | "failed";
  message?: string;
  stamp: string;
  /** A speed test's or a diagnosis's measure (docs/site-tools.md#commands). */
  speed_test?: SpeedTestMeasure;
  diagnosis?: DiagnosisMeasure;
};

/**
 * The collectors' side of the IoT commands (docs/ingest.md "Commands"):
 * each collector long-polls `GET /api/ingest/v1/commands?wait=25` in a loop
 * and carries out each command after a realistic delay. A restart reports
 * the device unreachable at once, reachable again a few seconds later, then
 * acknowledges; a replacement acknowledges (the server swaps the spare in)
 * then reports the new device reachable; a checkout or a message is
 * acknowledged after a second or so; private keys are put in place or taken
 * out of the site's (the plan's, so the rounds report devices on the keys
 * there are now), then acknowledged; a speed test or a diagnosis reports its
 * measure after ten seconds or so, as the network conditions of the moment
 * give it (`runSiteTool`). A share of them fails. A command
 * received again (redelivered) is carried out once: its result is sent again.
 */
export function createCommandExecutor(settings: CommandExecutorSettings): CommandExecutor {
  const stopping = new AbortController();
  const signal = stopping.signal;
  const log = settings.log ?? (() => {});
  const now = settings.now ?? Date.now;
  const random = settings.random ?? Math.random;
  const failureRate = settings.failureRate ?? defaultCommandFailureRate;
  const delays: CommandDelays = { ...defaultCommandDelays, ...settings.delaysMs };
  const waitSeconds = settings.waitSeconds ?? commandWaitSeconds;
  const doFetch = settings.fetch ?? fetch;
  const busyDevices = new Set<string>();
  const working = new Set<Promise<void>>();
  /** By command id: in progress (undefined) or its result, to send again when it is redelivered. */
  const known = new Map<number, Result | undefined>();
  let finished = 0;

  const delay = (kind: IotCommandKind) => {
    const [min, max] = delays[kind];
    return Math.round(min + (max - min) * random());
  };
  const iso = () => new Date(now()).toISOString();

  async function reportDevice(token: string, siteId: number, mac: string, reachable: boolean, provisioned?: boolean) {
    await postIngest({
      baseUrl: settings.baseUrl,
      path: "/api/ingest/v1/batches",
      token,
      body: {
        iot_devices: [
          {
            site_id: siteId,
            mac,
            is_reachable: reachable,
            ...(provisioned === undefined ? {} : { is_provisioned: provisioned }),
            stamp: iso(),
          },
        ],
      },
      signal,
      fetch: doFetch,
    });
  }

  async function sendResult(token: string, id: number, result: Result): Promise<void> {
    const response = await doFetch(new URL(`${commandsPath}/${id}/result`, settings.baseUrl), {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify(result),
      signal,
    });
    await response.text();
    // 422: already recorded (a result sent twice) or expired meanwhile; either way, nothing more to do.
    if (!response.ok && response.status !== 422) {
      throw new IngestCallError(response.status, `result of command ${id} answered ${response.status}`);
    }
  }

  async function carryOut(collector: SimulatedCollector, token: string, command: CollectorIotCommand) {
    const fails = failureRate > 0 && random() < failureRate;
    const reasons = failureReasons[command.kind];
    const failure = (): Result => ({
      status: "failed",
      message: reasons[Math.floor(random() * reasons.length)] ?? "device did not answer",
      stamp: iso(),
    });
    const mac = command.device?.mac_address;
    if (mac) busyDevices.add(mac);
    try {
      let result: Result;
      if (command.kind === "restart" && mac && !fails) {
        await reportDevice(token, command.site_id, mac, false);
        await sleep(delay("restart"), undefined, { signal });
        await reportDevice(token, command.site_id, mac, true);
        result = { status: "acknowledged", stamp: iso() };
      } else if (command.kind === "replace" && mac && command.spare && !fails) {
        await sleep(delay("replace"), undefined, { signal });
        result = { status: "acknowledged", stamp: iso() };
        known.set(command.id, result);
        await sendResult(token, command.id, result);
        // The server has put the spare in the device's place: the new device is on the network.
        replaceIotDeviceInPlan(settings.plan, command.site_id, mac, command.spare.mac_address);
        if (command.device?.type === "chromecast") {
          replaceStickInPlan(settings.plan, command.site_id, command.device.serial, command.spare.serial);
        }
        await reportDevice(token, command.site_id, command.spare.mac_address, true, true);
        finished += 1;
        log(`Simulator: ${collector.name}: replace ${command.device?.serial} by ${command.spare.serial} done.`);
        return;
      } else if ((command.kind === "checkout" || command.kind === "message") && !fails) {
        await sleep(delay(command.kind), undefined, { signal });
        result = { status: "acknowledged", stamp: iso() };
      } else if (command.kind === "private_keys" && command.private_keys && !fails) {
        await sleep(delay("private_keys"), undefined, { signal });
        applyPrivateKeysToPlan(settings.plan, command.site_id, command.private_keys);
        result = { status: "acknowledged", stamp: iso() };
      } else if ((command.kind === "speed_test" || command.kind === "diagnosis") && command.site_tool && !fails) {
        await sleep(delay(command.kind), undefined, { signal });
        result = { ...runSiteTool(settings.plan, command.site_id, command.site_tool, now(), random), stamp: iso() };
      } else {
        // It fails, or names no device to act on.
        await sleep(delay(command.kind), undefined, { signal });
        result = fails ? failure() : { status: "failed", message: "device not found on site", stamp: iso() };
      }
      known.set(command.id, result);
      await sendResult(token, command.id, result);
      finished += 1;
      const keys = command.private_keys ? `${command.private_keys.changes.length} key changes` : "";
      const subject = command.site_tool ? (command.site_tool.line_id ?? `site ${command.site_id}`) : keys;
      log(
        `Simulator: ${collector.name}: ${command.kind} ${command.device?.serial ?? command.room?.name ?? subject} ` +
          `${result.status}${result.message ? ` (${result.message})` : ""}.`,
      );
    } finally {
      if (mac) busyDevices.delete(mac);
    }
  }

  function handle(collector: SimulatedCollector, token: string, command: CollectorIotCommand) {
    if (known.has(command.id)) {
      const result = known.get(command.id);
      // Redelivered: at work still (nothing to do) or done (its result was lost: send it again).
      if (result) track(sendResult(token, command.id, result));
      return;
    }
    known.set(command.id, undefined);
    track(
      carryOut(collector, token, command).finally(() => {
        // Long after it could be redelivered (it expires in 5 minutes).
        setTimeout(() => known.delete(command.id), forgetAfterMs).unref();
      }),
    );
  }

  function track(work: Promise<void>) {
    const tracked = work.catch((error: unknown) => {
      if (!signal.aborted) log(`Simulator: a command failed to run: ${(error as Error).message}`);
    });
    working.add(tracked);
    void tracked.finally(() => working.delete(tracked));
  }

  async function poll(collector: SimulatedCollector): Promise<void> {
    const token = settings.tokens.get(collector.name);
    if (!token) {
      log(`Simulator: no token for collector "${collector.name}": its commands are not carried out.`);
      return;
    }
    let lastError = "";
    while (!signal.aborted) {
      try {
        const response = await doFetch(new URL(`${commandsPath}?wait=${waitSeconds}`, settings.baseUrl), {
          headers: { authorization: `Bearer ${token}` },
          signal: AbortSignal.any([signal, AbortSignal.timeout((waitSeconds + 30) * 1000)]),
        });
        const text = await response.text();
        if (!response.ok) throw new IngestCallError(response.status, `${commandsPath} answered ${response.status}`);
        lastError = "";
        for (const command of (JSON.parse(text) as CollectorIotCommandsAnswer).commands) {
          handle(collector, token, command);
        }
      } catch (error) {
        if (signal.aborted) return;
        const message = (error as Error).message;
        if (message !== lastError) log(`Simulator: ${collector.name}: commands: ${message}`);
        lastError = message;
        try {
          await sleep(retryMs, undefined, { signal });
        } catch {
          return;
        }
      }
    }
  }

  const collectors = settings.collectors ?? settings.plan.collectors;
  const polling = Promise.all(collectors.map((collector) => poll(collector)));
  return {
    busyDevices,
    get finished() {
      return finished;
    },
    async stop() {
      stopping.abort();
      await polling;
      await Promise.all([...working]);
    },
  };
}

/** How far ahead the journeys' executor stamps its reports (see below). */
const journeyStampLeadMs = 90_000;

/**
 * For the browser journeys: carries out the commands of one organism's demo
 * collector (`DemoCollectors` from `takeDemoCollectors`) against a test
 * server, never failing unless asked, with the usual delays unless given.
 * Its devices' reports are stamped 90 s ahead by default, so that they are
 * newer than a round `playOrganismCollector` played (stamped up to a minute
 * ahead): an older report would change nothing. Returns the function that
 * stops it.
 */
export function startCommandExecutor(options: {
  baseUrl: string;
  collectors: { plan: DemoPlan; tokens: ReadonlyMap<string, string> };
  organismName: string;
  failureRate?: number;
  delaysMs?: Partial<CommandDelays>;
  now?: () => number;
}): () => Promise<void> {
  const collector = options.collectors.plan.collectors.find((candidate) =>
    candidate.name.endsWith(`: ${options.organismName}`),
  );
  if (!collector) throw new Error(`no demo collector for "${options.organismName}"`);
  const executor = createCommandExecutor({
    baseUrl: options.baseUrl,
    plan: options.collectors.plan,
    collectors: [collector],
    tokens: options.collectors.tokens,
    failureRate: options.failureRate ?? 0,
    delaysMs: options.delaysMs ?? {},
    now: options.now ?? (() => Date.now() + journeyStampLeadMs),
  });
  return () => executor.stop();
}
