import { Group, Select } from "@mantine/core";
import {
  type AdvertisementLocale,
  type AdvertisementState,
  advertisementLocales,
  advertisementStates,
} from "@ondine/domain";
import { useTranslation } from "react-i18next";
import { LocationFilterSelect } from "../../../../components/filters/location-filter-select";
import type { LocationOption } from "../../../../components/filters/location-option";
import { languageDisplayName } from "../../../../i18n/display-names";
import type { AdvertisementsListFilters } from "../../advertisements-list-filters";

interface AdvertisementsFiltersProps {
  filters: AdvertisementsListFilters;
  locations: readonly LocationOption[];
  onStateChange: (state: AdvertisementState | undefined) => void;
  onLanguageChange: (language: AdvertisementLocale | undefined) => void;
  /** `Site-12`, `Organism-3`, or `all`. */
  onLocationChange: (location: string) => void;
}

/** The list's state (docs/product.md#announcements-states), location (the header's by default) and language filters. */
export function AdvertisementsFilters({
  filters,
  locations,
  onStateChange,
  onLanguageChange,
  onLocationChange,
}: AdvertisementsFiltersProps) {
  const { t } = useTranslation();
  const organismOfSite = (site: number) =>
    locations.find((location) => location.type === "Site" && location.id === site)?.organism_id ?? undefined;
  return (
    <Group gap="md" align="flex-end" wrap="wrap">
      <Select
        label={t("advertisements.list.filters.state")}
        data={[
          { value: "", label: t("advertisements.list.filters.allStates") },
          ...advertisementStates.map((state) => ({ value: state, label: t(`advertisements.state.${state}`) })),
        ]}
        value={filters.state ?? ""}
        onChange={(value) => onStateChange((value || undefined) as AdvertisementState | undefined)}
        allowDeselect={false}
        w={{ base: "100%", sm: 190 }}
      />
      <LocationFilterSelect
        site={filters.site_id}
        organism={filters.site_id !== undefined ? organismOfSite(filters.site_id) : filters.organism_id}
        locations={locations}
        onChange={({ site, organism }) =>
          onLocationChange(
            site !== undefined ? `Site-${site}` : organism !== undefined ? `Organism-${organism}` : "all",
          )
        }
      />
      <Select
        label={t("advertisements.list.filters.language")}
        data={[
          { value: "", label: t("advertisements.list.filters.allLanguages") },
          ...advertisementLocales.map((locale) => ({ value: locale, label: languageDisplayName(locale) })),
        ]}
        value={filters.language ?? ""}
        onChange={(value) => onLanguageChange((value || undefined) as AdvertisementLocale | undefined)}
        allowDeselect={false}
        w={{ base: "100%", sm: 190 }}
      />
    </Group>
  );
}
