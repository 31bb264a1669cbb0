import { type ComboboxItem, type ComboboxParsedItem, Loader, MultiSelect, type OptionsFilter } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { type CurrentUser, type LocationType, locationTypes } from "@ondine/domain";
import type { ReactNode } from "react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAssignableLocations } from "../api/find-assignable-locations";
import { type LocationAssignment, locationKey } from "../user-form-values";

interface LocationPickerProps {
  actor: CurrentUser;
  /** The locations chosen (assignments flagged `_destroy` left out). */
  value: readonly LocationAssignment[];
  onChange: (chosen: LocationAssignment[]) => void;
  onBlur?: () => void;
  error?: ReactNode;
  required?: boolean;
  /** Shown but not changed (docs/product.md#accounts-permissions: a manager level without the perimeter). */
  disabled?: boolean;
}

const searchDelayMs = 300;

/** Case and accents aside: "hotel" finds "Hôtel". */
function normalized(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}

const matchesSearch: OptionsFilter = ({ options, search }) => {
  const wanted = normalized(search.trim());
  const keep = (item: ComboboxParsedItem): ComboboxParsedItem[] => {
    if ("group" in item) {
      const items = item.items.filter((option) => normalized(option.label).includes(wanted));
      return items.length > 0 ? [{ ...item, items }] : [];
    }
    return normalized(item.label).includes(wanted) ? [item] : [];
  };
  return wanted === "" ? options : options.flatMap(keep);
};

/**
 * "locations picker multi-select, not clearable" (docs/product.md#accounts-validation). It offers what the
 * location search finds in the acting user's scope, and their own locations;
 * when the search fails, their own locations remain, with a notice.
 */
export function LocationPicker({ actor, value, onChange, onBlur, error, required, disabled }: LocationPickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  const [debouncedSearch] = useDebouncedValue(search, searchDelayMs);
  const found = useAssignableLocations(debouncedSearch);

  const known = new Map<string, LocationAssignment>();
  const remember = (location: LocationAssignment) => {
    if (!known.has(locationKey(location))) known.set(locationKey(location), location);
  };
  for (const location of value) remember(location);
  for (const location of actor.locations) {
    remember({ location_id: location.location_id, location_type: location.location_type, name: location.name });
  }
  for (const location of found.data ?? []) remember(location);

  const label = (location: LocationAssignment) =>
    location.organism_name ? `${location.name} · ${location.organism_name}` : location.name;
  const itemsOf = (type: LocationType): ComboboxItem[] =>
    [...known.values()]
      .filter((location) => location.location_type === type)
      .map((location) => ({ value: locationKey(location), label: label(location) }))
      .sort((a, b) => a.label.localeCompare(b.label));
  const data = locationTypes
    .map((type) => ({ group: t(`accounts.locationGroups.${type}`), items: itemsOf(type) }))
    .filter((group) => group.items.length > 0);

  return (
    <MultiSelect
      label={t("accounts.fields.locations")}
      placeholder={value.length === 0 ? t("accounts.form.locationsPlaceholder") : undefined}
      required={required}
      disabled={disabled}
      data={data}
      value={value.map(locationKey)}
      onChange={(keys) => onChange(keys.flatMap((key) => known.get(key) ?? []))}
      onBlur={onBlur}
      error={error}
      description={found.isError ? t("accounts.form.locationsSearchFailed") : t("accounts.form.locationsHint")}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={matchesSearch}
      clearable={false}
      hidePickedOptions
      nothingFoundMessage={found.isFetching ? t("accounts.form.locationsSearching") : t("accounts.form.locationsNone")}
      rightSection={found.isFetching ? <Loader size="xs" /> : undefined}
      maxDropdownHeight={280}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
