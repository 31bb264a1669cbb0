import { Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";

/** A value under its name in a list's card on a phone (where a wide screen has a table's column). */
export function CardField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}
