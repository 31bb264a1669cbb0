import { webhookLimits } from "@ondine/domain";
import type { FastifyBaseLogger } from "fastify";
import type { WebhookResolver } from "./webhook-address-guard";
import {
  recordWebhookAttemptOutcomes,
  type WebhookAttemptMade,
  type WebhookAttemptResult,
} from "./webhook-attempt-outcome";
import {
  type ClaimedWebhookDelivery,
  claimDueWebhookDeliveries,
  failDeliveriesOfDisabledEndpoints,
  releaseWebhookDeliveries,
  takeBackExpiredWebhookLeases,
} from "./webhook-deliveries.repository";
import { fanOutWebhooks } from "./webhook-fan-out";
import type { WebhookOwnerMailDependencies } from "./webhook-owner-mail";
import { webhookRequestBody } from "./webhook-request-body";
import { sendWebhookAttempt } from "./webhook-sender";
import { webhookSignatureHeader } from "./webhook-signature";

export type WebhookDispatchDependencies = WebhookOwnerMailDependencies & {
  /** WEBHOOKS_ALLOW_LOCAL: plain http and loopback receivers (development and tests). */
  allowLocal: boolean;
  /** The resolver the address guard asks (tests pass their own). */
  resolve?: WebhookResolver;
  logger?: Pick<FastifyBaseLogger, "info" | "warn" | "error">;
};

export type WebhookDispatchOptions = {
  /** Attempts in flight at once in this run. */
  concurrency: number;
  /** No claim after this long (real time); the attempts under way end first. */
  budgetMs: number;
  /** How long a claim holds a delivery: past it, another instance takes it back. */
  leaseMs: number;
  /** While only attempts are in flight, how often to look for newly due deliveries. */
  pollMs: number;
  /** An attempt's bound (15 s). */
  attemptTimeoutMs: number;
  /** True once the app is closing: claim nothing more. */
  stopping: () => boolean;
};

export const defaultWebhookDispatchOptions: WebhookDispatchOptions = {
  concurrency: 64,
  budgetMs: 60_000,
  leaseMs: 60_000,
  pollMs: 1_000,
  attemptTimeoutMs: webhookLimits.attemptTimeoutMs,
  stopping: () => false,
};

export type WebhookDispatchReport = {
  fannedOut: number;
  attempts: number;
  delivered: number;
  /** Attempts that failed (retried later or, their schedule spent, failed). */
  failedAttempts: number;
  endpointsDisabled: number;
};

/**
 * One run of the `webhooks.dispatch` job (docs/webhooks.md#delivery): takes back expired leases,
 * fails what disabled endpoints were due, fans the outbox out, then claims due deliveries and sends
 * them with up to `concurrency` attempts in flight, claiming more as attempts end, until nothing is
 * due and nothing is in flight, or the time budget is spent. The claim caps each endpoint's deliveries
 * held (10, across instances), so a slow endpoint holds at most that many of the run's places and the
 * others' deliveries go on around it. Claims run ahead of the attempts (up to `concurrency` claimed and
 * waiting for a place) and outcomes are written in batches behind them, so the places stay busy while
 * the database works. Times written come from `deps.now` (the app's clock).
 */
