import { Gauge, type Registry } from "prom-client";
import { readWithinScrape } from "./scrape-read";

/** What waits to be delivered on one outbox channel (the mail module's `readOutboxBacklog`). */
export type OutboxChannelBacklog = { channel: string; held: number; oldestHeldAgeSeconds: number };

/** The jobs of one kind not done (the jobs module's `countQueuedJobs`). */
export type JobKindBacklog = {
  kind: string;
  queued: number;
  due: number;
  running: number;
  failed: number;
  oldestDueAgeSeconds: number;
};

type ScrapeLogger = { warn: (details: object, message: string) => void };

/**
 * Gauges read from the database at each scrape, one query for all of them
 * (the first gauge collected reads, the others use its answer). A read that
 * fails or stalls leaves them without series for that scrape (`absent()` in
 * an alert), and a line in the log.
 */
function gaugesReadTogether<Row>(
  registry: Registry,
  options: {
    read: () => Promise<readonly Row[]>;
    labelName: string;
    labelOf: (row: Row) => string;
    gauges: readonly { name: string; help: string; valueIn: (row: Row) => number }[];
    logger: ScrapeLogger;
    what: string;
  },
): void {
  let reading: Promise<readonly Row[] | undefined> | undefined;
  const rowsOfThisScrape = () => {
    reading ??= readWithinScrape(options.read)
      .catch((error: unknown) => {
        options.logger.warn({ err: error }, `Metrics: cannot read ${options.what}`);
        return undefined;
      })
      .finally(() => {
        // The next scrape reads again once every gauge of this one has its rows.
        setImmediate(() => {
          reading = undefined;
        });
      });
    return reading;
  };
  for (const { name, help, valueIn } of options.gauges) {
    new Gauge({
      name,
      help,
      labelNames: [options.labelName],
      registers: [registry],
      async collect() {
        const rows = await rowsOfThisScrape();
        this.reset();
        for (const row of rows ?? []) this.set({ [options.labelName]: options.labelOf(row) }, valueIn(row));
      },
    });
  }
}

/** The mail and SMS waiting in the outbox, and the age of the oldest of each channel. */
export function registerOutboxMetrics(
  registry: Registry,
  read: () => Promise<readonly OutboxChannelBacklog[]>,
  logger: ScrapeLogger,
): void {
  gaugesReadTogether(registry, {
    read,
    labelName: "channel",
    labelOf: (row) => row.channel,
    logger,
    what: "the outbox",
    gauges: [
      {
        name: "ondine_outbox_held_messages",
        help: "Mail and SMS held in the outbox, not yet delivered (retrying, or kept without SMTP_URL or SMS_URL).",
        valueIn: (row) => row.held,
      },
      {
        name: "ondine_outbox_oldest_held_age_seconds",
        help: "Seconds since the oldest held message of the channel was written; 0 when none is held.",
        valueIn: (row) => row.oldestHeldAgeSeconds,
      },
    ],
  });
}

/** The background jobs by kind: waiting, due, running, failed, and how late the oldest due one is. */
export function registerJobQueueMetrics(
  registry: Registry,
  read: () => Promise<readonly JobKindBacklog[]>,
  logger: ScrapeLogger,
): void {
  gaugesReadTogether(registry, {
    read,
    labelName: "kind",
    labelOf: (row) => row.kind,
    logger,
    what: "the job queue",
    gauges: [
      { name: "ondine_jobs_queued", help: "Jobs waiting, due or not.", valueIn: (row) => row.queued },
      {
        name: "ondine_jobs_due",
        help: "Jobs waiting and due: a worker should take them now.",
        valueIn: (row) => row.due,
      },
      { name: "ondine_jobs_running", help: "Jobs leased by a worker.", valueIn: (row) => row.running },
      { name: "ondine_jobs_failed", help: "Jobs that gave up, kept until pruned.", valueIn: (row) => row.failed },
      {
        name: "ondine_jobs_oldest_due_age_seconds",
        help: "Seconds the oldest due job has waited past its run_at; 0 when none is due.",
        valueIn: (row) => row.oldestDueAgeSeconds,
      },
    ],
  });
}
