import { Group, Stack, Text, Title } from "@mantine/core";
import IconMapPin from "@tabler/icons-react/icons/IconMapPin";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

interface ScreenHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Beside the title: when the data was read, a toggle. */
  aside?: ReactNode;
  /** The selected location the screen's list is filtered to, said under the title. */
  locationName?: string;
}

/** The title block of a network-status screen. */
export function ScreenHeader({ title, subtitle, aside, locationName }: ScreenHeaderProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <Stack gap={4}>
        <Title order={1}>{title}</Title>
        {subtitle && (
          <Text c="dimmed" maw={760}>
            {subtitle}
          </Text>
        )}
        {locationName && (
          <Group gap={6} wrap="nowrap" data-testid="screen-location">
            <IconMapPin size={16} aria-hidden="true" />
            <Text size="sm" fw={600}>
              {t("networkStatus.locationLine", { name: locationName })}
            </Text>
          </Group>
        )}
      </Stack>
      {aside}
    </Group>
  );
}
