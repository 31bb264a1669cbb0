import { Card, Group, Paper, Select, Stack, Text, Title } from "@mantine/core";
import type { AlertLogEntry } from "@ondine/domain";
import { useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { availabilityReasonKey } from "../../../components/availability-alert";
import { DataStates } from "../../../components/data-states/data-states";
import { ListPagination } from "../../../components/pagination/list-pagination";
import { formatDateTime } from "../../../i18n/format-date-time";
import { useAlertLog } from "../api/find-alert-log";
import { useAlertSubscriptions } from "../api/find-alert-subscriptions";
import { AlertKindBadge } from "./alert-kind-badge";

/** A site's name is searched among this many at a time: an admin's scope holds thousands. */
const siteOptionsShown = 50;

/** The account page's "Recent alerts" (docs/alerts.md#calls): the announcements on the user's sites, newest first, by page. */
export function AlertLogCard() {
  const { t } = useTranslation();
  const titleId = useId();
  const [page, setPage] = useState(1);
  const [siteId, setSiteId] = useState<number | undefined>(undefined);
  const log = useAlertLog({ page, siteId });
  // The site filter offers the sites of the scope, as the subscriptions list them (one read for both cards).
  const subscriptions = useAlertSubscriptions();
  const siteOptions = useMemo(
    () =>
      (subscriptions.data?.sites ?? []).map((site) => ({
        value: String(site.site_id),
        label: `${site.site_name} (${site.organism_name})`,
      })),
    [subscriptions.data],
  );

  return (
    <Card padding="lg" withBorder component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <Stack gap={4}>
            <Title order={2} size="h3" id={titleId}>
              {t("alerts.log.title")}
            </Title>
            <Text size="sm" c="dimmed">
              {t("alerts.log.intro")}
            </Text>
          </Stack>
          {siteOptions.length > 1 && (
            <Select
              label={t("alerts.log.site")}
              placeholder={t("alerts.log.allSites")}
              data={siteOptions}
              value={siteId === undefined ? null : String(siteId)}
              onChange={(value) => {
                setSiteId(value === null ? undefined : Number(value));
                setPage(1);
              }}
              searchable
              clearable
              limit={siteOptionsShown}
              nothingFoundMessage={t("alerts.log.noSite")}
              w={{ base: "100%", sm: 320 }}
            />
          )}
        </Group>
        <DataStates
          query={log}
          loadingLabel={t("alerts.log.loading")}
          rows={4}
          rowHeight={64}
          errorTitle={t("alerts.log.failed")}
          retryLabel={t("alerts.retry")}
          empty={(data) =>
            data.items.length > 0
              ? undefined
              : siteId === undefined
                ? { title: t("alerts.log.empty"), description: t("alerts.log.emptyHint") }
                : { title: t("alerts.log.emptyForSite") }
          }
        >
          {(data) => (
            <Stack gap="md">
              <Stack
                component="ul"
                gap="xs"
                m={0}
                p={0}
                aria-label={t("alerts.log.title")}
                style={{ listStyle: "none" }}
              >
                {data.items.map((entry) => (
                  <AlertLogItem key={entry.id} entry={entry} />
                ))}
              </Stack>
              <ListPagination
                total={data.total_pages}
                value={Math.min(page, Math.max(data.total_pages, 1))}
                onChange={setPage}
                controlLabel={(control) => t(`alerts.pagination.${control}`)}
                pageLabel={(number) => t("alerts.pagination.page", { page: number })}
              />
            </Stack>
          )}
        </DataStates>
      </Stack>
    </Card>
  );
}

/** One announcement: what it said of which site, why, since when, when it went out and to how many people. */
function AlertLogItem({ entry }: { entry: AlertLogEntry }) {
  const { t } = useTranslation();
  const reasonKey = availabilityReasonKey(entry.reason);
  return (
    <Paper component="li" withBorder p="sm" radius="md">
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="sm" wrap="wrap">
            <AlertKindBadge entry={entry} />
            <Text fw={600} size="sm">
              {entry.site_name}
              <Text span c="dimmed" inherit fw={400}>
                {` · ${entry.organism_name}`}
              </Text>
            </Text>
          </Group>
          <Text size="xs" c="dimmed">
            {t("alerts.log.announcedAt", { date: formatDateTime(entry.announced_at) })}
          </Text>
        </Group>
        {reasonKey && <Text size="sm">{t(reasonKey)}</Text>}
        <Text size="xs" c="dimmed">
          {t("alerts.log.since", { date: formatDateTime(entry.since) })}
          {" · "}
          {entry.recipients === 0
            ? t("alerts.log.noRecipient")
            : t("alerts.log.recipients", { count: entry.recipients })}
        </Text>
      </Stack>
    </Paper>
  );
}
