import { SegmentedControl, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { dashboardOverTimeInterval } from "@ondine/domain";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatNumber } from "../../../i18n/format-number";
import type { DashboardCounts } from "../api/dashboard-aggregations";
import type { DashboardSearch } from "../dashboard-search";
import { overTimeBars, topBars } from "./chart-bars";
import { type CardReadState, CountCard } from "./count-card";
import { type Figure, FigureTiles } from "./figure-tiles";

interface CountsDashboardProps {
  title: string;
  subtitle: string;
  search: DashboardSearch;
  /** The search box and filters. */
  controls: ReactNode;
  figures: readonly Figure[];
  counts: DashboardCounts | undefined;
  read: CardReadState;
  /** The three charts' titles. */
  byOfferTitle: string;
  bySiteTitle: string;
  overTimeTitle: string;
  onChange: (next: DashboardSearch) => void;
}

/**
 * A statistics view of docs/product.md#statistics-dashboards (purchases, used codes): figures, then the
 * counts by offer and by site (top 5 plus others) and over time, as charts
 * or as tables.
 */
export function CountsDashboard(props: CountsDashboardProps) {
  const { t } = useTranslation();
  const { search, counts, read, onChange } = props;
  const asTable = search.view === "table";
  const others = t("statisticsDashboards.others");
  const cardProps = { read, formatCount: (count: number) => formatNumber(count) };
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{props.title}</Title>
        <Text c="dimmed">{props.subtitle}</Text>
      </Stack>
      {props.controls}
      <SegmentedControl
        aria-label={t("statisticsDashboards.view")}
        data={[
          { value: "charts", label: t("statisticsDashboards.views.charts") },
          { value: "table", label: t("statisticsDashboards.views.tables") },
        ]}
        value={asTable ? "table" : "charts"}
        onChange={(value) => onChange({ ...search, view: value === "table" ? "table" : undefined })}
        w={{ base: "100%", sm: "auto" }}
        style={{ alignSelf: "flex-start" }}
      />
      <FigureTiles figures={props.figures} isPending={read.isPending} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <CountCard
          {...cardProps}
          title={props.byOfferTitle}
          keyHeading={t("statisticsDashboards.offer")}
          bars={topBars(counts?.byOffer ?? [], others)}
          display={asTable ? "table" : "horizontalBars"}
        />
        <CountCard
          {...cardProps}
          title={props.bySiteTitle}
          keyHeading={t("statisticsDashboards.site")}
          bars={topBars(counts?.bySite ?? [], others)}
          display={asTable ? "table" : "horizontalBars"}
        />
      </SimpleGrid>
      <CountCard
        {...cardProps}
        title={props.overTimeTitle}
        keyHeading={t("statisticsDashboards.period")}
        bars={overTimeBars(counts?.overTime ?? [], dashboardOverTimeInterval(search))}
        display={asTable ? "table" : "verticalBars"}
      />
    </Stack>
  );
}
