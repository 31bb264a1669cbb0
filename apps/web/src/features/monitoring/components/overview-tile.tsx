import { Badge, Paper, Stack, Text } from "@mantine/core";
import type { IndicatorColour } from "@ondine/domain";
import type { ReactNode } from "react";

/** docs/product.md#monitoring-colours indicator colours, in the theme's colours. */
const indicatorColours: Record<IndicatorColour, string> = { danger: "red", warning: "orange", success: "teal" };

interface OverviewTileProps {
  label: string;
  value: ReactNode;
  /** What the value means, under it. */
  note?: ReactNode;
  /** A short line under the value, coloured by its indicator when it has one. */
  detail?: ReactNode;
  indicator?: IndicatorColour | null;
}

/** One of the overview's figures: access points, connected devices, bandwidth. */
export function OverviewTile({ label, value, note, detail, indicator }: OverviewTileProps) {
  return (
    <Paper withBorder p="md" radius="lg" component="section" aria-label={label}>
      <Stack gap={4}>
        <Text size="sm" c="dimmed" fw={600}>
          {label}
        </Text>
        <Text fz={26} fw={750} lh={1.2}>
          {value}
        </Text>
        {note && (
          <Text size="xs" c="dimmed">
            {note}
          </Text>
        )}
        {detail &&
          (indicator ? (
            <Badge variant="light" color={indicatorColours[indicator]} radius="sm" tt="none" w="fit-content">
              {detail}
            </Badge>
          ) : (
            <Text size="sm" c="dimmed">
              {detail}
            </Text>
          ))}
      </Stack>
    </Paper>
  );
}
