import { inProgressInterventionStates, plannedInterventionStates } from "@ondine/domain";
import { sql } from "drizzle-orm";
import type { Database } from "../../db";
import type { SeriesTarget } from "./series-target";

/**
 * docs/product.md#monitoring-maintenance: the interventions planned and in
 * progress (interventionProgress) of a site or of an organism (all its
 * sites), dated since `since`, those dated ahead included (the call-outs
 * list shows them too). The ticket figures (`GET /tickets_sf/kpis`,
 * docs/tickets.md#kpis) read them beside the open tickets.
 */
export async function countInterventions(
  db: Database,
  target: SeriesTarget,
  since: Date,
): Promise<{ planned: number; inProgress: number }> {
  const where = "site" in target ? sql`site_id = ${target.site.id}` : sql`organism_id = ${target.organism.id}`;
  const inStates = (states: readonly string[]) => sql`state = any(${sql.param([...states])}::text[])`;
  const { rows } = await db.execute<{ planned: number; in_progress: number }>(sql`
    select count(*) filter (where ${inStates(plannedInterventionStates)}) as planned,
      count(*) filter (where ${inStates(inProgressInterventionStates)}) as in_progress
    from maintenance_interventions
    where ${where} and intervention_date >= ${since.toISOString()}::timestamptz`);
  const [row] = rows;
  if (!row) throw new Error("countInterventions: no row");
  return { planned: Number(row.planned), inProgress: Number(row.in_progress) };
}
