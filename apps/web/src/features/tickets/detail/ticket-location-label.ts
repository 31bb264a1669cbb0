import type { TicketSummary } from "@ondine/domain";

/** Where a ticket is, from the widest place down: "Hôtels Lumière › Hôtel Nantes › AP-310 (00:11:22:33:44:55)". */
export function ticketLocationLabel(location: TicketSummary["location"]): string {
  return [location.organism_name, location.site_name, location.equipment_name]
    .filter((part): part is string => part !== null && part !== "")
    .join(" › ");
}
