import { paths } from "@ondine/domain";
import { getRouteApi, useNavigate } from "@tanstack/react-router";
import { NewTicketPage } from "../../features/tickets/components/new/new-ticket-page";
import { ScreenLoader } from "../layout/screen-loader";
import { useTicketLocationOptions } from "./tickets-location-options";

const newTicketRoute = getRouteApi("/support/tickets/new");

/** /support/tickets/new: prefilled from the address (docs/tickets.md#context); once opened, the ticket's page. */
export function TicketNewScreen() {
  const search = newTicketRoute.useSearch();
  const navigate = useNavigate();
  const locations = useTicketLocationOptions();
  if (!locations) return <ScreenLoader />;
  return (
    <NewTicketPage
      search={search}
      locations={locations}
      onCreated={(ticket) => void navigate({ to: paths.supportTicket, params: { ticketId: String(ticket.id) } })}
    />
  );
}
