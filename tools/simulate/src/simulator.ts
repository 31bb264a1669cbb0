import { setTimeout as sleep } from "node:timers/promises";
import { collectorBatches } from "./collector-report";
import { type CommandDelays, type CommandExecutor, createCommandExecutor } from "./command-executor";
import type { DemoPlan, SimulatedCollector } from "./demo-plan";
import { postIngest } from "./ingest-client";
import { maintenanceTickets } from "./maintenance-tickets";
import { conditionSlotOf, type SiteIncidents, siteIncidents } from "./network-conditions";
import { createCodeBook, portalActivityBatches } from "./portal-activity";
import { collectorPrivateWifiDevices } from "./private-wifi-devices";
import { collectorCasts } from "./room-casts";

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
/** A gap longer than an hour is filled with a sample every five minutes, as the demo's history. */
const gapStepMs = 5 * minuteMs;
/** Casts a batch carries, well within the ingest's limit (ingestBatchMaxItems). */
const castsPerBatch = 20_000;
/** Private Wi-Fi spaces a batch reports (each with its few devices): a residence's in one or two. */
const privateSpacesPerBatch = 5_000;

export const batchesPath = "/api/ingest/v1/batches";
export const maintenancePath = "/api/ingest/v1/maintenance";

export interface SimulatorSettings {
  /** The server, e.g. `http://127.0.0.1:8080`. */
  baseUrl: string;
  plan: DemoPlan;
  /** Each collector's bearer token, by collector name. */
  tokens: ReadonlyMap<string, string>;
  /** How often the collectors report (the stamps are multiples of it). */
  intervalMs: number;
  /** The longest gap filled at start (or after the server was unreachable). */
  gapCapMs: number;
  log: (line: string) => void;
  now?: () => number;
  fetch?: typeof fetch;
  /**
   * While `run` plays, the collectors also carry out the console's
   * IoT commands (`command-executor.ts`); `false` leaves them to someone else.
   * `failureRate` (default 0.05) is the share that fails; 0 never fails.
   */
  commands?: false | { failureRate?: number; delaysMs?: Partial<CommandDelays> };
}

/** What one round of reports stored and refused. */
export interface ReportSummary {
  accepted: number;
  rejected: number;
  /** Collectors whose report failed (server unreachable, token refused...): retried next round. */
  failed: string[];
}

export interface Simulator {
  /** Starts the collectors from the last stored sample (or the gap cap), so charts have no hole. */
  catchUp(lastStoredSample: Date | null, signal?: AbortSignal): Promise<ReportSummary>;
  /** One round: every collector reports what happened since its last report. */
  tick(signal?: AbortSignal): Promise<ReportSummary>;
  /**
   * Ticks at each multiple of the interval until `signal` aborts, the
   * collectors carrying out the console's IoT commands meanwhile (unless `commands: false`).
   */
  run(signal: AbortSignal): Promise<void>;
}

/**
 * Plays the demo's collectors through the ingest API: each round, every
 * collector sends the traffic, line and equipment reports and speed tests
 * of its sites since its last report, the hotel sticks' casts, the
 * devices on the private Wi-Fi keys it holds, their portals' guests,
 * purchases and code uses, and the NOC's tickets about them.
 */
