import { countedEventState, inProgressInterventionStates, plannedInterventionStates } from "@ondine/domain";
import { sql } from "drizzle-orm";
import type { Database } from "../../db";
import type { SeriesTarget } from "./series-target";

/**
 * docs/product.md#monitoring-maintenance: events opened, and interventions planned and in progress
 * (interventionProgress), of a site or of an organism (all its sites, and
 * the events on the organism as a whole), opened or dated since `since`,
 * those dated ahead included (the call-outs list shows them too).
 */
export async function countTicketKpis(
  db: Database,
  target: SeriesTarget,
  since: Date,
): Promise<{ open: number; planned: number; inProgress: number }> {
  const where = "site" in target ? sql`site_id = ${target.site.id}` : sql`organism_id = ${target.organism.id}`;
  const inStates = (states: readonly string[]) => sql`state = any(${sql.param([...states])}::text[])`;
  const { rows } = await db.execute<{ open: number; planned: number; inProgress: number }>(sql`
    select
      (select count(*) from maintenance_events
        where ${where} and state = ${countedEventState} and opened_at >= ${since.toISOString()}::timestamptz) as open,
      interventions.planned, interventions.in_progress as "inProgress"
    from (
      select count(*) filter (where ${inStates(plannedInterventionStates)}) as planned,
        count(*) filter (where ${inStates(inProgressInterventionStates)}) as in_progress
      from maintenance_interventions
      where ${where} and intervention_date >= ${since.toISOString()}::timestamptz
    ) as interventions`);
  const [row] = rows;
  if (!row) throw new Error("countTicketKpis: no row");
  return row;
}
