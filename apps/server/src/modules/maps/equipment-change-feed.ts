import type { FastifyBaseLogger } from "fastify";
import type { DatabaseHandle } from "../../db";
import { CommittedHorizon } from "./committed-horizon";

/** The channel migration 0011's triggers notify: `<last change id>:<site id>,<site id>...` or `<last change id>:all`. */
export const equipmentChannel = "ondine_equipment";

/** An open stream, as the feed knows it. */
export type FeedSubscriber = {
  /** Changes of its site may be there, up to the horizon: read them. */
  wake(): void;
  /** The server is closing: end the stream. */
  end(): void;
};

export type FeedTimings = {
  /** While a gap holds the horizon back, how soon to look again (a writer that rolls back notifies nobody). */
  gapRecheckMs: number;
  /** After a failed read of the log, how soon to try again. */
  retryMs: number;
  /** While not listening (the connection lost, or LISTEN refused), how often every stream reads. */
  pollMs: number;
};

const defaultTimings: FeedTimings = { gapRecheckMs: 100, retryMs: 1_000, pollMs: 5_000 };

/** A gap held this long is worth a line in the log: a long transaction writing equipment holds every live map. */
const longGapMs = 10_000;

type FeedLogger = Pick<FastifyBaseLogger, "warn" | "error">;

/**
 * The process's one LISTEN on `ondine_equipment`, fanned out to its open
 * streams (docs/decisions.md#live-maps: live changes go through PostgreSQL, so a change made
 * through any app instance, or by plain SQL, reaches the streams of every
 * instance). A notification wakes only the streams of the sites it names,
 * once the committed horizon covers it; `all`, or the listening connection
 * coming back after a loss (notifications may have been missed), wakes
 * every stream, and each reads again from its last id: nothing is lost.
 */
export class EquipmentChangeFeed {
  private readonly committed: CommittedHorizon;
  private readonly subscribersBySite = new Map<number, Set<FeedSubscriber>>();
  /** Sites announced, with the last change announced for each, kept until the horizon passes it. */
  private readonly announced = new Map<number, number>();
  private wakeEveryone = false;
  private started = false;
  private stopped = false;
  /** The server is closing: a stream opened now (its request came before) ends at once. */
  private closing = false;
  private listening = false;
  private running: Promise<void> | undefined;
  private runAgain = false;
  /** Callers of `catchUp` waiting for a refresh that starts after they asked. */
  private catchUpWaiters: (() => void)[] = [];
  private timer: NodeJS.Timeout | undefined;
  private stopListening: (() => Promise<void>) | undefined;
  /** How many times each site's equipment was announced changed (what cached site maps are keyed by). */
  private readonly siteChangeCounts = new Map<number, number>();
  /** Bumped by `all` and by the listener's losses and returns: every site may have changed. */
  private everyoneChangeCount = 0;
  /** The gap last reported as long, so each is reported once. */
  private reportedGapSince: number | undefined;
  private readonly startedSignal: { promise: Promise<void>; resolve: () => void };

  constructor(
    private readonly database: DatabaseHandle,
    private readonly logger: FeedLogger,
    private readonly timings: FeedTimings = defaultTimings,
  ) {
    this.committed = new CommittedHorizon(database.db);
    let resolve = () => {};
    const promise = new Promise<void>((done) => {
      resolve = done;
    });
    this.startedSignal = { promise, resolve };
  }

  /** Every change up to this id is visible to a reader, or never will be. */
  get horizon(): number {
    return this.committed.value;
  }

  /** Resolves once the feed listens (or polls) and knows its horizon. */
  whenStarted(): Promise<void> {
    return this.startedSignal.promise;
  }

  /**
   * Resolves once a refresh started after the call has run: the horizon then
   * covers every change committed before it (unless a gap holds it back), so
   * a stream starting "from now" starts after them.
   */
  catchUp(): Promise<void> {
    if (!this.started || this.stopped) return Promise.resolve();
    return new Promise((resolve) => {
      this.catchUpWaiters.push(resolve);
      this.refresh();
    });
  }

  /**
   * A token that changes whenever this process hears that the site's
   * equipment changed: the read cache keys the site map by it, so a map
   * opened with its live stream reads the equipment as it is now, not as an
   * hour-old copy had it.
   */
  siteVersion(siteId: number): string {
    return `${this.everyoneChangeCount}.${this.siteChangeCounts.get(siteId) ?? 0}`;
  }

  /** How many streams are open, for tests and logs. */
  get subscriberCount(): number {
    let count = 0;
    for (const subscribers of this.subscribersBySite.values()) count += subscribers.size;
    return count;
  }

