import type { IngestMaintenanceIntervention } from "@ondine/domain";
import { sql } from "drizzle-orm";
import type { Database } from "../../db";
import { unnestItems } from "../../db/sql-arrays";

/** An intervention of the feed with the event its ticket names. */
export type TicketIntervention = { eventId: number; intervention: IngestMaintenanceIntervention };

/**
 * Stores interventions by their event, date and typology (the feed's key
 * while interventions have no id of their own): a known one gets its state
 * and hotspot updated, unless already as sent; another is added, on its
 * event's site and organism.
 */
export async function upsertTicketInterventions(
  db: Database,
  interventions: readonly TicketIntervention[],
  now: Date,
): Promise<void> {
  if (interventions.length === 0) return;
  await db.execute(sql`
    with input (event_id, intervention_date, state, typology, hotspot) as (
      select * from ${unnestItems(interventions, [
        [(row) => row.eventId, "integer"],
        [(row) => row.intervention.intervention_date, "timestamptz"],
        [(row) => row.intervention.state, "text"],
        [(row) => row.intervention.typology, "text"],
        [(row) => row.intervention.hotspot, "text"],
      ])}
    ), updated as (
      update maintenance_interventions as intervention set state = input.state, hotspot = input.hotspot
      from input
      where intervention.event_id = input.event_id
        and intervention.intervention_date = input.intervention_date
        and intervention.typology = input.typology
        and (intervention.state, intervention.hotspot) is distinct from (input.state, input.hotspot)
    )
    insert into maintenance_interventions
      (event_id, intervention_date, state, typology, hotspot, organism_id, site_id, created_at)
    select input.event_id, input.intervention_date, input.state, input.typology, input.hotspot,
      event.organism_id, event.site_id, ${now.toISOString()}::timestamptz
    from input
    join maintenance_events as event on event.id = input.event_id
    where not exists (
      select from maintenance_interventions as intervention
      where intervention.event_id = input.event_id
        and intervention.intervention_date = input.intervention_date
        and intervention.typology = input.typology
    )`);
}
