import { Badge, DataList, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { TicketDetail } from "@ondine/domain";
import { useTranslation } from "react-i18next";
import wholeBadgeClasses from "../../../../components/badges/whole-badge.module.css";
import { useIsSmallScreen } from "../../../../components/layout/use-is-small-screen";
import { formatDateTime } from "../../../../i18n/format-date-time";
import { TicketKindLabel } from "../../components/ticket-kind-label";
import { TicketStatusBadge } from "../../components/ticket-status-badge";
import sharedClasses from "../../components/tickets.module.css";
import { ticketLocationLabel } from "../ticket-location-label";
import { DetailItem } from "./detail-item";
import { SlaTargetBadge } from "./sla-target-badge";

/**
 * The ticket at a glance (docs/tickets.md#model): its issue number and
 * subject, status and conversation state, then what it is about, where, who
 * asked and who answers, since when, and where its SLA stands.
 */
export function TicketHeader({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation();
  const isSmallScreen = useIsSmallScreen();
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Text c="dimmed" fw={600}>
          {t("ticketDetail.issueNumber", { number: ticket.issue_number })}
        </Text>
        <Title order={1} className={sharedClasses.wrapAnywhere}>
          {ticket.subject}
        </Title>
        <Group gap="xs" mt={4}>
          <TicketStatusBadge status={ticket.status} />
          <Badge
            variant="outline"
            color={ticket.conversation === "closed" ? "gray" : "ocean"}
            radius="sm"
            tt="none"
            classNames={wholeBadgeClasses}
          >
            {t(`ticketDetail.conversation.states.${ticket.conversation}`)}
          </Badge>
        </Group>
      </Stack>
      <Paper withBorder p={{ base: "sm", sm: "md" }}>
        <DataList size="sm" labelWidth={170} orientation={isSmallScreen ? "vertical" : "horizontal"}>
          <DetailItem label={t("ticketDetail.fields.kind")}>
            <TicketKindLabel kind={ticket.kind} />
          </DetailItem>
          <DetailItem label={t("ticketDetail.fields.location")}>{ticketLocationLabel(ticket.location)}</DetailItem>
          <DetailItem label={t("ticketDetail.fields.requester")}>{ticket.requester.name}</DetailItem>
          <DetailItem label={t("ticketDetail.fields.assignee")}>
            {ticket.assignee?.name ?? t("ticketDetail.fields.nobody")}
          </DetailItem>
          <DetailItem label={t("ticketDetail.fields.openedAt")}>{formatDateTime(ticket.opened_at)}</DetailItem>
          <DetailItem label={t("ticketDetail.fields.firstResponse")}>
            <SlaTargetBadge target={ticket.sla.first_response} paused={ticket.sla.paused} />
          </DetailItem>
          <DetailItem label={t("ticketDetail.fields.resolution")}>
            <SlaTargetBadge target={ticket.sla.resolution} paused={ticket.sla.paused} />
          </DetailItem>
        </DataList>
      </Paper>
    </Stack>
  );
}
