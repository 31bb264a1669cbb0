import { type MonitoringLocation, maintenanceLookBackStart, type TicketKpis } from "@ondine/domain";
import type { Database } from "../../db";
import type { Scope } from "../../scope/scope";
import { resolveSeriesTarget } from "./monitored-location.service";
import { countTicketKpis } from "./ticket-kpis.repository";

/** Ticket KPIs (docs/product.md#monitoring-maintenance) of a site or an organism over the look-back of docs/product.md#monitoring-maintenance. */
export async function getTicketKpis(
  db: Database,
  scope: Scope,
  location: MonitoringLocation,
  now: Date,
): Promise<TicketKpis> {
  const target = await resolveSeriesTarget(db, scope, location);
  const counts = await countTicketKpis(db, target, maintenanceLookBackStart(now));
  return {
    open: counts.open,
    intervention: counts.planned + counts.inProgress,
    intervention_planned: counts.planned,
    intervention_in_progress: counts.inProgress,
  };
}
