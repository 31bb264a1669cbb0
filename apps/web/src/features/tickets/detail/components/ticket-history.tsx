import { Paper, Stack, Text, Title } from "@mantine/core";
import type { TicketDetail, TicketPerson } from "@ondine/domain";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../../i18n/format-date-time";
import sharedClasses from "../../components/tickets.module.css";
import { historyChange, peopleOfTicket } from "../history-change";

interface TicketHistoryProps {
  ticket: TicketDetail;
  /** The support desk, to name assignees recorded by id. */
  desk: readonly TicketPerson[];
}

/** Every change of the ticket, for the support desk (docs/tickets.md#history): who, what (from → to), when. */
export function TicketHistory({ ticket, desk }: TicketHistoryProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const people = peopleOfTicket(ticket, desk);
  return (
    <Paper withBorder p={{ base: "sm", sm: "md" }} component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {t("ticketDetail.history.title")}
        </Title>
        <Stack gap="sm" component="ol" className={sharedClasses.plainList}>
          {ticket.history.map((entry) => {
            const change = historyChange(entry, t, people);
            return (
              <Stack key={entry.id} gap={0} component="li">
                <Text size="sm">
                  <Text span fw={600} inherit>
                    {entry.actor?.name ?? t("ticketDetail.history.system")}
                  </Text>
                  {" · "}
                  {t(`ticketDetail.history.actions.${entry.action}`)}
                </Text>
                {change && (
                  <Text size="sm" className={sharedClasses.wrapAnywhere}>
                    {"target" in change ? change.target : t("ticketDetail.history.fromTo", change)}
                  </Text>
                )}
                <Text size="xs" c="dimmed" component="time" dateTime={entry.at}>
                  {formatDateTime(entry.at)}
                </Text>
              </Stack>
            );
          })}
        </Stack>
      </Stack>
    </Paper>
  );
}
