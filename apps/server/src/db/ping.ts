import { sql } from "drizzle-orm";
import type { Database } from "./database";

/** Milliseconds a `select 1` takes, to a hundredth. */
export async function timeTrivialQuery(db: Database): Promise<number> {
  const started = performance.now();
  await db.execute(sql`select 1`);
  return Math.round((performance.now() - started) * 100) / 100;
}
