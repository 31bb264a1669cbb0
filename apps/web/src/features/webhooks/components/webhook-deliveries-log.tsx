import { Anchor, Button, Group, Loader, Select, Stack, Table, Text, Title } from "@mantine/core";
import {
  type WebhookDelivery,
  type WebhookDeliveryEventType,
  type WebhookDeliveryState,
  webhookDeliveryStates,
  webhookTestEventType,
} from "@ondine/domain";
import IconRepeat from "@tabler/icons-react/icons/IconRepeat";
import { lazy, Suspense, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { DataStates } from "../../../components/data-states/data-states";
import { ListPagination } from "../../../components/pagination/list-pagination";
import { BorderedTable } from "../../../components/tables/bordered-table";
import { formatDateTime } from "../../../i18n/format-date-time";
import { formatNumber } from "../../../i18n/format-number";
import {
  hasWaitingDelivery,
  useWebhookDeliveries,
  type WebhookDeliveriesFilters,
} from "../api/find-webhook-deliveries";
import { webhookEventGroups } from "../webhook-event-groups";
import { DeliveryStateBadge } from "./webhook-badges";
import { WebhookDeliveryDrawer } from "./webhook-delivery-drawer";
import classes from "./webhooks.module.css";

// The date and time picker (Mantine's dates and dayjs's locales) loads when the dialog first opens.
const ReplaySinceModal = lazy(() =>
  import("./replay-since-modal").then(({ ReplaySinceModal }) => ({ default: ReplaySinceModal })),
);

/** Every type a log may hold, in the catalogue's order, the test event last. */
const logEventTypes: readonly WebhookDeliveryEventType[] = [
  ...webhookEventGroups.flatMap((group) => group.types),
  webhookTestEventType,
];

/** "All states", "all types" in the filters. */
const anyValue = "any";

/**
 * The endpoint's log (docs/webhooks.md#log): its deliveries, newest first,
 * 50 a page, by state and type; a row opens the delivery. Read again every
 * 5 s while one of them is pending or sending.
 */
export function WebhookDeliveriesLog({ endpointId }: { endpointId: number }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [filters, setFilters] = useState<WebhookDeliveriesFilters>({ page: 1 });
  const query = useWebhookDeliveries(endpointId, filters);
  const [openId, setOpenId] = useState<number>();
  const [isReplaying, setReplaying] = useState(false);
  const [replayOpened, setReplayOpened] = useState(false);
  const isFiltered = filters.state !== undefined || filters.eventType !== undefined;
  const opened = query.data?.deliveries.find((delivery) => delivery.id === openId);

  return (
    <Stack gap="md" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Title order={2} size="h3" id={titleId}>
            {t("webhooks.log.title")}
          </Title>
          <Text size="sm" c="dimmed">
            {t("webhooks.log.subtitle")}
          </Text>
        </Stack>
        <Button
          variant="default"
          leftSection={<IconRepeat size={16} aria-hidden />}
          onClick={() => {
            setReplaying(true);
            setReplayOpened(true);
          }}
        >
          {t("webhooks.replaySince.open")}
        </Button>
      </Group>
      <Group gap="md" align="flex-end" wrap="wrap">
        <Select
          label={t("webhooks.log.state")}
          data={[
            { value: anyValue, label: t("webhooks.log.allStates") },
            ...webhookDeliveryStates.map((state) => ({ value: state, label: t(`webhooks.deliveryStates.${state}`) })),
          ]}
          value={filters.state ?? anyValue}
          onChange={(chosen) =>
            setFilters({
              ...filters,
              page: 1,
              state: chosen && chosen !== anyValue ? (chosen as WebhookDeliveryState) : undefined,
            })
          }
          allowDeselect={false}
          w={{ base: "100%", xs: 220 }}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label={t("webhooks.log.eventType")}
          data={[
            { value: anyValue, label: t("webhooks.log.allTypes") },
            ...logEventTypes.map((type) => ({ value: type, label: t(`webhooks.events.${type}.name`) })),
          ]}
          value={filters.eventType ?? anyValue}
          onChange={(chosen) =>
            setFilters({
              ...filters,
              page: 1,
              eventType: chosen && chosen !== anyValue ? (chosen as WebhookDeliveryEventType) : undefined,
            })
          }
          allowDeselect={false}
          w={{ base: "100%", xs: 300 }}
          comboboxProps={{ withinPortal: true }}
        />
        {hasWaitingDelivery(query.data) && (
          <Group gap={6} pb={6}>
            <Loader size="xs" type="dots" aria-hidden />
            <Text size="xs" c="dimmed">
              {t("webhooks.log.refreshing")}
            </Text>
          </Group>
        )}
      </Group>
      <DataStates
        query={query}
        loadingLabel={t("webhooks.log.loading")}
        rows={6}
        errorTitle={t("webhooks.log.failed")}
        retryLabel={t("webhooks.retry")}
        empty={(data) =>
          data.deliveries.length > 0
            ? undefined
            : isFiltered
              ? { title: t("webhooks.log.noMatch"), description: t("webhooks.log.noMatchHint") }
              : { title: t("webhooks.log.empty"), description: t("webhooks.log.emptyHint") }
        }
      >
        {(data) => (
          <Stack gap="md">
            <DeliveriesTable deliveries={data.deliveries} onOpen={setOpenId} />
            <ListPagination
              total={data.total_pages}
              value={data.current_page}
              onChange={(page) => setFilters({ ...filters, page })}
              controlLabel={(control) => t(`webhooks.log.pagination.${control}`)}
              pageLabel={(page) => t("webhooks.log.pagination.page", { page })}
            />
          </Stack>
        )}
      </DataStates>
      <WebhookDeliveryDrawer
        endpointId={endpointId}
        deliveryId={openId}
        fromLog={opened}
        onClose={() => setOpenId(undefined)}
      />
      {isReplaying && (
        <Suspense fallback={null}>
          <ReplaySinceModal endpointId={endpointId} opened={replayOpened} onClose={() => setReplayOpened(false)} />
        </Suspense>
      )}
    </Stack>
  );
}

function DeliveriesTable({
  deliveries,
  onOpen,
}: {
  deliveries: readonly WebhookDelivery[];
  onOpen: (id: number) => void;
}) {
  const { t } = useTranslation();
  const none = t("webhooks.log.none");
  return (
    // Unnamed: the section around it is already the log's region (axe: landmark-unique).
    <BorderedTable
      minWidth={980}
      head={
        <>
          <Table.Th>{t("webhooks.log.columns.eventType")}</Table.Th>
          <Table.Th>{t("webhooks.log.columns.eventId")}</Table.Th>
          <Table.Th>{t("webhooks.log.columns.state")}</Table.Th>
          <Table.Th>{t("webhooks.log.columns.attempts")}</Table.Th>
          <Table.Th>{t("webhooks.log.columns.lastStatus")}</Table.Th>
          <Table.Th>{t("webhooks.log.columns.createdAt")}</Table.Th>
          <Table.Th>{t("webhooks.log.columns.nextAttempt")}</Table.Th>
        </>
      }
    >
      {deliveries.map((delivery) => (
        <Table.Tr key={delivery.id} className={classes.clickableRow} onClick={() => onOpen(delivery.id)}>
          <Table.Td>
            <Text size="sm">{t(`webhooks.events.${delivery.event_type}.name`)}</Text>
          </Table.Td>
          <Table.Td>
            {/* The row's one control: a keyboard opens the delivery here (the row's click is the pointer's shortcut). */}
            <Anchor
              component="button"
              type="button"
              size="sm"
              ff="monospace"
              aria-label={t("webhooks.log.open", { id: delivery.event_id })}
              onClick={(event) => {
                event.stopPropagation();
                onOpen(delivery.id);
              }}
            >
              {delivery.event_id}
            </Anchor>
          </Table.Td>
          <Table.Td>
            <DeliveryStateBadge state={delivery.state} />
          </Table.Td>
          <Table.Td>
            <Text size="sm">{formatNumber(delivery.attempts)}</Text>
          </Table.Td>
          <Table.Td>
            <Text size="sm">{delivery.last_status === null ? none : String(delivery.last_status)}</Text>
          </Table.Td>
          <Table.Td>
            <Text size="sm">{formatDateTime(delivery.created_at)}</Text>
          </Table.Td>
          <Table.Td>
            <Text size="sm">{delivery.next_attempt_at ? formatDateTime(delivery.next_attempt_at) : none}</Text>
          </Table.Td>
        </Table.Tr>
      ))}
    </BorderedTable>
  );
}
