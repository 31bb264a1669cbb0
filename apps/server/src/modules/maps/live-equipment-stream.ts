import { liveEquipmentEventNames, liveEquipmentRetryMs } from "@ondine/domain";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db";
import type { ScopedSite } from "../../scope/in-scope";
import type { EquipmentChangeFeed, FeedSubscriber } from "./equipment-change-feed";
import type { EventStream } from "./event-stream";
import { type ResumePoint, readLiveEquipmentPage } from "./live-equipment.service";

export type LiveStreamTimings = {
  /** A comment this often keeps proxies and load balancers from closing a quiet stream. */
  keepAliveMs: number;
  /** The caller is checked again this often, besides each change the principal listener hears. */
  recheckMs: number;
  /** After a failed read, how soon to try again (the stream stays open: EventSource gives up on an error answer). */
  retryMs: number;
};

export const defaultLiveStreamTimings: LiveStreamTimings = {
  keepAliveMs: 25_000,
  recheckMs: 5 * 60_000,
  retryMs: 2_000,
};

export type LiveStreamOptions = {
  db: Database;
  feed: EquipmentChangeFeed;
  site: ScopedSite;
  resume: ResumePoint;
  events: EventStream;
  logger: Pick<FastifyBaseLogger, "warn" | "error">;
  /** Whether the caller still may read the site (session or token still valid, site still in scope). */
  isStillAllowed: () => Promise<boolean>;
  /** Calls `recheck` whenever the caller's principal may have changed; returns the function that stops. */
  watchCaller: (recheck: () => void) => () => void;
  timings?: LiveStreamTimings;
};

/**
 * One open live map: sends the site's changes from the resume point on,
 * each time the feed wakes it, as `equipment` events of at most
 * `liveEquipmentMaxItems` pieces of equipment, each with the id of the last
 * change it carries. Ends when the caller loses the site (checked on
 * principal changes and every `recheckMs`), when the server closes, or when
 * the client goes away; then nothing of it is left (feed, timers, watcher).
 */
export function openLiveEquipmentStream(options: LiveStreamOptions): void {
  new LiveEquipmentStream(options).open();
}

class LiveEquipmentStream implements FeedSubscriber {
  /** Every change of the site up to this id has been sent. */
  private readThrough: number;
  /** The last id the client was given: it resumes from there. */
  private lastSentId: number;
  private draining = false;
  private drainAgain = false;
  private rechecking = false;
  private recheckAgain = false;
  private readonly timings: LiveStreamTimings;
  private readonly cleanups: (() => void)[] = [];
  private retryTimer: NodeJS.Timeout | undefined;

  constructor(private readonly options: LiveStreamOptions) {
    this.readThrough = options.resume.from;
    this.lastSentId = options.resume.from;
    this.timings = options.timings ?? defaultLiveStreamTimings;
  }

  open(): void {
    const { events, feed, site, resume } = this.options;
    // The id at once: a client that drops before any change still resumes from here, not from "now".
    events.send({ retryMs: liveEquipmentRetryMs, id: resume.from });
    if (resume.reset) events.send({ id: resume.from, event: liveEquipmentEventNames.reset, data: "{}" });
    const keepAlive = setInterval(() => this.keepAlive(), this.timings.keepAliveMs);
    const recheck = setInterval(() => void this.recheck(), this.timings.recheckMs);
    this.cleanups.push(
      feed.subscribe(site.id, this),
      this.options.watchCaller(() => void this.recheck()),
      () => clearInterval(keepAlive),
      () => clearInterval(recheck),
      () => clearTimeout(this.retryTimer),
    );
    events.onClose(() => {
      for (const cleanup of this.cleanups.splice(0)) cleanup();
    });
    // A resumed stream has changes to catch up on before the next notification.
    this.wake();
  }

  wake(): void {
    void this.drain();
  }

  end(): void {
    this.options.events.end();
  }

  private async drain(): Promise<void> {
    if (this.draining) {
      this.drainAgain = true;
      return;
    }
    this.draining = true;
    const { db, feed, site, events } = this.options;
    try {
      do {
        this.drainAgain = false;
        for (let upTo = feed.horizon; upTo > this.readThrough && !events.closed; upTo = feed.horizon) {
          const page = await readLiveEquipmentPage(db, site, { after: this.readThrough, upTo });
          if (events.closed) return;
          if (!page) {
            this.readThrough = upTo;
            continue;
          }
          const writable = events.send({
            id: page.lastChangeId,
            event: liveEquipmentEventNames.equipment,
            data: JSON.stringify(page.event),
          });
          this.lastSentId = page.lastChangeId;
          this.readThrough = page.complete ? upTo : page.lastChangeId;
          if (!writable) await events.writable();
        }
      } while (this.drainAgain && !events.closed);
    } catch (error) {
      this.options.logger.error({ err: error, siteId: site.id }, "A live map could not read its changes: trying again");
      clearTimeout(this.retryTimer);
      this.retryTimer = setTimeout(() => this.wake(), this.timings.retryMs);
    } finally {
      this.draining = false;
    }
  }

  private keepAlive(): void {
    // The id read through too: a client that drops after a quiet hour resumes without a reset.
    const moved = this.readThrough > this.lastSentId;
    this.options.events.send({ comment: "keep-alive", ...(moved ? { id: this.readThrough } : {}) });
    if (moved) this.lastSentId = this.readThrough;
  }

  private async recheck(): Promise<void> {
    if (this.rechecking) {
      this.recheckAgain = true;
      return;
    }
    this.rechecking = true;
    try {
      do {
        this.recheckAgain = false;
        if (this.options.events.closed) return;
        if (!(await this.options.isStillAllowed())) {
          this.end();
          return;
        }
      } while (this.recheckAgain);
    } catch (error) {
      // The database may be away for a moment: the next change or period checks again.
      this.options.logger.warn({ err: error }, "A live map could not check its caller again");
    } finally {
      this.rechecking = false;
    }
  }
}
