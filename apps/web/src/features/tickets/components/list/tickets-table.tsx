import { Table } from "@mantine/core";
import type { TicketSummary } from "@ondine/domain";
import type { MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { BorderedTable } from "../../../../components/tables/bordered-table";
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

interface TicketsTableProps extends TicketsListViewProps {
  onOpen: (ticket: TicketSummary) => void;
}

/** A click on the row, not on its link (which opens the ticket itself), opens the ticket. */
function openOnRowClick(event: MouseEvent<HTMLTableRowElement>, open: () => void) {
  if (event.target instanceof Element && event.target.closest("a, button")) return;
  open();
}

/**
 * The list on a wide screen, one row a ticket; the subject is the row's link
 * (Tab then Enter), a click anywhere on the row opens it too. An overdue
 * ticket's row is marked on its edge as well as by its SLA badge.
 */
export function TicketsTable({ tickets, isDesk, now, onOpen }: TicketsTableProps) {
  const { t } = useTranslation();
  const columns = isDesk ? "tickets.queue.columns" : "tickets.list.columns";
  return (
    <BorderedTable
      minWidth={isDesk ? 1100 : 900}
      label={t(isDesk ? "tickets.queue.title" : "tickets.list.title")}
      head={
        <>
          <Table.Th>{t(`${columns}.ticket`)}</Table.Th>
          <Table.Th>{t(`${columns}.status`)}</Table.Th>
          <Table.Th>{t(`${columns}.kind`)}</Table.Th>
          <Table.Th>{t(`${columns}.location`)}</Table.Th>
          {isDesk ? (
            <>
              <Table.Th>{t("tickets.queue.columns.requester")}</Table.Th>
              <Table.Th>{t("tickets.queue.columns.assignee")}</Table.Th>
              <Table.Th>{t("tickets.queue.columns.sla")}</Table.Th>
              <Table.Th>{t("tickets.queue.columns.opened")}</Table.Th>
            </>
          ) : (
            <>
              <Table.Th>{t("tickets.list.columns.activity")}</Table.Th>
              <Table.Th>{t("tickets.list.columns.answeredBy")}</Table.Th>
            </>
          )}
        </>
      }
    >
      {tickets.map((ticket) => (
        <Table.Tr
          key={ticket.id}
          className={[classes.clickableRow, isDesk && isTicketOverdue(ticket, now) ? classes.overdueRow : ""].join(" ")}
          onClick={(event) => openOnRowClick(event, () => onOpen(ticket))}
        >
          <Table.Td maw={360}>
            <TicketSubjectLink ticket={ticket} />
          </Table.Td>
          <Table.Td>
            <TicketStatusBadge status={ticket.status} />
          </Table.Td>
          <Table.Td>
            <TicketKindLabel kind={ticket.kind} />
          </Table.Td>
          <Table.Td maw={280}>
            <TicketLocationText ticket={ticket} />
          </Table.Td>
          {isDesk ? (
            <>
              <Table.Td>{ticket.requester.name}</Table.Td>
              <Table.Td>
                <TicketAssigneeText ticket={ticket} />
              </Table.Td>
              <Table.Td>
                <TicketSlaClock sla={ticket.sla} now={now} />
              </Table.Td>
              <Table.Td>
                <TicketInstantText iso={ticket.opened_at} now={now} />
              </Table.Td>
            </>
          ) : (
            <>
              <Table.Td>
                <TicketInstantText iso={ticket.last_activity_at} now={now} />
              </Table.Td>
              <Table.Td>
                <TicketAnsweredByText ticket={ticket} />
              </Table.Td>
            </>
          )}
        </Table.Tr>
      ))}
    </BorderedTable>
  );
}
