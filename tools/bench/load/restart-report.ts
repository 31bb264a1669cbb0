import type { DatabaseRestart } from "./database-restart";

/** The target after a restart of the database: failures only while it restarts and for this long after, all 503. */
export const settleAfterRestartMs = 5_000;

const periods = ["before the restart", "during the restart", "0 to 5 s after", "5 s or more after"] as const;
type Period = (typeof periods)[number];

function periodOf(endedAt: number, restart: DatabaseRestart): Period {
  if (endedAt < restart.startedAt) return "before the restart";
  if (endedAt <= restart.endedAt) return "during the restart";
  return endedAt - restart.endedAt < settleAfterRestartMs ? "0 to 5 s after" : "5 s or more after";
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * The failed calls of a load run around a restart of its database: a table
 * of their statuses (0: no answer) by when their answer came, the first and
 * the last relative to the restart's end, and whether the target holds
 * (docs/operations.md#database-faults): none before, all 503, none 5 s or more after.
 */
export function reportErrorsAroundRestart(
  failures: readonly { kind: string; status: number; endedAt: number }[],
  restart: DatabaseRestart,
): { lines: string[]; isMet: boolean } {
  const counts = new Map<number, Map<Period, number>>();
  for (const failure of failures) {
    const byPeriod = counts.get(failure.status) ?? new Map<Period, number>();
    const period = periodOf(failure.endedAt, restart);
    byPeriod.set(period, (byPeriod.get(period) ?? 0) + 1);
    counts.set(failure.status, byPeriod);
  }
  const lines = [`The restart took ${seconds(restart.endedAt - restart.startedAt)} (pg_ctlcluster's own time).`];
  lines.push("", `| status | ${periods.join(" | ")} |`, `| --- | ${periods.map(() => "---").join(" | ")} |`);
  for (const [status, byPeriod] of [...counts].sort(([a], [b]) => a - b)) {
    lines.push(`| ${status || "no answer"} | ${periods.map((period) => byPeriod.get(period) ?? 0).join(" | ")} |`);
  }
  if (failures.length === 0) lines.push(`| none | ${periods.map(() => 0).join(" | ")} |`);
  const relative = failures.map((failure) => failure.endedAt - restart.endedAt);
  if (relative.length > 0) {
    lines.push(
      "",
      `First failure ${seconds(Math.min(...relative))}, last ${seconds(Math.max(...relative))} from the restart's end ` +
        "(negative: before it ended).",
    );
  }
  // Second by second from the restart's start: how many failed, with which statuses.
  const bySecond = new Map<number, Map<number, number>>();
  for (const failure of failures) {
    const second = Math.floor((failure.endedAt - restart.startedAt) / 1000);
    const statuses = bySecond.get(second) ?? new Map<number, number>();
    statuses.set(failure.status, (statuses.get(failure.status) ?? 0) + 1);
    bySecond.set(second, statuses);
  }
  for (const [second, statuses] of [...bySecond].sort(([a], [b]) => a - b)) {
    const detail = [...statuses].map(([status, count]) => `${count} × ${status || "no answer"}`).join(", ");
    lines.push(`  ${second >= 0 ? "+" : ""}${second} s from the restart's start: ${detail}`);
  }
  const periodCount = (period: Period) =>
    [...counts.values()].reduce((sum, byPeriod) => sum + (byPeriod.get(period) ?? 0), 0);
  const isMet =
    periodCount("before the restart") === 0 &&
    periodCount("5 s or more after") === 0 &&
    failures.every((failure) => failure.status === 503);
  return { lines, isMet };
}
