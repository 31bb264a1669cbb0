import { Progress, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { LoadProgress } from "../load-progress-store";

/** docs/product.md#monitoring-screens: "progress done/total while sites load". */
export function SiteLoadProgress({ progress }: { progress: LoadProgress }) {
  const { t } = useTranslation();
  const label = t("networkStatus.accessPoints.progress", { done: progress.done, total: progress.total });
  return (
    <Stack gap={6} maw={420}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Progress
        value={progress.total === 0 ? 100 : (progress.done / progress.total) * 100}
        aria-label={label}
        size="md"
        radius="xl"
        animated
      />
    </Stack>
  );
}
