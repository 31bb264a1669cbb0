import { Badge } from "@mantine/core";
import { type TicketStatus, type TicketStatusName, ticketStatusName } from "@ondine/domain";
import { useTranslation } from "react-i18next";
import wholeBadgeClasses from "../../../components/badges/whole-badge.module.css";

/** Hues far apart, each dark enough on its light fill to read (WCAG AA in the light and dark schemes). */
const statusColors: Record<TicketStatusName, string> = {
  open: "blue",
  inProgress: "ocean",
  escalated: "red",
  pending: "orange",
  resolved: "teal",
  closed: "gray",
};

/** A ticket's status by the product's numbers (docs/tickets.md#model), named in the interface language. */
export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const { t } = useTranslation();
  const name = ticketStatusName(status);
  return (
    <Badge variant="light" color={statusColors[name]} radius="sm" tt="none" classNames={wholeBadgeClasses}>
      {t(`tickets.status.${name}`)}
    </Badge>
  );
}
