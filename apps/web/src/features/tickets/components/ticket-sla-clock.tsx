import { Badge } from "@mantine/core";
import type { TicketSla } from "@ondine/domain";
import IconAlertTriangle from "@tabler/icons-react/icons/IconAlertTriangle";
import IconClockHour4 from "@tabler/icons-react/icons/IconClockHour4";
import IconPlayerPause from "@tabler/icons-react/icons/IconPlayerPause";
import { useTranslation } from "react-i18next";
import wholeBadgeClasses from "../../../components/badges/whole-badge.module.css";
import { formatDateTime } from "../../../i18n/format-date-time";
import { formatDuration } from "../../../i18n/format-duration";
import { ticketSlaReading } from "../ticket-sla-reading";
import { useMinuteClock } from "./use-minute-clock";

/**
 * A ticket's SLA clock (docs/tickets.md#sla-clock): the business time left
 * before its next due time, "paused" while it waits on the customer, and,
 * past due, "overdue by ..." on a filled red badge with a warning sign, so
 * that it stands out in colour, shape and words. Durations and the due time
 * read in the interface language. `now` is the minute clock unless given.
 */
export function TicketSlaClock({ sla, now }: { sla: TicketSla; now?: Date }) {
  const { t } = useTranslation();
  const minute = useMinuteClock();
  const reading = ticketSlaReading(sla, now ?? minute);
  const badge = { radius: "sm", tt: "none", classNames: wholeBadgeClasses } as const;
  switch (reading.state) {
    case "paused":
      return (
        <Badge {...badge} variant="light" color="gray" leftSection={<IconPlayerPause size={12} aria-hidden />}>
          {t("tickets.sla.paused")}
        </Badge>
      );
    case "stopped":
      return (
        <Badge {...badge} variant="outline" color="gray">
          {t("tickets.sla.stopped")}
        </Badge>
      );
    case "running":
      return (
        <Badge
          {...badge}
          variant="light"
          color="blue"
          title={t("tickets.sla.dueAt", { date: formatDateTime(reading.dueAt) })}
          leftSection={<IconClockHour4 size={12} aria-hidden />}
        >
          {t("tickets.sla.timeLeft", { duration: formatDuration(reading.leftMs) })}
        </Badge>
      );
    case "overdue":
      return (
        <Badge
          {...badge}
          variant="filled"
          color="red"
          title={t("tickets.sla.dueAt", { date: formatDateTime(reading.dueAt) })}
          leftSection={<IconAlertTriangle size={12} aria-hidden />}
        >
          {t("tickets.sla.overdue", { duration: formatDuration(reading.lateMs) })}
        </Badge>
      );
  }
}
