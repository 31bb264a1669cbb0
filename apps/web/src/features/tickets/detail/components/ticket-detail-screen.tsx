import { getRouteApi } from "@tanstack/react-router";
import { TicketDetailPage, TicketNotFound } from "./ticket-detail-page";

const ticketRoute = getRouteApi("/support/tickets/$ticketId");

interface TicketDetailScreenProps {
  /**
   * The signed-in user's id, for "assign to me" (a feature does not read the
   * signed-in user itself: the screen that composes it passes it). Without it
   * the desk still assigns through the assignee list.
   */
  viewerId?: number;
}

/** /support/tickets/{ticketId}: an address that is no ticket id is not found, as a ticket the caller may not read. */
export function TicketDetailScreen({ viewerId }: TicketDetailScreenProps) {
  const { ticketId } = ticketRoute.useParams();
  const id = Number(ticketId);
  if (!Number.isSafeInteger(id) || id <= 0) return <TicketNotFound />;
  return <TicketDetailPage key={id} ticketId={id} viewerId={viewerId} />;
}
