import { Button, Code, Drawer, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { WebhookAttempt, WebhookDelivery, WebhookDeliveryDetail } from "@ondine/domain";
import IconRepeat from "@tabler/icons-react/icons/IconRepeat";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { apiErrorMessage } from "../../../api/api-error-message";
import { CardField } from "../../../components/cards/card-field";
import { DataStates } from "../../../components/data-states/data-states";
import { useIsSmallScreen } from "../../../components/layout/use-is-small-screen";
import { showFailure, showSuccess } from "../../../components/notices/show-notice";
import { formatDateTime } from "../../../i18n/format-date-time";
import { formatNumber } from "../../../i18n/format-number";
import { useWebhookDelivery } from "../api/get-webhook-delivery";
import { useReplayWebhookDelivery } from "../api/replay-webhook-deliveries";
import { attemptOutcome } from "../webhook-attempt-words";
import { DeliveryStateBadge } from "./webhook-badges";
import classes from "./webhooks.module.css";

interface WebhookDeliveryDrawerProps {
  endpointId: number;
  /** The delivery opened; undefined: closed. */
  deliveryId: number | undefined;
  /** The log's row of it, titling the drawer while its detail is read. */
  fromLog: WebhookDelivery | undefined;
  onClose: () => void;
}

/**
 * A delivery opened from the log (docs/webhooks.md#log): the request as sent
 * (its body, indented) and every attempt, with what was answered or why
 * nothing was; "Replay" queues a failed or delivered one again now.
 */
export function WebhookDeliveryDrawer({ endpointId, deliveryId, fromLog, onClose }: WebhookDeliveryDrawerProps) {
  const { t } = useTranslation();
  const isSmallScreen = useIsSmallScreen();
  const query = useWebhookDelivery(endpointId, deliveryId);
  const type = query.data?.event_type ?? fromLog?.event_type;
  return (
    <Drawer
      opened={deliveryId !== undefined}
      onClose={onClose}
      position="right"
      size={isSmallScreen ? "100%" : "xl"}
      title={
        type
          ? t("webhooks.delivery.title", { type: t(`webhooks.events.${type}.name`) })
          : t("webhooks.delivery.untitled")
      }
    >
      <DataStates
        query={query}
        loadingLabel={t("webhooks.delivery.loading")}
        loadingShape="spinner"
        errorTitle={t("webhooks.delivery.failed")}
        retryLabel={t("webhooks.retry")}
      >
        {(delivery) => <DeliveryDetail endpointId={endpointId} delivery={delivery} />}
      </DataStates>
    </Drawer>
  );
}

/** The body as the receiver got it, indented when it is JSON (it always is; kept as sent otherwise). */
export function prettyBody(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

function DeliveryDetail({ endpointId, delivery }: { endpointId: number; delivery: WebhookDeliveryDetail }) {
  const { t } = useTranslation();
  const attemptsTitleId = useId();
  const replay = useReplayWebhookDelivery(endpointId);
  // Anything not in flight right now: failed, delivered, or waiting hours for its next retry.
  const canReplay = delivery.state !== "sending";
  const none = t("webhooks.log.none");
  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <Group gap="sm" justify="space-between" wrap="wrap">
          <DeliveryStateBadge state={delivery.state} />
          {canReplay && (
            <Button
              size="sm"
              leftSection={<IconRepeat size={16} aria-hidden />}
              loading={replay.isPending}
              onClick={() =>
                replay.mutate(delivery.id, {
                  onSuccess: () => showSuccess(t("webhooks.delivery.replayed")),
                  onError: (error) => showFailure(apiErrorMessage(error, t)),
                })
              }
            >
              {t("webhooks.delivery.replay")}
            </Button>
          )}
        </Group>
        <CardField label={t("webhooks.log.columns.eventId")}>
          <Code>{delivery.event_id}</Code>
        </CardField>
        <Group gap="xl" wrap="wrap">
          <CardField label={t("webhooks.log.columns.createdAt")}>{formatDateTime(delivery.created_at)}</CardField>
          <CardField label={t("webhooks.delivery.deliveredAt")}>
            {delivery.delivered_at ? formatDateTime(delivery.delivered_at) : none}
          </CardField>
          <CardField label={t("webhooks.log.columns.nextAttempt")}>
            {delivery.next_attempt_at ? formatDateTime(delivery.next_attempt_at) : none}
          </CardField>
        </Group>
      </Stack>
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t("webhooks.delivery.body")}
        </Title>
        {/* It scrolls both ways: a keyboard reaches it to scroll it (axe: scrollable-region-focusable). */}
        <Code block className={classes.body} tabIndex={0} aria-label={t("webhooks.delivery.body")}>
          {prettyBody(delivery.request_body)}
        </Code>
      </Stack>
      <Stack gap="xs" component="section" aria-labelledby={attemptsTitleId}>
        <Title order={3} size="h5" id={attemptsTitleId}>
          {t("webhooks.delivery.attempts")}
        </Title>
        {delivery.attempt_log.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("webhooks.delivery.noAttempt")}
          </Text>
        ) : (
          <Stack gap="sm" component="ol" className={classes.plainList}>
            {delivery.attempt_log.map((attempt) => (
              <AttemptItem key={attempt.attempt} attempt={attempt} />
            ))}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}

/** How long an attempt took: milliseconds under a second, seconds with one decimal above. */
function formatAttemptDuration(ms: number): string {
  return ms < 1000
    ? formatNumber(ms, { style: "unit", unit: "millisecond", unitDisplay: "short" })
    : formatNumber(ms / 1000, { style: "unit", unit: "second", unitDisplay: "short", maximumFractionDigits: 1 });
}

function AttemptItem({ attempt }: { attempt: WebhookAttempt }) {
  const { t } = useTranslation();
  const outcome = attemptOutcome(attempt);
  const explanation =
    outcome.kind === "known"
      ? t(`webhooks.attemptErrors.${outcome.error}`)
      : outcome.kind === "status"
        ? t("webhooks.attemptErrors.status", { status: String(outcome.status) })
        : outcome.kind === "other"
          ? t("webhooks.attemptErrors.other", { error: outcome.error })
          : undefined;
  return (
    <Paper withBorder p="sm" component="li">
      <Stack gap={6}>
        <Group gap="sm" justify="space-between" wrap="wrap">
          <Text size="sm" fw={600}>
            {t("webhooks.delivery.attempt", { number: attempt.attempt })}
          </Text>
          <Text size="sm" c={outcome.kind === "delivered" ? "teal.9" : "red.9"} fw={600}>
            {attempt.response_status === null
              ? t("webhooks.delivery.noAnswer")
              : t("webhooks.delivery.status", { status: String(attempt.response_status) })}
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          {t("webhooks.delivery.attemptAt", {
            date: formatDateTime(attempt.started_at),
            duration: formatAttemptDuration(attempt.duration_ms),
          })}
        </Text>
        {explanation && <Text size="sm">{explanation}</Text>}
        {attempt.response_head !== "" && (
          <Stack gap={2}>
            <Text size="xs" c="dimmed" fw={600} aria-hidden>
              {t("webhooks.delivery.answerHead")}
            </Text>
            <Code block tabIndex={0} className={classes.body} aria-label={t("webhooks.delivery.answerHead")}>
              {attempt.response_head}
            </Code>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
