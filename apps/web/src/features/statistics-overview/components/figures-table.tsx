import { Table } from "@mantine/core";

interface FiguresTableProps {
  caption: string;
  /** The first column's header (what each row is), then one per figure. */
  headers: readonly [string, ...string[]];
  /** Each row's name, then its figures already formatted. */
  rows: readonly { key: string; name: string; figures: readonly string[] }[];
}

/** A chart's text alternative: one row per entry, its name then its figures (aligned at the end). */
export function FiguresTable({ caption, headers: [nameHeader, ...figureHeaders], rows }: FiguresTableProps) {
  return (
    <Table striped captionSide="top" fz="sm">
      <Table.Caption>{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{nameHeader}</Table.Th>
          {figureHeaders.map((header) => (
            <Table.Th key={header} scope="col" ta="end">
              {header}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.key}>
            <Table.Th scope="row" fw={400}>
              {row.name}
            </Table.Th>
            {row.figures.map((figure, column) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a row's columns are fixed, in the headers' order.
              <Table.Td key={column} ta="end">
                {figure}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
