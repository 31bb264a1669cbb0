import { Button, Modal, Table } from "@mantine/core";
import {
  type CountedEntry,
  type InterfaceLanguage,
  type MonitoringLocation,
  shareInPercent,
  type TimeWindow,
  topEntries,
} from "@ondine/domain";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { itemTooltip } from "../../../components/charts/echarts-setup";
import { formatNumber, formatPercent } from "../../../i18n/format-number";
import { currentLanguage } from "../../../i18n/i18n";
import { coral, ocean, slate } from "../../../theme/palette";
import { useCastingStatistic } from "../api/find-casting-statistic";
import { CastingCard } from "./casting-card";
import { CastingChart } from "./casting-chart";
import { ChartOrTable } from "./chart-or-table";
import type { CastingChartOption } from "./echarts-setup";

interface AppUseCardProps {
  location: MonitoringLocation;
  window: TimeWindow;
}

const sliceColours = [ocean[7], coral[5], ocean[4], coral[3], slate[5]];

/** An app's casts with its share of all casts, as the table and the modal list them. */
interface AppShare extends CountedEntry {
  percent: number;
}

/**
 * "app-use pie (top 5, detail modal)" (docs/product.md#statistics-casting), "pie top 5 apps" (docs/product.md#statistics-casting): the
 * five most cast apps; the modal lists every app with its count and share.
 */
export function AppUseCard({ location, window }: AppUseCardProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const appUse = useCastingStatistic("app_use", location, window);
  const [isDetailOpen, setDetailOpen] = useState(false);
  const shares = useMemo((): AppShare[] => {
    const entries = (appUse.data ?? []).map((app) => ({ key: app.name, count: app.count }));
    const total = entries.reduce((sum, entry) => sum + entry.count, 0);
    return topEntries(entries, entries.length).map((entry) => ({
      ...entry,
      percent: shareInPercent(entry.count, total),
    }));
  }, [appUse.data]);
  const top = useMemo(() => topEntries(shares) as AppShare[], [shares]);
  // Drawn again in a new interface language: the legend and hover texts are formatted in it.
  const option = useMemo((): CastingChartOption => pieOption(top, language), [top, language]);
  const summary = t("statisticsCasting.appUse.summary", {
    list: top.map((app) => `${app.key} ${formatPercent(app.percent)}`).join(", "),
  });

  return (
    <CastingCard
      title={t("statisticsCasting.appUse.title")}
      isLoading={appUse.isPending}
      isEmpty={shares.length === 0}
      minHeight={280}
      actions={
        <Button size="xs" variant="light" onClick={() => setDetailOpen(true)}>
          {t("statisticsCasting.appUse.detail")}
        </Button>
      }
    >
      <ChartOrTable
        name={t("statisticsCasting.appUse.title")}
        chart={<CastingChart option={option} summary={summary} height={300} />}
        table={<AppShareTable apps={top} caption={t("statisticsCasting.appUse.topCaption")} />}
      />
      <Modal
        opened={isDetailOpen}
        onClose={() => setDetailOpen(false)}
        title={t("statisticsCasting.appUse.detailTitle")}
        size="lg"
      >
        <AppShareTable apps={shares} caption={t("statisticsCasting.appUse.allCaption", { count: shares.length })} />
      </Modal>
    </CastingCard>
  );
}

function AppShareTable({ apps, caption }: { apps: readonly AppShare[]; caption: string }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={280}>
      <Table verticalSpacing="xs" captionSide="top">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("statisticsCasting.appUse.app")}</Table.Th>
            <Table.Th ta="right">{t("statisticsCasting.appUse.casts")}</Table.Th>
            <Table.Th ta="right">{t("statisticsCasting.appUse.share")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {apps.map((app) => (
            <Table.Tr key={app.key}>
              <Table.Td>{app.key}</Table.Td>
              <Table.Td ta="right">{formatNumber(app.count)}</Table.Td>
              <Table.Td ta="right">{formatPercent(app.percent)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function pieOption(apps: readonly AppShare[], language: InterfaceLanguage): CastingChartOption {
  return {
    animation: false,
    tooltip: itemTooltip((item) => {
      const app = apps[Array.isArray(item) ? 0 : (item.dataIndex ?? 0)];
      return app
        ? `${app.key}: ${formatNumber(app.count, undefined, language)} (${formatPercent(app.percent, language)})`
        : "";
    }),
    // The names go in a legend under the ring rather than beside the slices: on a phone they would be cut.
    legend: {
      bottom: 0,
      left: "center",
      icon: "circle",
      selectedMode: false,
      itemWidth: 10,
      itemHeight: 10,
      textStyle: { color: slate[7] },
      formatter: (name) => `${name} ${formatPercent(apps.find((app) => app.key === name)?.percent ?? 0, language)}`,
    },
    series: [
      {
        type: "pie",
        radius: ["36%", "64%"],
        center: ["50%", "42%"],
        label: { show: false },
        itemStyle: { borderColor: "#fff", borderWidth: 2 },
        data: apps.map((app, index) => ({
          name: app.key,
          value: app.count,
          itemStyle: { color: sliceColours[index % sliceColours.length] },
        })),
      },
    ],
  };
}
