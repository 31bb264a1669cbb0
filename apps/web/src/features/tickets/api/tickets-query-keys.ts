import { ticketsQueryKey } from "../detail/api/ticket-query-keys";
import type { TicketsApiQuery } from "../tickets-list-query";

/** Every ticket query starts with `ticketsQueryKey`, so opening or changing a ticket refreshes the lists (and home's counts). */
export { ticketsQueryKey };

export function ticketsPageQueryKey(query: TicketsApiQuery) {
  return [...ticketsQueryKey, "list", query] as const;
}

export function siteEquipmentQueryKey(siteId: number) {
  return [...ticketsQueryKey, "site-equipment", siteId] as const;
}
