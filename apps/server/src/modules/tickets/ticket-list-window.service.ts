import type { TicketQuery, TicketSummary } from "@ondine/domain";
import { assertMayUseTickets, type TicketCaller } from "./ticket-caller";
import { findStatusChanges } from "./ticket-history.repository";
import { ticketListFilter, ticketListOrder } from "./ticket-list-filter";
import { namedTicket, readTicketNames } from "./ticket-names";
import { slaOfTicket } from "./ticket-sla";
import { presentTicketSummary } from "./tickets.presenter";
import { countVisibleTickets, findVisibleTickets } from "./tickets.repository";
import type { TicketsDependencies } from "./tickets-dependencies";

/** The list's filters and order (`GET /tickets`'s, docs/tickets.md#calls) without its page. */
export type TicketListFilters = Omit<TicketQuery, "page">;

/** The filter of the list's query: it reads no page. */
const listFilter = (caller: TicketCaller, filters: TicketListFilters, now: Date) =>
  ticketListFilter(caller, { ...filters, page: 1 }, now);

/**
 * The tickets of the list, as `GET /tickets` finds and orders them, in any
 * window of rows rather than the console's pages: GraphQL's connection
 * (`first` up to `ticketLimits.graphqlPageMax`) and the export's pages. Each
 * with its SLA as of `now`; 403 for a caller without tickets at all. One
 * query on `tickets` for the window, then its statuses and its names (one
 * look-up per owner of the names: `readTicketNames`).
 */
export async function findTicketSummaries(
  deps: TicketsDependencies,
  caller: TicketCaller,
  filters: TicketListFilters,
  window: { limit: number; offset: number },
  now: Date,
): Promise<TicketSummary[]> {
  assertMayUseTickets(caller);
  const order = ticketListOrder(caller, filters.sort);
  const tickets = await findVisibleTickets(deps.db, caller, listFilter(caller, filters, now), order, window);
  const [names, statusChanges] = await Promise.all([
    readTicketNames(deps.db, tickets),
    findStatusChanges(
      deps.db,
      tickets.map((ticket) => ticket.id),
    ),
  ]);
  return tickets.map((ticket) =>
    presentTicketSummary(
      namedTicket(ticket, names),
      slaOfTicket(deps.config, ticket, statusChanges.get(ticket.id) ?? [], now),
    ),
  );
}

/** How many tickets the list finds for the caller (403 without tickets at all). */
export async function countTicketSummaries(
  deps: TicketsDependencies,
  caller: TicketCaller,
  filters: TicketListFilters,
  now: Date,
): Promise<number> {
  assertMayUseTickets(caller);
  return countVisibleTickets(deps.db, caller, listFilter(caller, filters, now));
}
