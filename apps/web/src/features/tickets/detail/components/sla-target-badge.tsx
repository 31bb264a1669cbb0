import { Badge, Group, Text } from "@mantine/core";
import type { TicketSlaTarget } from "@ondine/domain";
import IconAlertTriangle from "@tabler/icons-react/icons/IconAlertTriangle";
import IconCircleCheck from "@tabler/icons-react/icons/IconCircleCheck";
import IconClockHour4 from "@tabler/icons-react/icons/IconClockHour4";
import IconPlayerPause from "@tabler/icons-react/icons/IconPlayerPause";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import wholeBadgeClasses from "../../../../components/badges/whole-badge.module.css";
import { formatDateTime } from "../../../../i18n/format-date-time";
import { formatDuration } from "../../../../i18n/format-duration";
import { useMinuteClock } from "../../components/use-minute-clock";
import { slaTargetReading } from "../sla-target-reading";

interface SlaTargetBadgeProps {
  target: TicketSlaTarget;
  /** The ticket waits on the customer: every clock stands still. */
  paused: boolean;
  now?: Date;
}

const badge = { radius: "sm", tt: "none", classNames: wholeBadgeClasses } as const;

/**
 * One SLA target of the ticket (docs/tickets.md#sla-clock): the business time
 * left, "paused" while the ticket waits on the customer, when it was met, or
 * "overdue by ..." on a filled red badge with a warning sign, so that it
 * stands out by colour, shape and words; the moment it falls due or was met
 * beside it. The queue's badge shows the next due time of the two; the
 * ticket's page shows each.
 */
export function SlaTargetBadge({ target, paused, now }: SlaTargetBadgeProps) {
  const { t } = useTranslation();
  const minute = useMinuteClock();
  const reading = slaTargetReading(target, paused, now ?? minute);
  switch (reading.state) {
    case "met":
      return (
        <SlaLine detail={formatDateTime(reading.metAt)}>
          <Badge
            {...badge}
            variant="light"
            color={reading.late ? "orange" : "teal"}
            leftSection={<IconCircleCheck size={12} aria-hidden />}
          >
            {t(reading.late ? "ticketDetail.sla.metLate" : "ticketDetail.sla.met")}
          </Badge>
        </SlaLine>
      );
    case "paused":
      return (
        <Badge
          {...badge}
          variant="light"
          color={reading.breached ? "orange" : "gray"}
          leftSection={<IconPlayerPause size={12} aria-hidden />}
        >
          {t(reading.breached ? "ticketDetail.sla.pausedOverdue" : "tickets.sla.paused")}
        </Badge>
      );
    case "running":
      return (
        <SlaLine detail={t("tickets.sla.dueAt", { date: formatDateTime(reading.dueAt) })}>
          <Badge {...badge} variant="light" color="blue" leftSection={<IconClockHour4 size={12} aria-hidden />}>
            {t("tickets.sla.timeLeft", { duration: formatDuration(reading.leftMs) })}
          </Badge>
        </SlaLine>
      );
    case "overdue":
      return (
        <SlaLine detail={reading.dueAt && t("tickets.sla.dueAt", { date: formatDateTime(reading.dueAt) })}>
          <Badge {...badge} variant="filled" color="red" leftSection={<IconAlertTriangle size={12} aria-hidden />}>
            {reading.lateMs === null
              ? t("ticketDetail.sla.overdue")
              : t("tickets.sla.overdue", { duration: formatDuration(reading.lateMs) })}
          </Badge>
        </SlaLine>
      );
    case "stopped":
      return (
        <Badge {...badge} variant="outline" color="gray">
          {t("ticketDetail.sla.notRunning")}
        </Badge>
      );
  }
}

/** The badge, and beside it (below it on a phone) the moment it speaks of. */
function SlaLine({ detail, children }: { detail: string | null; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="wrap" component="span">
      {children}
      {detail && (
        <Text span size="xs" c="dimmed">
          {detail}
        </Text>
      )}
    </Group>
  );
}
