import { type MonitoringLocation, maintenanceLookBackStart, type TicketKpis } from "@ondine/domain";
import type { Database } from "../../db";
import type { Scope } from "../../scope/scope";
import { countInterventions, resolveSeriesTarget } from "../monitoring";
import { countOpenTickets } from "./ticket-kpis.repository";

/**
 * `GET /tickets_sf/kpis` (docs/tickets.md#kpis) of a site or an organism
 * in the caller's scope (404 otherwise): its tickets not resolved or closed
 * and its interventions planned or in progress, over the last 3 months
 * (`maintenanceLookBackStart`).
 */
export async function getTicketKpis(
  db: Database,
  scope: Scope,
  location: MonitoringLocation,
  now: Date,
): Promise<TicketKpis> {
  const target = await resolveSeriesTarget(db, scope, location);
  const since = maintenanceLookBackStart(now);
  const [open, interventions] = await Promise.all([
    countOpenTickets(db, target, since),
    countInterventions(db, target, since),
  ]);
  return {
    open,
    intervention: interventions.planned + interventions.inProgress,
    intervention_planned: interventions.planned,
    intervention_in_progress: interventions.inProgress,
  };
}
