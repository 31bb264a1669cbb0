import { Group } from "@mantine/core";
import type { CountedEntry } from "@ondine/domain";
import { useTranslation } from "react-i18next";
import { DayField } from "../../../components/dates/date-fields";
import { InterfaceDatesProvider } from "../../../components/dates/interface-dates-provider";
import { FoldingFilters } from "../../../components/filters/folding-filters";
import { LocationFilterSelect } from "../../../components/filters/location-filter-select";
import type { LocationOption } from "../../../components/filters/location-option";
import { OfferFilterSelect } from "../../../components/filters/offer-filter-select";
import type { DashboardSearch } from "../dashboard-search";

interface DashboardFiltersProps {
  search: DashboardSearch;
  locations: readonly LocationOption[];
  /** The offers facet; no offer filter when absent (customers). */
  offers?: readonly CountedEntry[];
  /** The day fields' labels: what the days are of (purchase, first use, sign-up). */
  fromLabel: string;
  toLabel: string;
  onChange: (next: DashboardSearch) => void;
}

/** Location, offer and days of a statistics dashboard, folded behind one button on a phone. */
export function DashboardFilters({ search, locations, offers, fromLabel, toLabel, onChange }: DashboardFiltersProps) {
  const { t } = useTranslation();
  // Any filter change starts again from the first page.
  const set = (patch: Partial<DashboardSearch>) => onChange({ ...search, ...patch, page: undefined });
  const activeCount = [search.organism ?? search.site, search.offer, search.from, search.to].filter(
    (value) => value !== undefined,
  ).length;
  return (
    <FoldingFilters activeCount={activeCount}>
      <Group gap="md" align="flex-end" wrap="wrap">
        <LocationFilterSelect
          organism={search.organism}
          site={search.site}
          locations={locations}
          onChange={(location) => set(location)}
        />
        {offers && (
          <OfferFilterSelect
            offer={search.offer}
            offers={offers.map((entry) => ({ name: entry.key, count: entry.count }))}
            onChange={(offer) => set({ offer })}
          />
        )}
        <InterfaceDatesProvider>
          <DayField
            label={fromLabel}
            value={search.from}
            maxDate={search.to}
            onChange={(from) => set({ from })}
            clearButtonProps={{ "aria-label": t("statisticsDashboards.clearDay", { field: fromLabel }) }}
            w={{ base: "100%", sm: 190 }}
          />
          <DayField
            label={toLabel}
            value={search.to}
            minDate={search.from}
            onChange={(to) => set({ to })}
            clearButtonProps={{ "aria-label": t("statisticsDashboards.clearDay", { field: toLabel }) }}
            w={{ base: "100%", sm: 190 }}
          />
        </InterfaceDatesProvider>
      </Group>
    </FoldingFilters>
  );
}
