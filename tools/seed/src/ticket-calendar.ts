import type { BusinessCalendar } from "@ondine/domain";
import { loadConfig } from "@ondine/server/config";
import { ticketBusinessCalendar } from "@ondine/server/tools-api";

/**
 * The server's support-desk calendar under its default settings (France's
 * holidays, docs/tickets.md#sla-clock): the demo tickets' SLA when the seed
 * is not given the running configuration's.
 */
export function defaultTicketCalendar(): BusinessCalendar {
  return ticketBusinessCalendar(loadConfig({}));
}
