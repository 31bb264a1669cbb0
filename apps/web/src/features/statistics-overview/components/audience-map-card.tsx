import { Center, Loader } from "@mantine/core";
import { type MonitoringLocation, type TimeWindow, topEntries } from "@ondine/domain";
import { lazy, type ReactNode, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useAudience } from "../api/find-audience";
import { loadWorldMapChart } from "../world-map/load-world-map-chart";
import { countryName } from "./chart-labels";
import { SharesTable } from "./shares-table";
import { StatisticsCard } from "./statistics-card";

// The map's chart type and the world geometry are their own chunk, which the screen asks
// for once its header has painted (the card draws its table meanwhile).
const WorldMapChart = lazy(loadWorldMapChart);

/** The countries the map's table lists: the busiest ones. */
export const mapTableSize = 10;

interface AudienceMapCardProps {
  location: MonitoringLocation;
  window: TimeWindow;
  /** The customers dashboard's see-more link, when the role allows it. */
  customersLink?: ReactNode;
}

/** docs/product.md#statistics-overview audience: the guests' countries on a world map, with their shares. */
export function AudienceMapCard({ location, window, customersLink }: AudienceMapCardProps) {
  const { t } = useTranslation();
  const query = useAudience(location, window);
  const countries = query.data?.countries ?? [];
  const total = countries.reduce((sum, country) => sum + country.count, 0);
  const busiest = topEntries(countries, mapTableSize);
  const label = t("statisticsOverview.audience.mapLabel", {
    count: countries.length,
    countries: busiest
      .slice(0, 3)
      .map((country) => countryName(country.key))
      .join(", "),
  });

  return (
    <StatisticsCard
      title={t("statisticsOverview.audience.countries")}
      action={customersLink}
      isLoading={query.isPending}
      isEmpty={total === 0}
      table={
        <SharesTable
          caption={t("statisticsOverview.audience.topCountries", { count: busiest.length })}
          nameHeader={t("statisticsOverview.audience.country")}
          rows={busiest.map((country) => ({ ...country, name: countryName(country.key) }))}
          total={total}
        />
      }
    >
      <Suspense
        fallback={
          <Center mih={340} role="status" aria-label={t("statisticsOverview.audience.mapLoading")}>
            <Loader type="dots" />
          </Center>
        }
      >
        <WorldMapChart countries={countries} label={label} />
      </Suspense>
    </StatisticsCard>
  );
}
