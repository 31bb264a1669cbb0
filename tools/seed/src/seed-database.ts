import type { BusinessCalendar } from "@ondine/domain";
import type { DatabaseHandle } from "@ondine/server/db";
import { demoCatalogue } from "./demo-catalogue";
import type { DemoScale } from "./demo-scale";
import { describeDemoAccounts } from "./describe-demo-accounts";
import { generateDemoData } from "./generate-demo-data";
import { insertDemoData, isDatabaseEmpty } from "./insert-demo-data";
import { describeDemoData, progressPrinter } from "./seed-progress";

export type SeedRequest = {
  seed: number;
  /** Leave a database that already holds data as it is, rather than refuse it. */
  ifEmpty: boolean;
  scale: DemoScale;
  now: Date;
  publicUrl: string;
  monitoringRetentionMonths?: number;
  /** The support desk's calendar from the server's settings (TICKET_HOLIDAYS_*): the tickets' SLA is read with it. */
  ticketCalendar?: BusinessCalendar;
  /** Progress and the summary, line by line. */
  log: (line: string) => void;
};

/** `seeded`; `left-as-is` (held data, `ifEmpty`); `refused` (held data, without `ifEmpty`). */
export type SeedOutcome = "seeded" | "left-as-is" | "refused";

/**
 * Fills an empty, migrated database with the demo data. The check and the
 * writes run under the "seed" session lock: two instances starting together
 * on one empty PostgreSQL would otherwise both find it empty and both write
 * the same rows; the second waits, then finds the data (docs/operations.md#instances).
 */
export function seedDatabase(database: DatabaseHandle, request: SeedRequest): Promise<SeedOutcome> {
  return database.withSessionLock("seed", async () => {
    if (!(await isDatabaseEmpty(database.db))) return request.ifEmpty ? "left-as-is" : "refused";
    const started = performance.now();
    const data = generateDemoData(demoCatalogue, request.seed, {
      now: request.now,
      scale: request.scale,
      ticketCalendar: request.ticketCalendar,
    });
    const counts = await insertDemoData(database.db, data, {
      publicUrl: request.publicUrl,
      monitoringRetentionMonths: request.monitoringRetentionMonths,
      onProgress: progressPrinter(data, request.log),
    });
    request.log(describeDemoData(data, counts, (performance.now() - started) / 1000));
    request.log(describeDemoAccounts(data.users));
    return "seeded";
  });
}
