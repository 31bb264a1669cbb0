import { Table } from "@mantine/core";
import type { InterfaceLanguage, ReportingRow } from "@ondine/domain";
import { formatReportingCell } from "../reporting-formats";

interface ReportingTableProps {
  /** The card's name, the table's accessible name. */
  name: string;
  rows: readonly ReportingRow[];
  labelOf: (key: string) => string;
  months: readonly string[];
  /** The first column's header ("Figure", "Offer"). */
  keyHeader: string;
  totalHeader: string;
  language: InterfaceLanguage;
}

/** docs/product.md#reporting-figures: a row per key, the 12 months then the year's total, a dash for a month to come or a stock's total. */
export function ReportingTable({ name, rows, labelOf, months, keyHeader, totalHeader, language }: ReportingTableProps) {
  return (
    // Scrolled sideways on a narrow screen: focusable, so the keyboard scrolls it too (WCAG 2.1.1).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box is reached by the keyboard to scroll it.
    <section aria-label={name} tabIndex={0} style={{ overflowX: "auto" }}>
      <Table aria-label={name} striped highlightOnHover withTableBorder fz="sm" horizontalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{keyHeader}</Table.Th>
            {months.map((month) => (
              <Table.Th key={month} scope="col" ta="right">
                {month}
              </Table.Th>
            ))}
            <Table.Th scope="col" ta="right">
              {totalHeader}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Th scope="row" fw={500}>
                {labelOf(row.key)}
              </Table.Th>
              {row.months.map((value, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the twelve months, always in order.
                <Table.Td key={index} ta="right" style={{ whiteSpace: "nowrap" }}>
                  {formatReportingCell(row.kind, value, language)}
                </Table.Td>
              ))}
              <Table.Td ta="right" fw={600} style={{ whiteSpace: "nowrap" }}>
                {formatReportingCell(row.kind, row.total, language)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </section>
  );
}
