import { Alert, Button, Paper, Select, Stack, Text, Title } from "@mantine/core";
import {
  type TicketDetail,
  type TicketPerson,
  type TicketUpdateInput,
  ticketKinds,
  ticketStatus,
  ticketUpdateSchema,
} from "@ondine/domain";
import IconArrowBigUpLines from "@tabler/icons-react/icons/IconArrowBigUpLines";
import IconCircleCheck from "@tabler/icons-react/icons/IconCircleCheck";
import IconRefresh from "@tabler/icons-react/icons/IconRefresh";
import IconUserCheck from "@tabler/icons-react/icons/IconUserCheck";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { showSuccess } from "../../../../components/notices/show-notice";
import { formatDateTime } from "../../../../i18n/format-date-time";
import { useMinuteClock } from "../../components/use-minute-clock";
import { useUpdateTicket } from "../api/update-ticket";
import { refusalText } from "../refusal-text";
import { useStatusOptions } from "../status-options";

interface TicketActionsProps {
  ticket: TicketDetail;
  /** The support desk, to assign to (empty for a customer). */
  desk: readonly TicketPerson[];
  /** The signed-in user, for "assign to me"; unknown leaves that button out. */
  viewerId: number | undefined;
}

/** The "nobody" choice of the assignee select (a Select's values are text). */
const nobody = "none";

/**
 * What the caller may do to the ticket, as its `can` says (docs/tickets.md#who-sees-what):
 * a customer closes it, or reopens it until `reopen_until`; the support desk
 * assigns it, sets its status, escalates it and changes its kind.
 */
export function TicketActions({ ticket, desk, viewerId }: TicketActionsProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const now = useMinuteClock();
  const update = useUpdateTicket(ticket.id);
  const canReopen =
    ticket.can.reopen && (ticket.reopen_until === null || new Date(ticket.reopen_until).getTime() > now.getTime());
  if (!ticket.can.manage && !ticket.can.close && !canReopen) return null;

  const change = (input: unknown) =>
    update.mutate(ticketUpdateSchema.parse(input), {
      onSuccess: () => showSuccess(t("ticketDetail.actions.saved")),
    });

  return (
    <Paper withBorder p={{ base: "sm", sm: "md" }} component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={2} size="h4" id={titleId}>
          {t("ticketDetail.actions.title")}
        </Title>
        {update.isError && (
          <Alert color="red" variant="light" role="alert" title={t("ticketDetail.actions.failed")}>
            <Text size="sm">{refusalText(update.error, t)}</Text>
          </Alert>
        )}
        {ticket.can.manage && (
          <DeskActions ticket={ticket} desk={desk} viewerId={viewerId} busy={update.isPending} onChange={change} />
        )}
        {ticket.can.close && (
          <Button
            variant="default"
            leftSection={<IconCircleCheck size={16} aria-hidden />}
            loading={update.isPending && update.variables?.status === ticketStatus.closed}
            disabled={update.isPending}
            onClick={() => change({ status: ticketStatus.closed })}
          >
            {t("ticketDetail.actions.close")}
          </Button>
        )}
        {canReopen && (
          <Stack gap={4}>
            <Button
              variant="default"
              leftSection={<IconRefresh size={16} aria-hidden />}
              loading={update.isPending && update.variables?.status === ticketStatus.open}
              disabled={update.isPending}
              onClick={() => change({ status: ticketStatus.open })}
            >
              {t("ticketDetail.actions.reopen")}
            </Button>
            {ticket.reopen_until && (
              <Text size="xs" c="dimmed">
                {t("ticketDetail.actions.reopenUntil", { date: formatDateTime(ticket.reopen_until) })}
              </Text>
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

interface DeskActionsProps {
  ticket: TicketDetail;
  desk: readonly TicketPerson[];
  viewerId: number | undefined;
  busy: boolean;
  /** A change as `PATCH /tickets/{id}`'s body, read by its schema. */
  onChange: (input: Partial<Record<keyof TicketUpdateInput, unknown>>) => void;
}

function DeskActions({ ticket, desk, viewerId, busy, onChange }: DeskActionsProps) {
  const { t } = useTranslation();
  const statusOptions = useStatusOptions();
  // The assignee stays a choice even when the desk's list is not read yet (or no longer holds them).
  const people =
    ticket.assignee && !desk.some((person) => person.id === ticket.assignee?.id) ? [ticket.assignee, ...desk] : desk;
  return (
    <Stack gap="sm">
      <Select
        label={t("ticketDetail.fields.assignee")}
        data={[
          { value: nobody, label: t("ticketDetail.fields.nobody") },
          ...people.map((person) => ({ value: String(person.id), label: person.name })),
        ]}
        value={ticket.assignee ? String(ticket.assignee.id) : nobody}
        allowDeselect={false}
        disabled={busy}
        onChange={(value) => value && onChange({ assignee_id: value === nobody ? null : value })}
      />
      {viewerId !== undefined && ticket.assignee?.id !== viewerId && (
        <Button
          variant="light"
          leftSection={<IconUserCheck size={16} aria-hidden />}
          disabled={busy}
          onClick={() => onChange({ assignee_id: viewerId })}
        >
          {t("ticketDetail.actions.assignToMe")}
        </Button>
      )}
      <Select
        label={t("ticketDetail.fields.status")}
        data={statusOptions}
        value={String(ticket.status)}
        allowDeselect={false}
        disabled={busy}
        onChange={(value) => value && onChange({ status: value })}
      />
      {ticket.status !== ticketStatus.escalated && (
        <Button
          variant="light"
          color="red"
          leftSection={<IconArrowBigUpLines size={16} aria-hidden />}
          disabled={busy}
          onClick={() => onChange({ status: ticketStatus.escalated })}
        >
          {t("ticketDetail.actions.escalate")}
        </Button>
      )}
      <Select
        label={t("ticketDetail.fields.kind")}
        data={ticketKinds.map((kind) => ({ value: kind, label: t(`tickets.kind.${kind}`) }))}
        value={ticket.kind}
        allowDeselect={false}
        disabled={busy}
        onChange={(value) => value && onChange({ kind: value })}
      />
    </Stack>
  );
}
