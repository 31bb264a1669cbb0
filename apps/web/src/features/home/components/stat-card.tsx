import { Card, Group, Progress, Skeleton, Stack, Text } from "@mantine/core";
import type { IndicatorColour } from "@ondine/domain";
import type { ReactNode } from "react";
import classes from "./home-page.module.css";

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
  /** Whether the card has a bar once its figure is in: its place is held meanwhile. */
  withBar?: boolean;
  /** The lines the hint is given at least, figure or not: the card keeps its height when the figure comes. */
  hintLines?: number;
}

/** A value's line box (28 px at a line height of 1.1): its placeholder takes as much. */
const valueHeight = 31;

/** One of the home's overview cards: a label, a figure, a hint, maybe a bar. */
export function StatCard({ label, value, hint, progress, withBar = false, hintLines = 1 }: StatCardProps) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={label}>
      <Stack gap={6}>
        <Text size="sm" c="dimmed" fw={600}>
          {label}
        </Text>
        {value === undefined ? (
          <Skeleton height={valueHeight} width="60%" />
        ) : (
          <Group gap="xs" align="baseline">
            <Text fz={28} fw={700} lh={1.1}>
              {value ?? "—"}
            </Text>
          </Group>
        )}
        {progress ? (
          <Progress value={progress.value} color={progress.colour} size="sm" radius="xl" aria-hidden />
        ) : (
          withBar && <div className={classes.barPlace} />
        )}
        {/* The figures come after the first frame (the home's statuses wait for the map): nothing moves when they do. */}
        <Text
          size="xs"
          c="dimmed"
          mih={`calc(${hintLines} * var(--mantine-font-size-xs) * var(--mantine-line-height-xs))`}
        >
          {hint}
        </Text>
      </Stack>
    </Card>
  );
}
