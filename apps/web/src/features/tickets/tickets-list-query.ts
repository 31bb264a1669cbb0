import type { TicketsListSearch } from "./tickets-list-search";

/** `GET /tickets`'s query string, as the API reads it (`ticketQuerySchema`); absent values left out. */
export type TicketsApiQuery = Record<string, string | number | undefined>;

/**
 * What the list asks the API for (docs/tickets.md#calls), and its export the
 * same without the page. A customer sees their tickets of the last 3 months
 * unless they ask for all of them or since a day, by last activity; the
 * support desk's queue runs over every ticket whatever its age (an old
 * ticket still open must stay in sight), by due time, with its own filters.
 */
export function ticketsApiQuery(search: TicketsListSearch, isDesk: boolean): TicketsApiQuery {
  const common = {
    q: search.q,
    status: search.status?.join(","),
    page: search.page,
  };
  if (!isDesk) {
    return {
      ...common,
      all: search.all === 1 ? 1 : undefined,
      since: search.all === 1 ? undefined : search.since,
      sort: search.sort ?? "activity",
    };
  }
  return {
    ...common,
    all: 1,
    kind: search.kind,
    organism_id: search.site_id === undefined ? search.organism_id : undefined,
    site_id: search.site_id,
    assignee: search.assignee,
    older_than_days: search.older_than_days,
    overdue: search.overdue,
    sort: search.sort ?? "due",
  };
}

/** The export's filters: the list's, every page. */
export function ticketsExportQuery(search: TicketsListSearch, isDesk: boolean): TicketsApiQuery {
  const { page: _page, ...filters } = ticketsApiQuery(search, isDesk);
  return filters;
}

/** How many filters narrow the list (the folded filters' count on a phone); the text searched and the page aside. */
export function activeTicketFilterCount(search: TicketsListSearch, isDesk: boolean): number {
  const filters = isDesk
    ? [
        search.status,
        search.kind,
        search.site_id ?? search.organism_id,
        search.assignee,
        search.older_than_days,
        search.overdue,
      ]
    : [search.status, search.all ?? search.since];
  return filters.filter((value) => value !== undefined).length;
}
