import { Paper, Table } from "@mantine/core";
import type { ReactNode } from "react";

interface BorderedTableProps {
  /** Below this width the table scrolls sideways rather than squeezing its columns. */
  minWidth: number;
  /** The header cells (`Table.Th`), one a column. */
  head: ReactNode;
  /** The rows (`Table.Tr`). */
  children: ReactNode;
  striped?: boolean;
  className?: string;
}

/** The console's wide tables: framed, their rows highlighted under the pointer, scrolling sideways on a narrow screen. */
export function BorderedTable({ minWidth, head, children, striped, className }: BorderedTableProps) {
  return (
    <Paper withBorder>
      <Table.ScrollContainer minWidth={minWidth}>
        <Table verticalSpacing="sm" horizontalSpacing="md" striped={striped} highlightOnHover className={className}>
          <Table.Thead>
            <Table.Tr>{head}</Table.Tr>
          </Table.Thead>
          <Table.Tbody>{children}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