export async function dispatchWebhooks(
  deps: WebhookDispatchDependencies,
  overrides: Partial<WebhookDispatchOptions> = {},
): Promise<WebhookDispatchReport> {
  const options = { ...defaultWebhookDispatchOptions, ...overrides };
  if (!Number.isInteger(options.concurrency) || options.concurrency < 1) {
    throw new Error("dispatchWebhooks: concurrency is 1 or more");
  }
  const started = performance.now();
  const report: WebhookDispatchReport = {
    fannedOut: 0,
    attempts: 0,
    delivered: 0,
    failedAttempts: 0,
    endpointsDisabled: 0,
  };
  const open = () => !options.stopping() && performance.now() - started < options.budgetMs;

  const taken = await takeBackExpiredWebhookLeases(deps.db, deps.now());
  if (taken > 0) deps.logger?.warn({ deliveries: taken }, "Webhook deliveries whose lease ran out taken back");
  await failDeliveriesOfDisabledEndpoints(deps.db, deps.now());

  /** Claimed deliveries waiting for a place, attempts under way (a place each), outcomes not written yet. */
  const waiting: ClaimedWebhookDelivery[] = [];
  const inFlight = new Set<Promise<void>>();
  const writing = new Set<Promise<void>>();
  /** Whether a claim may find something: after an attempt ends or is written, or a poll's wait. */
  let lookAgain = true;
  /** When the outbox was last fanned out, and whether it may hold more than that batch. */
  let fannedOutAt = Number.NEGATIVE_INFINITY;
  let moreToFanOut = true;
  /** What a run holds at most: the places, and as many claimed ahead. */
  const holdMax = options.concurrency * 2;
  /** Outcomes waiting to be written, at most: past it, no claim until the writes catch up. */
  const writeBacklogMax = options.concurrency * 4;

  // Outcomes are written in batches: those that end while a batch is being written go in the next one, so
  // a busy run writes many in one transaction and a quiet one each at once. An attempt's place is free as
  // soon as its answer is in; its delivery stays `sending` (its endpoint's cap counting it) until written.
  const writer = createOutcomeWriter((made) => recordWebhookAttemptOutcomes(deps, made));

  const record = async (made: WebhookAttemptMade) => {
    try {
      const result = await writer.write(made);
      if (!result.recorded) {
        deps.logger?.warn({ deliveryId: made.claimed.id }, "A webhook attempt ended after its lease was taken back");
        return;
      }
      if (result.state === "delivered") report.delivered += 1;
      else report.failedAttempts += 1;
      if (result.endpointDisabled) {
        report.endpointsDisabled += 1;
        deps.logger?.warn({ endpointId: made.claimed.endpointId }, "A webhook endpoint failing for 5 days disabled");
      }
    } catch (error) {
      // The lease runs out and the delivery is taken back: sent again rather than lost.
      deps.logger?.error(
        { deliveryId: made.claimed.id, err: error },
        "A webhook attempt's outcome could not be written",
      );
    }
  };

  const attempt = async (claimed: ClaimedWebhookDelivery) => {
    const startedAt = deps.now();
    const timestampSeconds = Math.floor(startedAt.getTime() / 1000);
    const body = webhookRequestBody({
      type: claimed.eventType,
      occurredAt: claimed.occurredAt,
      data: claimed.eventData,
    });
    const message = { id: claimed.eventPublicId, timestampSeconds, body };
    const outcome = await sendWebhookAttempt(
      { url: claimed.url, ...message, signature: webhookSignatureHeader(claimed, message, startedAt) },
      { allowLocal: deps.allowLocal, resolve: deps.resolve, timeoutMs: options.attemptTimeoutMs },
    );
    report.attempts += 1;
    const written: Promise<void> = record({ claimed, startedAt, outcome }).finally(() => {
      writing.delete(written);
      lookAgain = true;
    });
    writing.add(written);
  };

  /** Starts waiting deliveries while places are free (not once the app is closing: they are given back). */
  const startWaiting = () => {
    while (inFlight.size < options.concurrency && waiting.length > 0 && !options.stopping()) {
      const claimed = waiting.shift() as ClaimedWebhookDelivery;
      // A lease that would run out before the attempt could end is given back rather than risk two senders.
      if (claimed.lockedUntil.getTime() - deps.now().getTime() < options.attemptTimeoutMs) {
        void releaseWebhookDeliveries(deps.db, [claimed]).catch(() => undefined);
        continue;
      }
      const running: Promise<void> = attempt(claimed).finally(() => {
        inFlight.delete(running);
        lookAgain = true;
        startWaiting();
      });
      inFlight.add(running);
    }
  };

  try {
    for (;;) {
      const room = holdMax - inFlight.size - waiting.length;
      // Claims go by batches, half the places' worth, or whatever when nothing is held.
      const worthClaiming =
        writing.size < writeBacklogMax &&
        (room >= Math.ceil(options.concurrency / 2) || (room > 0 && inFlight.size + waiting.length === 0));
      if (open() && lookAgain && worthClaiming) {
        lookAgain = false;
        // The outbox is fanned out while it holds a backlog, else once per poll: a claim needs no fan-out.
        if (moreToFanOut || performance.now() - fannedOutAt >= options.pollMs) {
          const fanned = await fanOutWebhooks(deps, { maxBatches: 1 });
          fannedOutAt = performance.now();
          moreToFanOut = fanned.events > 0;
          report.fannedOut += fanned.events;
        }
        const now = deps.now();
        const claimed = await claimDueWebhookDeliveries(deps.db, {
          now,
          leaseUntil: new Date(now.getTime() + options.leaseMs),
          limit: room,
          perEndpoint: webhookLimits.inFlightPerEndpoint,
        });
        waiting.push(...claimed);
        startWaiting();
        // A full claim, or events still to fan out: there may be more at once.
        if (claimed.length === room || moreToFanOut) lookAgain = true;
        continue;
      }
      if (!open() && waiting.length > 0 && options.stopping()) {
        // Closing: what was claimed and not started goes back to the others at once, not at its lease's end.
        await releaseWebhookDeliveries(deps.db, waiting.splice(0));
      }
      const busy = [...inFlight, ...writing];
      if (busy.length === 0 && waiting.length === 0) {
        if (!open() || !lookAgain) break;
        continue;
      }
      let poll: NodeJS.Timeout | undefined;
      const polled = new Promise<void>((resolve) => {
        poll = setTimeout(() => {
          lookAgain = true;
          resolve();
        }, options.pollMs);
      });
      await Promise.race([...busy, polled]);
      clearTimeout(poll);
    }
  } finally {
    // A failed claim leaves the attempts under way to end and be written before the job fails; what was
    // claimed and not started goes back.
    const unstarted = waiting.splice(0);
    await Promise.allSettled(inFlight);
    await Promise.allSettled(writing);
    if (unstarted.length > 0) await releaseWebhookDeliveries(deps.db, unstarted).catch(() => undefined);
  }
  return report;
}

/** Outcomes written at most this many to a transaction. */
const outcomeBatchMax = 200;

/**
 * Queues attempts' outcomes and writes them with `writeBatch`, one batch at a time: whatever queued
 * while a batch was being written makes the next. Each `write` resolves with its outcome's result (or
 * rejects with its batch's failure).
 */
function createOutcomeWriter(writeBatch: (made: WebhookAttemptMade[]) => Promise<WebhookAttemptResult[]>): {
  write(made: WebhookAttemptMade): Promise<WebhookAttemptResult>;
} {
  type Queued = {
    made: WebhookAttemptMade;
    resolve: (result: WebhookAttemptResult) => void;
    reject: (error: unknown) => void;
  };
  const queue: Queued[] = [];
  let writing = false;

  async function drain(): Promise<void> {
    writing = true;
    while (queue.length > 0) {
      const batch = queue.splice(0, outcomeBatchMax);
      try {
        const results = await writeBatch(batch.map((queued) => queued.made));
        batch.forEach((queued, index) => {
          queued.resolve(results[index] ?? { recorded: false });
        });
      } catch (error) {
        for (const queued of batch) queued.reject(error);
      }
    }
    writing = false;
  }

  return {
    write(made) {
      return new Promise((resolve, reject) => {
        queue.push({ made, resolve, reject });
        if (!writing) void drain();
      });
    },
  };
}
