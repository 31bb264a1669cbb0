import { type ComboboxItem, MultiSelect } from "@mantine/core";
import {
  type AdvertisementLocationInput,
  advertisementLocationKey,
  type LocationType,
  locationTypes,
} from "@ondine/domain";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { LocationOption } from "../../../../components/filters/location-option";

interface AdvertisementLocationsFieldProps {
  options: readonly LocationOption[];
  value: readonly AdvertisementLocationInput[];
  onChange: (locations: AdvertisementLocationInput[]) => void;
  /** A `Type-id` key's name (the options', else the edited announcement's). */
  locationName: (key: string) => string;
  error?: ReactNode;
  onBlur?: () => void;
}

/** "at least one organism or site" (docs/product.md#announcements-validation), among the caller's own (docs/product.md#accounts-permissions): a multi-select grouped by type. */
export function AdvertisementLocationsField({
  options,
  value,
  onChange,
  locationName,
  error,
  onBlur,
}: AdvertisementLocationsFieldProps) {
  const { t } = useTranslation();
  const known = new Map<string, AdvertisementLocationInput>();
  for (const option of options) {
    const location = { location_id: option.id, location_type: option.type };
    known.set(advertisementLocationKey(location), location);
  }
  // A location already chosen stays shown even when the options do not list it (yet).
  for (const location of value) known.set(advertisementLocationKey(location), location);

  const label = (key: string) => {
    const option = options.find((candidate) => `${candidate.type}-${candidate.id}` === key);
    return option?.organism_name && option.type === "Site"
      ? `${option.name} · ${option.organism_name}`
      : locationName(key);
  };
  const itemsOf = (type: LocationType): ComboboxItem[] =>
    [...known.entries()]
      .filter(([, location]) => location.location_type === type)
      .map(([key]) => ({ value: key, label: label(key) }))
      .sort((a, b) => a.label.localeCompare(b.label));
  const data = locationTypes
    .map((type) => ({ group: t(`advertisements.form.locationGroups.${type}`), items: itemsOf(type) }))
    .filter((group) => group.items.length > 0);

  return (
    <MultiSelect
      label={t("advertisements.form.locations")}
      description={t("advertisements.form.locationsHint")}
      placeholder={value.length === 0 ? t("advertisements.form.locationsPlaceholder") : undefined}
      required
      data={data}
      value={value.map(advertisementLocationKey)}
      onChange={(keys) => onChange(keys.flatMap((key) => known.get(key) ?? []))}
      onBlur={onBlur}
      error={error}
      searchable
      hidePickedOptions
      nothingFoundMessage={t("advertisements.form.locationsNone")}
      maxDropdownHeight={280}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