  async start(): Promise<void> {
    try {
      this.stopListening = await this.database.listen(equipmentChannel, {
        onNotification: (payload) => this.receive(payload),
        onListening: (listening) => this.listeningChanged(listening),
      });
    } catch (error) {
      this.logger.warn({ err: error }, "Cannot listen for equipment changes: open maps read the log every few seconds");
    }
    await this.startHorizon();
  }

  /** Wakes `subscriber` for the changes of `siteId`; returns the function that forgets it. */
  subscribe(siteId: number, subscriber: FeedSubscriber): () => void {
    if (this.closing) {
      queueMicrotask(() => subscriber.end());
      return () => {};
    }
    let subscribers = this.subscribersBySite.get(siteId);
    if (!subscribers) {
      subscribers = new Set();
      this.subscribersBySite.set(siteId, subscribers);
    }
    subscribers.add(subscriber);
    return () => {
      const current = this.subscribersBySite.get(siteId);
      current?.delete(subscriber);
      if (current?.size === 0) this.subscribersBySite.delete(siteId);
    };
  }

  /** Ends every open stream (the server is closing: `app.close()` must not wait for them). */
  endAll(): void {
    this.closing = true;
    for (const subscribers of [...this.subscribersBySite.values()]) {
      for (const subscriber of [...subscribers]) subscriber.end();
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    for (const waiter of this.catchUpWaiters.splice(0)) waiter();
    await this.stopListening?.();
  }

  private async startHorizon(): Promise<void> {
    if (this.stopped) return;
    try {
      await this.committed.start({ maxWaitMs: 5_000, pollMs: 50 });
    } catch (error) {
      this.logger.error({ err: error }, "Cannot read the equipment change log: trying again");
      this.timer = setTimeout(() => void this.startHorizon(), this.timings.retryMs);
      this.timer.unref();
      return;
    }
    this.started = true;
    this.startedSignal.resolve();
    this.refresh();
  }

  private receive(payload: string): void {
    const match = /^(\d+):(.+)$/.exec(payload);
    if (!match || match[2] === "all") {
      this.wakeEveryone = true;
      this.everyoneChangeCount += 1;
    } else {
      const lastId = Number(match[1]);
      for (const part of (match[2] ?? "").split(",")) {
        const siteId = Number(part);
        if (!Number.isSafeInteger(siteId)) continue;
        this.announced.set(siteId, Math.max(this.announced.get(siteId) ?? 0, lastId));
        this.siteChangeCounts.set(siteId, (this.siteChangeCounts.get(siteId) ?? 0) + 1);
      }
    }
    this.refresh();
  }

  private listeningChanged(listening: boolean): void {
    this.listening = listening;
    // Lost, changes go unheard; back, some were: cached site maps are read again either way.
    this.everyoneChangeCount += 1;
    // Back after a loss (or at first): what was notified meanwhile is unknown, so everyone reads.
    if (listening) this.wakeEveryone = true;
    this.refresh();
  }

  /** Advances the horizon and wakes the streams concerned; runs one at a time, again if asked meanwhile. */
  private refresh(): void {
    if (!this.started || this.stopped) return;
    if (this.running) {
      this.runAgain = true;
      return;
    }
    const waiters = this.catchUpWaiters.splice(0);
    this.running = this.refreshOnce().finally(() => {
      this.running = undefined;
      for (const waiter of waiters) waiter();
      if (this.runAgain) {
        this.runAgain = false;
        this.refresh();
      }
    });
  }

  private async refreshOnce(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    try {
      await this.committed.advance();
    } catch (error) {
      this.logger.error({ err: error }, "Cannot read the equipment change log: trying again");
      this.refreshIn(this.timings.retryMs);
      return;
    }
    this.wakeSubscribers();
    const gapSince = this.committed.waitingSince;
    if (gapSince !== undefined && Date.now() - gapSince > longGapMs && this.reportedGapSince !== gapSince) {
      this.reportedGapSince = gapSince;
      this.logger.warn(
        { horizon: this.committed.value, heldMs: Date.now() - gapSince },
        "Live maps wait for a long transaction that writes equipment to end",
      );
    }
    if (this.committed.waiting) this.refreshIn(this.timings.gapRecheckMs);
    else if (!this.listening) this.refreshIn(this.timings.pollMs);
  }

  private wakeSubscribers(): void {
    const horizon = this.committed.value;
    const woken = this.wakeEveryone ? [...this.subscribersBySite.keys()] : [...this.announced.keys()];
    this.wakeEveryone = false;
    for (const [siteId, lastId] of this.announced) if (lastId <= horizon) this.announced.delete(siteId);
    for (const siteId of woken) {
      for (const subscriber of [...(this.subscribersBySite.get(siteId) ?? [])]) subscriber.wake();
    }
  }

  private refreshIn(ms: number): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (!this.listening) this.wakeEveryone = true;
      this.refresh();
    }, ms);
    this.timer.unref();
  }
}
