import { Select } from "@mantine/core";
import { memo } from "react";
import { useTranslation } from "react-i18next";

export interface HomeSelectOption {
  value: string;
  label: string;
}

interface HomeLocationSelectProps {
  kind: "sites" | "buildings";
  options: readonly HomeSelectOption[];
  value: string | null;
  onChange: (value: string) => void;
  /** Whether the user's roles open a building's map (docs/product.md#accounts-permissions): without, the buildings' select, which only opens maps, is not offered. */
  canOpenBuildings?: boolean;
}

/**
 * Home (docs/product.md#home-screen): a select of the sites (organism scope) or the buildings
 * (site scope), its label counting them. Thousands of sites stay quick: it
 * filters as one types and draws the first hundred matches, and it is drawn
 * again only when its props change (memo): it reads every option at each draw.
 */
export const HomeLocationSelect = memo(function HomeLocationSelect({
  kind,
  options,
  value,
  onChange,
  canOpenBuildings = true,
}: HomeLocationSelectProps) {
  const { t } = useTranslation();
  if (kind === "buildings" && !canOpenBuildings) return null;
  const label = t(kind === "sites" ? "home.select.sites" : "home.select.buildings", { count: options.length });
  return (
    <Select
      label={label}
      placeholder={t(kind === "sites" ? "home.select.sitePlaceholder" : "home.select.buildingPlaceholder")}
      data={options as HomeSelectOption[]}
      value={value}
      onChange={(next) => next !== null && onChange(next)}
      searchable
      limit={100}
      nothingFoundMessage={t("home.select.noMatch")}
      disabled={options.length === 0}
      w={{ base: "100%", sm: 320 }}
      comboboxProps={{ withinPortal: true }}
    />
  );
});
