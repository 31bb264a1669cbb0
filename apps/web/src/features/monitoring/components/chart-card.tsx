import { Card, Center, EmptyState, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";

interface ChartCardProps {
  title: string;
  /** A control beside the title (the traffic range). */
  control?: ReactNode;
  /** The latest figures in words, above the chart. */
  summary?: ReactNode;
  isLoading: boolean;
  isEmpty: boolean;
  children: ReactNode;
}

/** SPEC §2 monitoring card: a title, a loader while loading, an empty state with no data, else the chart. */
export function ChartCard({ title, control, summary, isLoading, isEmpty, children }: ChartCardProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} padding="lg" h="100%">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Title order={2} size="h4" id={headingId}>
            {title}
          </Title>
          {control}
        </Group>
        {isLoading ? (
          <Center mih={260} role="status" aria-label={t("networkStatus.charts.loading", { chart: title })}>
            <Loader type="dots" />
          </Center>
        ) : isEmpty ? (
          <Center mih={260}>
            <EmptyState
              title={t("networkStatus.charts.empty")}
              description={t("networkStatus.charts.emptyHint")}
              variant="light"
            />
          </Center>
        ) : (
          <>
            {summary && (
              <Text size="sm" c="dimmed">
                {summary}
              </Text>
            )}
            {children}
          </>
        )}
      </Stack>
    </Card>
  );
}
