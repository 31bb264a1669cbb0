import {
  type ReportingCard,
  type ReportingCell,
  type ReportingKeyKind,
  type ReportingRow,
  topWithOthers,
} from "@ondine/domain";

/** One line or set of bars of a card's graph: a key's twelve months, or the offers beyond the top 5 summed. */
export interface ReportingSeries {
  key: string;
  isOthers: boolean;
  kind: ReportingKeyKind;
  months: ReportingCell[];
  type: "bar" | "line";
  /** The left axis (0) or, for the service use's people, the right one (1). */
  axis: 0 | 1;
  stacked: boolean;
}

const othersKey = "others";

function sumMonths(rows: readonly ReportingRow[]): ReportingCell[] {
  return Array.from({ length: 12 }, (_, index) => {
    const figures = rows.map((row) => row.months[index]).filter((value): value is number => value != null);
    return figures.length === 0 ? null : figures.reduce((sum, value) => sum + value, 0);
  });
}

/**
 * What a card's graph draws, month by month (docs/product.md#reporting-screen, docs/product.md#reporting-figures): the turnover's
 * sales, codes and refunds side by side; the rooms; the service's downloads
 * and uploads with its users on a second axis (the share of users who
 * downloaded is in the table: a percentage does not share an axis with
 * sizes); codes and purchases stacked, the top 5 offers of the year plus
 * "others".
 */
export function reportingChartSeries(card: ReportingCard, rows: readonly ReportingRow[]): ReportingSeries[] {
  const plain = (row: ReportingRow, type: "bar" | "line" = "bar", axis: 0 | 1 = 0): ReportingSeries => ({
    key: row.key,
    isOthers: false,
    kind: row.kind,
    months: row.months,
    type,
    axis,
    stacked: false,
  });
  switch (card) {
    case "turnover":
    case "stock":
      return rows.map((row) => plain(row));
    case "service_use":
      return rows.flatMap((row) =>
        row.kind === "bytes" ? [plain(row)] : row.kind === "percent" ? [] : [plain(row, "line", 1)],
      );
    case "codes":
    case "purchases": {
      const slices = topWithOthers(
        rows.map((row) => ({ key: row.key, count: row.total ?? 0 })),
        undefined,
        othersKey,
      );
      const top = new Set(slices.filter((slice) => !slice.isOthers).map((slice) => slice.key));
      const series = rows
        .filter((row) => top.has(row.key))
        .map((row): ReportingSeries => ({ ...plain(row), stacked: true }));
      if (!slices.some((slice) => slice.isOthers)) return series;
      const rest = rows.filter((row) => !top.has(row.key));
      return [
        ...series,
        { key: othersKey, isOthers: true, kind: "count", months: sumMonths(rest), type: "bar", axis: 0, stacked: true },
      ];
    }
  }
}
