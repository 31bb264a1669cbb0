import { type MonitoringLocation, maintenanceLookBackStart, type TicketKpis } from "@ondine/domain";
import type { Database } from "../../db";
import type { Scope } from "../../scope/scope";
import { resolveMonitoredLocation } from "./monitored-location.service";
import { seriesTargetOf } from "./series-target";
import { countTicketKpis } from "./ticket-kpis.repository";

/** SPEC §3 "Ticket KPIs" of a site or an organism over the look-back of SPEC §9. */
export async function getTicketKpis(
  db: Database,
  scope: Scope,
  location: MonitoringLocation,
  now: Date,
): Promise<TicketKpis> {
  const monitored = await resolveMonitoredLocation(db, scope, location);
  const counts = await countTicketKpis(db, seriesTargetOf(monitored), maintenanceLookBackStart(now));
  return { open: counts.open, intervention: counts.intervention };
}
