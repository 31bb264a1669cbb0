import { SegmentedControl, Stack } from "@mantine/core";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";

/** A chart with its table beside it, one shown at a time: the chart's text alternative (docs/product.md#statistics-casting, docs/decisions.md#charts). */
export function ChartOrTable({ chart, table, name }: { chart: ReactNode; table: ReactNode; name: string }) {
  const { t } = useTranslation();
  const [view, setView] = useState<"chart" | "table">("chart");
  return (
    <Stack gap="xs">
      <SegmentedControl
        size="xs"
        aria-label={t("statisticsCasting.view.label", { name })}
        value={view}
        onChange={(value) => setView(value === "table" ? "table" : "chart")}
        data={[
          { value: "chart", label: t("statisticsCasting.view.chart") },
          { value: "table", label: t("statisticsCasting.view.table") },
        ]}
        style={{ alignSelf: "flex-end" }}
      />
      {view === "chart" ? chart : table}
    </Stack>
  );
}
