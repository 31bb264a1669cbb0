import { Group, Paper, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { CardField } from "../../../../components/cards/card-field";
import { isTicketOverdue } from "../../ticket-overdue";
import { TicketKindLabel } from "../ticket-kind-label";
import { TicketSlaClock } from "../ticket-sla-clock";
import { TicketStatusBadge } from "../ticket-status-badge";
import classes from "../tickets.module.css";
import {
  TicketAnsweredByText,
  TicketAssigneeText,
  TicketInstantText,
  TicketLocationText,
  TicketSubjectLink,
  type TicketsListViewProps,
} from "./ticket-cells";

/** The list on a phone: a card a ticket, each value under its name, nothing to scroll sideways; the subject opens it. */
export function TicketsCards({ tickets, isDesk, now }: TicketsListViewProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" component="ul" className={classes.plainList}>
      {tickets.map((ticket) => (
        <Paper
          key={ticket.id}
          withBorder
          p="md"
          component="li"
          className={isDesk && isTicketOverdue(ticket, now) ? classes.overdueCard : undefined}
        >
          <Stack gap="xs">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <TicketSubjectLink ticket={ticket} />
              <TicketStatusBadge status={ticket.status} />
            </Group>
            {isDesk && <TicketSlaClock sla={ticket.sla} now={now} />}
            <CardField label={t("tickets.list.columns.kind")}>
              <TicketKindLabel kind={ticket.kind} />
            </CardField>
            <CardField label={t("tickets.list.columns.location")}>
              <TicketLocationText ticket={ticket} />
            </CardField>
            {isDesk ? (
              <>
                <CardField label={t("tickets.queue.columns.requester")}>{ticket.requester.name}</CardField>
                <CardField label={t("tickets.queue.columns.assignee")}>
                  <TicketAssigneeText ticket={ticket} />
                </CardField>
                <CardField label={t("tickets.queue.columns.opened")}>
                  <TicketInstantText iso={ticket.opened_at} now={now} />
                </CardField>
              </>
            ) : (
              <>
                <CardField label={t("tickets.list.columns.activity")}>
                  <TicketInstantText iso={ticket.last_activity_at} now={now} />
                </CardField>
                <CardField label={t("tickets.list.columns.answeredBy")}>
                  <TicketAnsweredByText ticket={ticket} />
                </CardField>
              </>
            )}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
