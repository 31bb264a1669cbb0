import { Card, Group, Progress, Skeleton, Stack, Text } from "@mantine/core";
import type { IndicatorColour } from "@ondine/domain";
import type { ReactNode } from "react";

/** Indicator colour (docs/product.md#monitoring-availability) in the theme's colours. */
export const indicatorMantineColour: Record<IndicatorColour, string> = {
  danger: "red",
  warning: "orange",
  success: "green",
};

interface StatCardProps {
  label: string;
  /** The figure; null shows a dash (no data), undefined a placeholder (loading). */
  value: ReactNode | null | undefined;
  hint?: ReactNode;
  /** A bar under the figure, 0 to 100. */
  progress?: { value: number; colour: string } | null;
}

/** One of the home's overview cards: a label, a figure, a hint, maybe a bar. */
export function StatCard({ label, value, hint, progress }: StatCardProps) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={label}>
      <Stack gap={6}>
        <Text size="sm" c="dimmed" fw={600}>
          {label}
        </Text>
        {value === undefined ? (
          <Skeleton height={32} width="60%" />
        ) : (
          <Group gap="xs" align="baseline">
            <Text fz={28} fw={700} lh={1.1}>
              {value ?? "—"}
            </Text>
          </Group>
        )}
        {progress && <Progress value={progress.value} color={progress.colour} size="sm" radius="xl" aria-hidden />}
        {hint && (
          <Text size="xs" c="dimmed">
            {hint}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
