import { Paper, Table } from "@mantine/core";
import type { ReactNode } from "react";
import { TableScrollRegion } from "./table-scroll-region";

interface BorderedTableProps {
  /** Below this width the table scrolls sideways rather than squeezing its columns. */
  minWidth: number;
  /** What the table lists, the name of its scroll region. */
  label?: string;
  /** The header cells (`Table.Th`), one a column. */
  head: ReactNode;
  /** The rows (`Table.Tr`). */
  children: ReactNode;
  striped?: boolean;
  className?: string;
}

/** The console's wide tables: framed, their rows highlighted under the pointer, scrolling sideways (by keyboard too) on a narrow screen. */
export function BorderedTable({ minWidth, label, head, children, striped, className }: BorderedTableProps) {
  return (
    <Paper withBorder>
      <TableScrollRegion minWidth={minWidth} label={label}>
        <Table verticalSpacing="sm" horizontalSpacing="md" striped={striped} highlightOnHover className={className}>
          <Table.Thead>
            <Table.Tr>{head}</Table.Tr>
          </Table.Thead>
          <Table.Tbody>{children}</Table.Tbody>
        </Table>
      </TableScrollRegion>
    </Paper>
  );
}
