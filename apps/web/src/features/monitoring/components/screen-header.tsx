import { Group, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

interface ScreenHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Beside the title: when the data was read, a toggle. */
  aside?: ReactNode;
}

/** The title block of a network-status screen. */
export function ScreenHeader({ title, subtitle, aside }: ScreenHeaderProps) {
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <Stack gap={4}>
        <Title order={1}>{title}</Title>
        {subtitle && (
          <Text c="dimmed" maw={760}>
            {subtitle}
          </Text>
        )}
      </Stack>
      {aside}
    </Group>
  );
}
