import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import { loadConfig } from "@ondine/server/config";
import type { DatabaseHandle } from "@ondine/server/db";
import { sql } from "drizzle-orm";

/** The database a bench reads: `--database-url`, else DATABASE_URL, else the large data set (ondine_large on the local server). */
export function benchDatabaseUrl(option: string | undefined): string {
  return option ?? process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/ondine_large";
}

/**
 * The command line of a bench timing runs on a database: `[--database-url URL] [--runs N] [--warmup N]`,
 * and `[--busy]` (one core kept busy while it measures: busy-core.ts) where the bench offers it.
 */
export function benchRunOptions(defaults: { runs: number; warmup: number; offersBusy?: boolean }): {
  databaseUrl: string;
  runs: number;
  warmup: number;
  busy: boolean;
} {
  const { values } = parseArgs({
    options: {
      "database-url": { type: "string" },
      runs: { type: "string", default: String(defaults.runs) },
      warmup: { type: "string", default: String(defaults.warmup) },
      ...(defaults.offersBusy ? { busy: { type: "boolean", default: false } as const } : {}),
    },
  });
  return {
    databaseUrl: benchDatabaseUrl(values["database-url"]),
    runs: Number(values.runs),
    warmup: Number(values.warmup),
    busy: values.busy === true,
  };
}

/** The machine's load average over 1, 5 and 15 minutes, as the figures' tables print it. */
export function loadAverage(): string {
  return loadavg()
    .map((load) => load.toFixed(2))
    .join(" / ");
}

export interface BusiestOrganism {
  organism_id: number;
  count: number;
}

/** The organism with the most rows of `table` (the lowest id among equals); throws on a data set without any. */
export async function busiestOrganism(
  database: DatabaseHandle,
  table: "guest_users" | "coupons",
): Promise<BusiestOrganism> {
  const [busiest] = (
    await database.db.execute(
      sql`select organism_id, count(*)::int as count from ${sql.identifier(table)} group by 1 order by 2 desc, 1 limit 1`,
    )
  ).rows as unknown as BusiestOrganism[];
  if (!busiest) throw new Error(`No ${table} in this database: seed the large data set first.`);
  return busiest;
}

/** The server's configuration for a bench that builds the app in process (LOG_LEVEL silent unless set). */
export function inProcessBenchConfig(databaseUrl: string) {
  return loadConfig({
    NODE_ENV: "production",
    LOG_LEVEL: process.env.LOG_LEVEL ?? "silent",
    DATABASE_URL: databaseUrl,
  });
}
