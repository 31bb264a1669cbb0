import { isSupportDesk } from "@ondine/domain";
import { type SQL, sql } from "drizzle-orm";
import { tickets } from "../../db/schema";
import { organismInScope, siteInScope } from "../../scope/scope-conditions";
import type { TicketCaller } from "./ticket-caller";

/**
 * The tickets a caller may read (docs/tickets.md#who-sees-what), as a
 * condition on `tickets`: every ticket for the support desk; for a customer,
 * those on a site of their scope, and those on an organism (as a whole) the
 * scope holds as a whole. Never NULL, so it can be negated safely.
 */
export function ticketVisibleTo(caller: TicketCaller): SQL {
  if (isSupportDesk(caller.actor)) return sql`true`;
  return sql`((${tickets.siteId} is not null and ${siteInScope(caller.scope, tickets.siteId)})
    or (${tickets.siteId} is null and ${organismInScope(caller.scope, tickets.organismId)}))`;
}
