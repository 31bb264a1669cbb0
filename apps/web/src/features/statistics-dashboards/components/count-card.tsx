import { Button, Card, Skeleton, Stack, Table, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { type ChartBar, CountBarChart } from "./count-bar-chart";
import { UnknownDisplayCard } from "./unknown-display-card";

/** How a card shows its counts: bars across (rankings) or up (over time), or a table (the "tables" view). */
export const countDisplays = ["horizontalBars", "verticalBars", "table"] as const;
export type CountDisplay = (typeof countDisplays)[number];

function isCountDisplay(value: unknown): value is CountDisplay {
  return (countDisplays as readonly unknown[]).includes(value);
}

/** Where a card's figures stand: docs/product.md#errors-behaviour, a failed read shows as empty data with a way to try again. */
export interface CardReadState {
  isPending: boolean;
  isError: boolean;
  retry: () => void;
}

interface CountCardProps {
  title: string;
  /** The first column's heading in the table. */
  keyHeading: string;
  bars: readonly ChartBar[];
  display: CountDisplay;
  read: CardReadState;
  formatCount: (count: number) => string;
}

/**
 * A chart of counts, or the same counts as a table; loading, empty and failed states included.
 * A display it does not know (a saved or newer dashboard's) shows "Unknown display".
 */
export function CountCard({ title, keyHeading, bars, display, read, formatCount }: CountCardProps) {
  const { t } = useTranslation();
  if (!isCountDisplay(display)) return <UnknownDisplayCard title={title} />;
  const isEmpty = !read.isPending && (read.isError || bars.every((bar) => bar.count === 0));
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {read.isPending ? (
          <Skeleton height={180} radius="md" role="status" aria-label={t("statisticsDashboards.loading")} />
        ) : isEmpty ? (
          <Stack gap={4} align="flex-start" py="lg">
            <Text c="dimmed">{t("statisticsDashboards.empty")}</Text>
            {read.isError && (
              <>
                <Text size="sm" c="dimmed">
                  {t("statisticsDashboards.failed")}
                </Text>
                <Button size="xs" variant="light" onClick={read.retry}>
                  {t("statisticsDashboards.retry")}
                </Button>
              </>
            )}
          </Stack>
        ) : display === "table" ? (
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{keyHeading}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t("statisticsDashboards.count")}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {bars.map((bar) => (
                <Table.Tr key={bar.label}>
                  <Table.Td>{bar.label}</Table.Td>
                  <Table.Td ta="right">{formatCount(bar.count)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : (
          <CountBarChart
            bars={bars}
            orientation={display === "horizontalBars" ? "horizontal" : "vertical"}
            formatCount={formatCount}
            label={t("statisticsDashboards.chartSummary", {
              title,
              summary: bars.map((bar) => `${bar.label}: ${formatCount(bar.count)}`).join(", "),
            })}
          />
        )}
      </Stack>
    </Card>
  );
}
