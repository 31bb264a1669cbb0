import { paths } from "@ondine/domain";
import { getRouteApi, useNavigate } from "@tanstack/react-router";
import { useSiteToolReport } from "../../features/site-tools";
import { NewTicketPage } from "../../features/tickets/components/new/new-ticket-page";
import { ScreenLoader } from "../layout/screen-loader";
import { useTicketLocationOptions } from "./tickets-location-options";

const newTicketRoute = getRouteApi("/support/tickets/new");

/**
 * /support/tickets/new: prefilled from the address (docs/tickets.md#context), the first message with a
 * site tool's report when one is named (docs/site-tools.md#diagnosis); once opened, the ticket's page.
 */
export function TicketNewScreen() {
  const search = newTicketRoute.useSearch();
  const navigate = useNavigate();
  const locations = useTicketLocationOptions();
  const report = useSiteToolReport(search.site_tool_run_id);
  if (!locations || report.isWaiting) return <ScreenLoader />;
  return (
    <NewTicketPage
      search={search}
      locations={locations}
      initialMessage={report.text}
      onCreated={(ticket) => void navigate({ to: paths.supportTicket, params: { ticketId: String(ticket.id) } })}
    />
  );
}
