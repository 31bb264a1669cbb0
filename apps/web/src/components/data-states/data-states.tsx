import { Alert, Button, Center, EmptyState, Loader, Skeleton, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { apiErrorMessage } from "../../api/api-error-message";

/**
 * What the states need to know of a read: TanStack Query's result fits it as
 * it is, and so does a screen's own combination of several reads.
 */
export interface DataQuery<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => unknown;
}

/** The sentence (and its hint, and an action) a screen shows when its read came back with nothing to show. */
export interface EmptyContent {
  title: string;
  description?: string;
  action?: ReactNode;
}

interface DataStatesProps<T> {
  query: DataQuery<T>;
  /** The placeholder's accessible name, which a screen reader announces while the read is under way. */
  loadingLabel: string;
  /** Rows of skeleton (a list's default) or a spinner (a card or a panel). */
  loadingShape?: "rows" | "spinner";
  /** How many skeleton rows, and how tall: the list's own rows. */
  rows?: number;
  rowHeight?: number;
  /** A screen's own placeholder in place of the rows (its tiles' shapes), or `null` for nothing at all. */
  loading?: ReactNode;
  /** What could not be read ("The codes could not be loaded."); the reason from the API follows it. */
  errorTitle?: string;
  retryLabel: string;
  /** The empty state of this data, or `undefined` when there is something to show. */
  empty?: (data: T) => EmptyContent | undefined;
  children: (data: T) => ReactNode;
}

/**
 * A screen's read in its three states before its content: a placeholder while
 * it loads, why it failed with a retry, and an empty state; then the content
 * drawn from the data. One place, so every screen fails and waits the same way.
 */
export function DataStates<T>({
  query,
  loadingLabel,
  loadingShape = "rows",
  rows = 5,
  rowHeight = 44,
  loading,
  errorTitle,
  retryLabel,
  empty,
  children,
}: DataStatesProps<T>) {
  if (query.isPending || (!query.isError && query.data === undefined)) {
    if (loading !== undefined) return loading;
    return loadingShape === "spinner" ? (
      <Center py="xl" role="status" aria-label={loadingLabel}>
        <Loader type="dots" />
      </Center>
    ) : (
      <Stack gap="xs" role="status" aria-label={loadingLabel}>
        {Array.from({ length: rows }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart.
          <Skeleton key={index} height={rowHeight} radius="md" />
        ))}
      </Stack>
    );
  }
  if (query.isError || query.data === undefined) {
    return <DataError title={errorTitle} error={query.error} retryLabel={retryLabel} onRetry={query.refetch} />;
  }
  const emptyContent = empty?.(query.data);
  if (emptyContent) {
    return (
      <EmptyState py="xl" title={emptyContent.title} description={emptyContent.description}>
        {emptyContent.action}
      </EmptyState>
    );
  }
  return children(query.data);
}

interface DataErrorProps {
  title: string | undefined;
  error: unknown;
  retryLabel: string;
  onRetry: () => unknown;
}

/** A read that failed: what, why in the API's words (an alert a screen reader speaks), and a retry. */
function DataError({ title, error, retryLabel, onRetry }: DataErrorProps) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" title={title}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{apiErrorMessage(error, t)}</Text>
        <Button size="xs" variant="white" color="red" onClick={() => void onRetry()}>
          {retryLabel}
        </Button>
      </Stack>
    </Alert>
  );
}
