import { Group, Loader, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { currentLanguage } from "../../../i18n/i18n";

interface LastUpdatedProps {
  /** When the data on screen was read (TanStack Query's dataUpdatedAt); 0 before the first read. */
  at: number;
  isRefreshing?: boolean;
}

/** "Updated at 14:05:12": the screens refresh on their own, this says how fresh they are. */
export function LastUpdated({ at, isRefreshing = false }: LastUpdatedProps) {
  const { t } = useTranslation();
  if (at === 0) return null;
  const time = new Intl.DateTimeFormat(currentLanguage(), { timeStyle: "medium" }).format(new Date(at));
  return (
    <Group gap={6} wrap="nowrap">
      {isRefreshing && <Loader size={12} aria-hidden="true" />}
      <Text size="xs" c="dimmed" aria-live="polite">
        {t("networkStatus.updatedAt", { time })}
      </Text>
    </Group>
  );
}
