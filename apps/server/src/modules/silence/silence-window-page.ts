import { type SilenceWindowState, silenceWindowState, silenceWindowStates } from "@ondine/domain";
import type { Database } from "../../db";
import { scheduleOf } from "./silence-window.presenter";
import {
  countPastSilenceWindows,
  findLiveSilenceWindows,
  findPastSilenceWindows,
  type SilenceWindowFilter,
  type SilenceWindowRow,
} from "./silence-windows.repository";

/** A page of windows and how many there are in all. */
export type SilenceWindowPage = { rows: SilenceWindowRow[]; total: number };

const stateRank = new Map<SilenceWindowState, number>(silenceWindowStates.map((state, rank) => [state, rank]));

/**
 * The caller's windows in one state (every state when absent), current
 * ones first, then planned, then past, newest first within a state
 * (`GET /silent_mode/windows`, docs/alerts.md#calls).
 *
 * Past windows are read and paged in SQL (`last_ends_at`, `ended_early_at`
 * say it exactly), and they are the many. Current and planned ones are the
 * windows not over, few by the rules (an end at most 30 days ahead, a series
 * at most a year), and which of the two a recurring one is between its
 * occurrences only the domain's rule says: they are read whole and sorted
 * here by `silenceWindowState`.
 */
export async function readSilenceWindowPage(
  db: Database,
  filter: SilenceWindowFilter,
  state: SilenceWindowState | undefined,
  now: Date,
  page: { offset: number; limit: number },
): Promise<SilenceWindowPage> {
  const live =
    state === "past"
      ? []
      : (await findLiveSilenceWindows(db, filter, now))
          .map((row) => ({ row, state: silenceWindowState(scheduleOf(row), now) }))
          .filter((window) => state === undefined || window.state === state)
          // Stable: newest first within a state, as read.
          .sort((a, b) => (stateRank.get(a.state) ?? 0) - (stateRank.get(b.state) ?? 0))
          .map((window) => window.row);
  if (state !== undefined && state !== "past") {
    return { rows: live.slice(page.offset, page.offset + page.limit), total: live.length };
  }
  const liveRows = live.slice(page.offset, page.offset + page.limit);
  const pastLimit = page.limit - liveRows.length;
  const [pastRows, pastCount] = await Promise.all([
    pastLimit > 0
      ? findPastSilenceWindows(db, filter, now, { limit: pastLimit, offset: Math.max(0, page.offset - live.length) })
      : [],
    countPastSilenceWindows(db, filter, now),
  ]);
  return { rows: [...liveRows, ...pastRows], total: live.length + pastCount };
}
