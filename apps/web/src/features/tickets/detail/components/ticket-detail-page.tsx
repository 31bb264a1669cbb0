import { Anchor, Stack, Text } from "@mantine/core";
import { notFoundErrorKey, paths, type TicketDetail } from "@ondine/domain";
import IconArrowLeft from "@tabler/icons-react/icons/IconArrowLeft";
import { Link, Navigate } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../../api/api-error";
import { DataStates } from "../../../../components/data-states/data-states";
import { useTicketAssignees } from "../api/find-ticket-assignees";
import { useTicket } from "../api/get-ticket";
import { TicketActions } from "./ticket-actions";
import { TicketConversation } from "./ticket-conversation";
import classes from "./ticket-detail.module.css";
import { TicketHeader } from "./ticket-header";
import { TicketHistory } from "./ticket-history";
import { TicketReplyForm } from "./ticket-reply-form";
import { TicketSiteStateCard } from "./ticket-site-state";

interface TicketDetailPageProps {
  ticketId: number;
  /** The signed-in user, for "assign to me". */
  viewerId: number | undefined;
}

/**
 * /support/tickets/{id} (docs/tickets.md#calls): the ticket read, then shown;
 * one the caller may not read (or that does not exist, the same 404) goes to
 * the not-found page.
 */
export function TicketDetailPage({ ticketId, viewerId }: TicketDetailPageProps) {
  const { t } = useTranslation();
  const query = useTicket(ticketId);
  if (isApiError(query.error) && query.error.status === 404) return <TicketNotFound />;
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={paths.supportTickets} activeOptions={{ exact: true }} size="sm" w="fit-content">
        <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: "-2px", marginInlineEnd: 4 }} />
        {t("ticketDetail.backToList")}
      </Anchor>
      <DataStates
        query={query}
        loadingLabel={t("ticketDetail.loading")}
        loadingShape="spinner"
        errorTitle={t("ticketDetail.failed")}
        retryLabel={t("ticketDetail.retry")}
      >
        {(ticket) => <TicketView ticket={ticket} viewerId={viewerId} />}
      </DataStates>
    </Stack>
  );
}

/** The house's not-found page, as for any address that names nothing. */
export function TicketNotFound() {
  return <Navigate to={paths.error} params={{ errorKey: notFoundErrorKey }} replace />;
}

function TicketView({ ticket, viewerId }: { ticket: TicketDetail; viewerId: number | undefined }) {
  const { t } = useTranslation();
  const desk = useTicketAssignees(ticket.can.manage).data ?? [];
  return (
    <Stack gap="lg">
      <TicketHeader ticket={ticket} />
      <div className={classes.columns}>
        <Stack gap="lg">
          {ticket.site_state && <TicketSiteStateCard state={ticket.site_state} />}
          <TicketConversation messages={ticket.messages} />
          {ticket.can.reply ? (
            <TicketReplyForm ticket={ticket} />
          ) : (
            <Text c="dimmed" size="sm">
              {t("ticketDetail.reply.unavailable")}
            </Text>
          )}
        </Stack>
        <Stack gap="lg">
          <TicketActions ticket={ticket} desk={desk} viewerId={viewerId} />
          {ticket.history.length > 0 && <TicketHistory ticket={ticket} desk={desk} />}
        </Stack>
      </div>
    </Stack>
  );
}
