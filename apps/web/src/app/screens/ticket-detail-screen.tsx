import { useCurrentUser } from "../../features/auth/api/get-current-user";
import { TicketDetailScreen as TicketDetail } from "../../features/tickets/detail";

/** /support/tickets/{ticketId}: the ticket's page, given the signed-in user (its "assign to me"). */
export function TicketDetailScreen() {
  const { data: user } = useCurrentUser();
  return <TicketDetail viewerId={user?.id} />;
}
