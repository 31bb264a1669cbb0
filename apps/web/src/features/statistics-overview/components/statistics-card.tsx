import { Button, Card, Center, EmptyState, Group, Loader, Stack, Title } from "@mantine/core";
import IconTable from "@tabler/icons-react/icons/IconTable";
import { type ReactNode, useId, useState } from "react";
import { useTranslation } from "react-i18next";

interface StatisticsCardProps {
  title: string;
  /** Beside the title: a see-more link. */
  action?: ReactNode;
  isLoading: boolean;
  /** SPEC §8: no data (a failure included) shows "empty". */
  isEmpty: boolean;
  /** The chart's figures as a table, shown instead of the chart on demand: its text alternative. */
  table?: ReactNode;
  children: ReactNode;
}

/** A card of the statistics overview: a loader, "empty", or its chart with a table toggle. */
export function StatisticsCard({ title, action, isLoading, isEmpty, table, children }: StatisticsCardProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const [showsTable, setShowsTable] = useState(false);
  const hasData = !isLoading && !isEmpty;
  return (
    <Card component="section" aria-labelledby={headingId} padding="lg" h="100%">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="center" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id={headingId}>
            {title}
          </Title>
          <Group gap="xs">
            {hasData && table && (
              <Button
                size="compact-sm"
                variant="subtle"
                leftSection={<IconTable size={16} aria-hidden="true" />}
                aria-pressed={showsTable}
                onClick={() => setShowsTable((shown) => !shown)}
              >
                {t("statisticsOverview.card.showTable")}
              </Button>
            )}
            {action}
          </Group>
        </Group>
        {isLoading ? (
          <Center mih={220} role="status" aria-label={t("statisticsOverview.card.loading", { card: title })}>
            <Loader type="dots" />
          </Center>
        ) : isEmpty ? (
          <Center mih={220}>
            <EmptyState title={t("statisticsOverview.card.empty")} variant="light" />
          </Center>
        ) : showsTable && table ? (
          table
        ) : (
          children
        )}
      </Stack>
    </Card>
  );
}
