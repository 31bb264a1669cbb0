import { isSupportDesk, paths } from "@ondine/domain";
import { getRouteApi, useNavigate } from "@tanstack/react-router";
import { useCallback } from "react";
import { useCurrentUser } from "../../features/auth/api/get-current-user";
import { TicketsListPage } from "../../features/tickets/components/list/tickets-list-page";
import type { TicketsListSearch } from "../../features/tickets/tickets-list-search";
import { ScreenLoader } from "../layout/screen-loader";
import { useTicketLocationOptions } from "./tickets-location-options";

const ticketsRoute = getRouteApi("/support/tickets");

/**
 * /support/tickets: the customer's list or, for the support desk
 * (docs/tickets.md#who-sees-what), the queue; its filters and page in the
 * address, so a reload, a link or the back button keeps them.
 */
export function TicketsListScreen() {
  const search = ticketsRoute.useSearch();
  const navigate = useNavigate();
  const { data: actor } = useCurrentUser();
  const locations = useTicketLocationOptions() ?? [];
  const onSearchChange = useCallback(
    (next: TicketsListSearch) =>
      void navigate({ to: paths.supportTickets, search: { ...next, page: undefined }, replace: true }),
    [navigate],
  );
  const onPageChange = useCallback(
    (page: number) => void navigate({ to: paths.supportTickets, search: { ...search, page } }),
    [navigate, search],
  );
  // The route guard has read the user before the screen opens; this covers a cache cleared since.
  if (!actor) return <ScreenLoader />;
  return (
    <TicketsListPage
      search={search}
      isDesk={isSupportDesk(actor)}
      locations={locations}
      onSearchChange={onSearchChange}
      onPageChange={onPageChange}
      onOpen={(ticket) => void navigate({ to: paths.supportTicket, params: { ticketId: String(ticket.id) } })}
    />
  );
}
