import { Group, Paper, Stack, Text } from "@mantine/core";
import type { TicketSummary } from "@ondine/domain";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
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
} from "./ticket-cells";

interface TicketsCardsProps {
  tickets: readonly TicketSummary[];
  isDesk: boolean;
  now: Date;
}

/** The list on a phone: a card a ticket, each value under its name, nothing to scroll sideways; the subject opens it. */
export function TicketsCards({ tickets, isDesk, now }: TicketsCardsProps) {
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
            <Field label={t("tickets.list.columns.kind")}>
              <TicketKindLabel kind={ticket.kind} />
            </Field>
            <Field label={t("tickets.list.columns.location")}>
              <TicketLocationText ticket={ticket} />
            </Field>
            {isDesk ? (
              <>
                <Field label={t("tickets.queue.columns.requester")}>{ticket.requester.name}</Field>
                <Field label={t("tickets.queue.columns.assignee")}>
                  <TicketAssigneeText ticket={ticket} />
                </Field>
                <Field label={t("tickets.queue.columns.opened")}>
                  <TicketInstantText iso={ticket.opened_at} now={now} />
                </Field>
              </>
            ) : (
              <>
                <Field label={t("tickets.list.columns.activity")}>
                  <TicketInstantText iso={ticket.last_activity_at} now={now} />
                </Field>
                <Field label={t("tickets.list.columns.answeredBy")}>
                  <TicketAnsweredByText ticket={ticket} />
                </Field>
              </>
            )}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}
