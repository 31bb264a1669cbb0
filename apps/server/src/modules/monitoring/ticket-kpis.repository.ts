import { countedEventState, countedInterventionStates } from "@ondine/domain";
import { sql } from "drizzle-orm";
import type { Database } from "../../db";
import type { SeriesTarget } from "./series-target";

/**
 * SPEC §4: events opened and interventions supported, planned, pending or in
 * progress, of a site or of an organism (all its sites, and the events on the
 * organism as a whole), opened or dated since `since`.
 */
export async function countTicketKpis(
  db: Database,
  target: SeriesTarget,
  since: Date,
): Promise<{ open: number; intervention: number }> {
  const where = "site" in target ? sql`site_id = ${target.site.id}` : sql`organism_id = ${target.organism.id}`;
  const { rows } = await db.execute<{ open: number; intervention: number }>(sql`
    select
      (select count(*) from maintenance_events
        where ${where} and state = ${countedEventState} and opened_at >= ${since.toISOString()}::timestamptz) as open,
      (select count(*) from maintenance_interventions
        where ${where} and state = any(${sql.param([...countedInterventionStates])}::text[])
          and intervention_date >= ${since.toISOString()}::timestamptz) as intervention`);
  const [row] = rows;
  if (!row) throw new Error("countTicketKpis: no row");
  return row;
}
