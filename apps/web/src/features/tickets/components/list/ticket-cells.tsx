import { Anchor, Stack, Text } from "@mantine/core";
import { paths, type TicketPerson, type TicketSummary } from "@ondine/domain";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../../i18n/format-date-time";
import { formatRelativeTime } from "../../../../i18n/format-relative-time";
import { ticketLocationLabel } from "../../detail/ticket-location-label";
import classes from "../tickets.module.css";

/** What both views of the list, the table on a wide screen and the cards on a phone, are given. */
export interface TicketsListViewProps {
  tickets: readonly TicketSummary[];
  /** The support desk's queue (assignee, SLA and age) rather than the customer's list (who answered, last activity). */
  isDesk: boolean;
  now: Date;
}

/** The issue number customers quote and the subject, as the link that opens the ticket (the row's keyboard way in). */
export function TicketSubjectLink({ ticket }: { ticket: TicketSummary }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" ff="monospace">
        {ticket.issue_number}
      </Text>
      <Anchor
        renderRoot={(props) => <Link {...props} to={paths.supportTicket} params={{ ticketId: String(ticket.id) }} />}
        size="sm"
        fw={600}
        className={classes.wrapAnywhere}
      >
        {ticket.subject}
      </Anchor>
    </Stack>
  );
}

/** Where the ticket is: organism › site › equipment. */
export function TicketLocationText({ ticket }: { ticket: TicketSummary }) {
  return (
    <Text size="sm" className={classes.wrapAnywhere}>
      {ticketLocationLabel(ticket.location)}
    </Text>
  );
}

/** A person of the ticket by name, or what their absence means ("nobody yet"). */
export function TicketPersonText({ person, none }: { person: TicketPerson | null; none: string }) {
  return person ? (
    <Text size="sm">{person.name}</Text>
  ) : (
    <Text size="sm" c="dimmed">
      {none}
    </Text>
  );
}

/** An instant as how long ago ("3 hours ago"), the full date and time on hover and for screen readers. */
export function TicketInstantText({ iso, now }: { iso: string; now: Date }) {
  return (
    <Text size="sm" component="time" dateTime={iso} title={formatDateTime(iso)}>
      {formatRelativeTime(iso, now)}
    </Text>
  );
}

/** Who answered last from the support desk, if anyone did. */
export function TicketAnsweredByText({ ticket }: { ticket: TicketSummary }) {
  const { t } = useTranslation();
  return <TicketPersonText person={ticket.last_answered_by} none={t("tickets.list.notAnswered")} />;
}

/** Who handles it at the desk, or nobody yet. */
export function TicketAssigneeText({ ticket }: { ticket: TicketSummary }) {
  const { t } = useTranslation();
  return <TicketPersonText person={ticket.assignee} none={t("tickets.queue.unassigned")} />;
}
