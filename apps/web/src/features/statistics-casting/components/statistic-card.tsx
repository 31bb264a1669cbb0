import { Card, Center, EmptyState, Group, Loader, Stack, Title } from "@mantine/core";
import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";

interface StatisticCardProps {
  title: string;
  /** Buttons beside the title (a detail modal, the chart or table toggle). */
  actions?: ReactNode;
  isLoading: boolean;
  /** No data, or the call failed (SPEC §8: failures give empty data). */
  isEmpty: boolean;
  /** The height kept while loading or empty, so the cards do not jump. */
  minHeight: number;
  children: ReactNode;
}

/** A card of the casting dashboard: its title, then a spinner, "empty", or its content. */
export function StatisticCard({ title, actions, isLoading, isEmpty, minHeight, children }: StatisticCardProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} padding="lg" h="100%">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="center" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id={headingId}>
            {title}
          </Title>
          {!isLoading && !isEmpty && actions}
        </Group>
        {isLoading ? (
          <Center mih={minHeight} role="status" aria-label={t("statisticsCasting.loading", { card: title })}>
            <Loader type="dots" />
          </Center>
        ) : isEmpty ? (
          <Center mih={minHeight}>
            <EmptyState
              title={t("statisticsCasting.empty.title")}
              description={t("statisticsCasting.empty.hint")}
              variant="light"
            />
          </Center>
        ) : (
          children
        )}
      </Stack>
    </Card>
  );
}
