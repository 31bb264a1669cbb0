import { Badge, Group, Text } from "@mantine/core";
import IconBellOff from "@tabler/icons-react/icons/IconBellOff";
import { useTranslation } from "react-i18next";

/**
 * A site under silent mode (docs/alerts.md#silent-mode): planned works, so
 * no alert and no down or degraded banner; the badge says why instead.
 */
export function SilentModeBadge() {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="wrap" role="status">
      <Badge color="gray" variant="light" size="lg" tt="none" leftSection={<IconBellOff size={14} aria-hidden />}>
        {t("availability.silentMode")}
      </Badge>
      <Text size="sm" c="dimmed">
        {t("availability.silentModeHint")}
      </Text>
    </Group>
  );
}
