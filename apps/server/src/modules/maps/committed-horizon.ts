import type { Database } from "../../db";
import {
  countRunningChangeLogWriters,
  findChangeIdsAfter,
  findChangeLogWriters,
  readChangeLogTail,
  readLastChangeId,
} from "./equipment-changes.repository";

/** How many ids one look for a gap reads at a time. */
const idsPerRead = 10_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The change id up to which every change of the log is visible, or never
 * will be: open streams read up to it, never past it.
 *
 * Ids are given in the order transactions write the log (its sequence has
 * CACHE 1), but transactions commit in their own order: a stream that read
 * past 102 while 101 was uncommitted would never see 101. So the horizon
 * stops below a gap until every transaction that was writing the log when
 * the gap was seen has ended (`pg_locks`): the gap's writer was one of them,
 * or rolled back; then what is still missing never will appear. Concurrent
 * ingests make such gaps for a few milliseconds; the writer's commit
 * notifies, and the next advance passes them.
 */
export class CommittedHorizon {
  private settled = 0;
  /** A gap seen below `upTo` at `seenAt` (ms), waiting for `writers` to end. */
  private gap: { upTo: number; writers: string[]; seenAt: number } | undefined;

  constructor(private readonly db: Database) {}

  get value(): number {
    return this.settled;
  }

  /** Whether a gap holds the horizon back: advance again soon (a writer that rolls back notifies nobody). */
  get waiting(): boolean {
    return this.gap !== undefined;
  }

  /** Since when (ms since the epoch) the gap holds the horizon back; undefined when none. */
  get waitingSince(): number | undefined {
    return this.gap?.seenAt;
  }

  /**
   * Starts at the last change, once the transactions writing the log now have
   * ended (at most `maxWaitMs`: one still running then may have its changes
   * missed by streams resumed from before it, as if made before they connected).
   */
  async start(options: { maxWaitMs: number; pollMs: number }): Promise<void> {
    const last = await readLastChangeId(this.db);
    const writers = await findChangeLogWriters(this.db);
    const deadline = Date.now() + options.maxWaitMs;
    while (writers.length > 0 && Date.now() < deadline && (await countRunningChangeLogWriters(this.db, writers)) > 0) {
      await sleep(options.pollMs);
    }
    this.settled = Math.max(this.settled, last);
  }

  /** Moves the horizon as far as the log allows now. */
  async advance(): Promise<void> {
    if (this.gap && (await countRunningChangeLogWriters(this.db, this.gap.writers)) === 0) {
      this.settled = Math.max(this.settled, this.gap.upTo);
      this.gap = undefined;
    }
    for (;;) {
      const { count, last } = await readChangeLogTail(this.db, this.settled);
      if (last === null) return;
      if (last - this.settled === count) {
        this.settled = last;
        this.gap = undefined;
        return;
      }
      const ids = await findChangeIdsAfter(this.db, this.settled, idsPerRead);
      for (const id of ids) {
        if (id !== this.settled + 1) break;
        this.settled = id;
      }
      if (this.gap && this.settled >= this.gap.upTo) this.gap = undefined;
      if (ids.length === idsPerRead && this.settled === ids.at(-1)) continue;
      if (this.gap) return;
      const writers = await findChangeLogWriters(this.db);
      if (writers.length > 0) {
        this.gap = { upTo: last, writers, seenAt: Date.now() };
        return;
      }
      // Nobody writes: what is missing up to `last` has committed since (readers will see it) or never will.
      this.settled = last;
    }
  }
}
