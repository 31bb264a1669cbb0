import { Table } from "@mantine/core";
import type { ReactNode } from "react";

interface TableScrollRegionProps {
  /** Below this width the table scrolls sideways rather than squeezing its columns. */
  minWidth: number;
  /** What the table lists ("Incidents"): the scroll region's name for a screen reader. */
  label?: string;
  children: ReactNode;
}

/**
 * A wide table's sideways scroll, reachable by keyboard (WCAG 2.1.1, axe
 * `scrollable-region-focusable`): the region takes the focus, so the arrow
 * keys scroll it, and is named after what it lists.
 */
export function TableScrollRegion({ minWidth, label, children }: TableScrollRegionProps) {
  return (
    <Table.ScrollContainer
      type="native"
      minWidth={minWidth}
      tabIndex={0}
      role={label ? "region" : undefined}
      aria-label={label}
      className="mantine-focus-auto"
    >
      {children}
    </Table.ScrollContainer>
  );
}
