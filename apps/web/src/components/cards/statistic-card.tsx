import { Card, Center, EmptyState, Group, Loader, Stack, Title } from "@mantine/core";
import { type ReactNode, useId } from "react";

export interface StatisticCardProps {
  title: string;
  /** Beside the title, always (a see-more link). */
  action?: ReactNode;
  /** Beside the title once the figures show (a detail modal, a table toggle). */
  dataActions?: ReactNode;
  isLoading: boolean;
  /** docs/product.md#errors-behaviour: no data, a failed call included, shows "empty". */
  isEmpty: boolean;
  /** The height kept while loading or empty, so the cards do not jump. */
  minHeight: number;
  /** The spinner's name for screen readers ("Loading <card>"). */
  loadingLabel: string;
  emptyTitle: string;
  emptyHint?: string;
  /** An action taller than the title (a range picker): both held at the top, a little further apart. */
  hasTallAction?: boolean;
  children: ReactNode;
}

/** A statistics card: its title and actions, then a spinner, "empty", or its content. */
export function StatisticCard({
  title,
  action,
  dataActions,
  isLoading,
  isEmpty,
  minHeight,
  loadingLabel,
  emptyTitle,
  emptyHint,
  hasTallAction = false,
  children,
}: StatisticCardProps) {
  const headingId = useId();
  const shownDataActions = !isLoading && !isEmpty && dataActions;
  return (
    <Card component="section" aria-labelledby={headingId} padding="lg" h="100%">
      <Stack gap="sm" h="100%">
        <Group
          justify="space-between"
          align={hasTallAction ? "flex-start" : "center"}
          wrap="wrap"
          gap={hasTallAction ? "sm" : "xs"}
        >
          <Title order={2} size="h4" id={headingId}>
            {title}
          </Title>
          {(shownDataActions || action) && (
            <Group gap="xs">
              {shownDataActions}
              {action}
            </Group>
          )}
        </Group>
        {isLoading ? (
          <Center mih={minHeight} role="status" aria-label={loadingLabel}>
            <Loader type="dots" />
          </Center>
        ) : isEmpty ? (
          <Center mih={minHeight}>
            <EmptyState title={emptyTitle} description={emptyHint} variant="light" />
          </Center>
        ) : (
          children
        )}
      </Stack>
    </Card>
  );
}
