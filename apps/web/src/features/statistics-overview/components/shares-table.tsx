import { shareInPercent } from "@ondine/domain";
import { useTranslation } from "react-i18next";
import { formatNumber, formatPercent } from "../../../i18n/format-number";
import { FiguresTable } from "./figures-table";

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
    <FiguresTable
      caption={caption}
      headers={[nameHeader, t("statisticsOverview.audience.people"), t("statisticsOverview.audience.share")]}
      rows={rows.map((row) => ({
        key: row.key,
        name: row.name,
        figures: [formatNumber(row.count), formatPercent(shareInPercent(row.count, total))],
      }))}
    />
  );
}
