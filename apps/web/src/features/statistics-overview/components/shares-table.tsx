import { Table } from "@mantine/core";
import { shareInPercent } from "@ondine/domain";
import { useTranslation } from "react-i18next";
import { formatNumber, formatPercent } from "../../../i18n/format-number";

interface SharesTableProps {
  caption: string;
  /** The first column's header: a country, a device. */
  nameHeader: string;
  rows: readonly { key: string; name: string; count: number }[];
  /** What the shares are of (every row counted, shown or not). */
  total: number;
}

/** A chart's text alternative: each entry with its people and its share of all of them. */
export function SharesTable({ caption, nameHeader, rows, total }: SharesTableProps) {
  const { t } = useTranslation();
  return (
    <Table striped captionSide="top" fz="sm">
      <Table.Caption>{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{nameHeader}</Table.Th>
          <Table.Th scope="col" ta="end">
            {t("statisticsOverview.audience.people")}
          </Table.Th>
          <Table.Th scope="col" ta="end">
            {t("statisticsOverview.audience.share")}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.key}>
            <Table.Th scope="row" fw={400}>
              {row.name}
            </Table.Th>
            <Table.Td ta="end">{formatNumber(row.count)}</Table.Td>
            <Table.Td ta="end">{formatPercent(shareInPercent(row.count, total))}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
