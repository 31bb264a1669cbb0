import { Select } from "@mantine/core";
import { locationTypes } from "@ondine/domain";
import { useTranslation } from "react-i18next";
import type { LocationOption } from "./location-option";

/** A dashboard's location: a site (with its organism), an organism, or all of the caller's. */
export interface LocationFilterValue {
  organism?: number;
  site?: number;
}

interface LocationFilterSelectProps extends LocationFilterValue {
  locations: readonly LocationOption[];
  onChange: (next: LocationFilterValue) => void;
}

/** The dashboards' location filter; hidden when the caller holds a single location. */
export function LocationFilterSelect({ organism, site, locations, onChange }: LocationFilterSelectProps) {
  const { t } = useTranslation();
  const value = site !== undefined ? `Site-${site}` : organism !== undefined ? `Organism-${organism}` : "";
  const data = [
    { value: "", label: t("codes.filters.allLocations") },
    ...locationTypes.flatMap((type) =>
      locations
        .filter((location) => location.type === type)
        .map((location) => ({ value: `${type}-${location.id}`, label: location.name })),
    ),
  ];
  const choose = (chosen: string | null) => {
    const [type, id] = (chosen ?? "").split("-");
    if (type === "Site") {
      const chosenSite = locations.find((location) => location.type === "Site" && location.id === Number(id));
      onChange({ site: Number(id), organism: chosenSite?.organism_id ?? undefined });
    } else if (type === "Organism") onChange({ organism: Number(id), site: undefined });
    else onChange({ organism: undefined, site: undefined });
  };
  if (data.length <= 2) return null;
  return (
    <Select
      label={t("codes.filters.location")}
      data={data}
      value={value}
      onChange={choose}
      searchable
      allowDeselect={false}
      w={{ base: "100%", sm: 260 }}
    />
  );
}
