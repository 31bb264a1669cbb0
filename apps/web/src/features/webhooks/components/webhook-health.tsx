import { Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import type { WebhookEndpointHealth } from "@ondine/domain";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../i18n/format-date-time";
import { formatNumber } from "../../../i18n/format-number";

/** The health's four figures as texts, dates and counts in the interface language. */
function useHealthFigures(health: WebhookEndpointHealth) {
  const { t } = useTranslation();
  return [
    {
      key: "lastSuccess",
      label: t("webhooks.health.lastSuccess"),
      value: health.last_success_at ? formatDateTime(health.last_success_at) : t("webhooks.health.never"),
      alarming: false,
    },
    {
      key: "failingSince",
      label: t("webhooks.health.failingSince"),
      value: health.failing_since ? formatDateTime(health.failing_since) : t("webhooks.health.notFailing"),
      alarming: health.failing_since !== null,
    },
    {
      key: "pending",
      label: t("webhooks.health.pending"),
      value: formatNumber(health.pending),
      alarming: false,
    },
    {
      key: "failedLastDay",
      label: t("webhooks.health.failedLastDay"),
      value: formatNumber(health.failed_last_day),
      alarming: health.failed_last_day > 0,
    },
  ];
}

/** The list's health cell: each figure on its line, "label: value", what calls for attention in red and bold. */
export function WebhookHealthLines({ health }: { health: WebhookEndpointHealth }) {
  const { t } = useTranslation();
  const figures = useHealthFigures(health);
  return (
    <Stack gap={2}>
      {figures
        // A healthy endpoint's "failing since" says nothing: the list leaves it out.
        .filter((figure) => figure.key !== "failingSince" || figure.alarming)
        .map((figure) => (
          <Text key={figure.key} size="sm" c={figure.alarming ? "red.9" : undefined} fw={figure.alarming ? 600 : 400}>
            {t("webhooks.health.line", { label: figure.label, value: figure.value })}
          </Text>
        ))}
    </Stack>
  );
}

/** The endpoint page's health: four tiles, labelled, the alarming ones in red. */
export function WebhookHealthTiles({ health }: { health: WebhookEndpointHealth }) {
  const figures = useHealthFigures(health);
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" component="dl" m={0}>
      {figures.map((figure) => (
        // A term and its value straight under the list's item (axe: dlitem).
        <Paper key={figure.key} withBorder p="sm">
          <Text component="dt" size="xs" c="dimmed" fw={600}>
            {figure.label}
          </Text>
          <Text component="dd" m={0} mt={2} size="sm" fw={600} c={figure.alarming ? "red.9" : undefined}>
            {figure.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