export function createSimulator(settings: SimulatorSettings): Simulator {
  const now = settings.now ?? Date.now;
  const lastReported = new Map<string, number>();
  const lastFailure = new Map<string, string>();
  let loggedIncidents = "";
  let executor: CommandExecutor | undefined;
  const codeBook = createCodeBook();

  async function report(collector: SimulatedCollector, at: number, signal?: AbortSignal) {
    const token = settings.tokens.get(collector.name);
    if (!token) throw new Error(`no token for collector "${collector.name}"`);
    const from = Math.max(lastReported.get(collector.name) ?? at - settings.intervalMs, at - settings.gapCapMs);
    const stepMs = at - from > hourMs ? gapStepMs : settings.intervalMs;
    const to = Math.floor(at / stepMs) * stepMs;
    if (to <= from) return { accepted: 0, rejected: 0 };
    const call = (path: string, body: unknown) =>
      postIngest({
        baseUrl: settings.baseUrl,
        path,
        token,
        body,
        ...(signal ? { signal } : {}),
        ...(settings.fetch ? { fetch: settings.fetch } : {}),
      });
    let accepted = 0;
    let rejected = 0;
    const busy = executor?.busyDevices ?? new Set<string>();
    for (const batch of collectorBatches(settings.plan, collector, { from, to, stepMs }, busy)) {
      const answer = await call(batchesPath, batch);
      accepted += answer.accepted;
      rejected += answer.rejected.length;
    }
    // The hotel sticks' casts since the last report, in batches the ingest takes.
    const casts = collectorCasts(settings.plan, collector, from, to);
    for (let start = 0; start < casts.length; start += castsPerBatch) {
      const answer = await call(batchesPath, {
        batch_id: `${collector.name} casts ${new Date(to).toISOString()} ${start}`.slice(0, 100),
        casts: casts.slice(start, start + castsPerBatch),
      });
      accepted += answer.accepted;
      rejected += answer.rejected.length;
    }
    // The residents' devices on the private Wi-Fi keys the collector holds, as of the round's last stamp.
    const spaces = collectorPrivateWifiDevices(settings.plan, collector, to);
    for (let start = 0; start < spaces.length; start += privateSpacesPerBatch) {
      const answer = await call(batchesPath, {
        batch_id: `${collector.name} private Wi-Fi ${new Date(to).toISOString()} ${start}`.slice(0, 100),
        private_wifi_devices: spaces.slice(start, start + privateSpacesPerBatch),
      });
      accepted += answer.accepted;
      rejected += answer.rejected.length;
    }
    // The portals' guests, purchases and code uses.
    for (const batch of portalActivityBatches(settings.plan, collector, { from, to }, codeBook)) {
      const answer = await call(batchesPath, batch);
      accepted += answer.accepted;
      rejected += answer.rejected.length;
    }
    const siteIds = new Set(collector.siteIds);
    const tickets = maintenanceTickets(settings.plan, from, to);
    const events = tickets.events.filter((event) => siteIds.has(event.site_id));
    const interventions = tickets.interventions.filter((intervention) => siteIds.has(intervention.site_id));
    if (events.length + interventions.length > 0) {
      const answer = await call(maintenancePath, {
        feed_id: `${collector.name} ${new Date(to).toISOString()}`.slice(0, 100),
        events,
        interventions,
      });
      accepted += answer.accepted;
      rejected += answer.rejected.length;
    }
    lastReported.set(collector.name, to);
    return { accepted, rejected };
  }

  function describe(incidents: SiteIncidents): string {
    const degraded =
      incidents.degradedSiteId === null ? "" : `, site ${incidents.degradedSiteId} degraded (${incidents.degradation})`;
    return incidents.downSiteId === null ? "no site to take down" : `site ${incidents.downSiteId} down${degraded}`;
  }

  async function tick(signal?: AbortSignal): Promise<ReportSummary> {
    const at = now();
    const summary: ReportSummary = { accepted: 0, rejected: 0, failed: [] };
    for (const collector of settings.plan.collectors) {
      if (signal?.aborted) break;
      try {
        const result = await report(collector, at, signal);
        summary.accepted += result.accepted;
        summary.rejected += result.rejected;
        if (lastFailure.delete(collector.name)) settings.log(`Simulator: ${collector.name} reports again.`);
      } catch (error) {
        if (signal?.aborted) break;
        summary.failed.push(collector.name);
        const message = error instanceof Error ? error.message : String(error);
        // Once per cause, not every minute while the server is away.
        if (lastFailure.get(collector.name) !== message) settings.log(`Simulator: ${collector.name}: ${message}`);
        lastFailure.set(collector.name, message);
      }
    }
    const incidents = describe(siteIncidents(settings.plan, conditionSlotOf(at)));
    if (incidents !== loggedIncidents) {
      settings.log(`Simulator: ${incidents}.`);
      loggedIncidents = incidents;
    }
    return summary;
  }

  return {
    async catchUp(lastStoredSample, signal) {
      const at = now();
      const from = Math.max(lastStoredSample?.getTime() ?? at - settings.intervalMs, at - settings.gapCapMs);
      for (const collector of settings.plan.collectors) lastReported.set(collector.name, from);
      const summary = await tick(signal);
      if (at - from > 2 * settings.intervalMs) {
        const hours = ((at - from) / hourMs).toFixed(1);
        settings.log(`Simulator: filled the last ${hours} h (${summary.accepted} items stored).`);
      }
      return summary;
    },
    tick,
    async run(signal) {
      if (settings.commands !== false && !signal.aborted) {
        executor = createCommandExecutor({
          baseUrl: settings.baseUrl,
          plan: settings.plan,
          tokens: settings.tokens,
          log: settings.log,
          ...(settings.commands?.failureRate === undefined ? {} : { failureRate: settings.commands.failureRate }),
          ...(settings.commands?.delaysMs ? { delaysMs: settings.commands.delaysMs } : {}),
          ...(settings.fetch ? { fetch: settings.fetch } : {}),
        });
        const running = executor;
        signal.addEventListener("abort", () => void running.stop(), { once: true });
      }
      while (!signal.aborted) {
        // Just after the next multiple of the interval, so every report carries that stamp.
        const wait = settings.intervalMs - (now() % settings.intervalMs) + 1_000;
        try {
          await sleep(wait, undefined, { signal });
        } catch {
          return; // aborted
        }
        await tick(signal);
      }
    },
  };
}
