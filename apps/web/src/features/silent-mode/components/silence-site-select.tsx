import { Select } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { LocationOption } from "../../../components/filters/location-option";

interface SilenceSiteSelectProps {
  label: string;
  /** The caller's sites (silence windows are set on a site, docs/alerts.md#silent-mode). */
  sites: readonly LocationOption[];
  /** The site's id as text; "" for none (or all, with `allLabel`). */
  value: string;
  onChange: (siteId: string) => void;
  /** The choice of no site in particular ("All sites"), for a filter; none for a field that needs one. */
  allLabel?: string;
  placeholder?: string;
  description?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  w?: number | Record<string, number | string>;
}

/** One of the caller's sites, "Site · Organism", searchable by name; a filter adds "All sites" first. */
export function SilenceSiteSelect({ label, sites, value, onChange, allLabel, ...props }: SilenceSiteSelectProps) {
  const { t } = useTranslation();
  const siteOptions = sites.map((site) => ({
    value: String(site.id),
    label: site.organism_name ? `${site.name} · ${site.organism_name}` : site.name,
  }));
  return (
    <Select
      label={label}
      inputWrapperOrder={["label", "input", "description", "error"]}
      data={allLabel === undefined ? siteOptions : [{ value: "", label: allLabel }, ...siteOptions]}
      value={allLabel === undefined && value === "" ? null : value}
      onChange={(chosen) => onChange(chosen ?? "")}
      searchable
      allowDeselect={false}
      nothingFoundMessage={t("silentMode.noSiteFound")}
      comboboxProps={{ withinPortal: true }}
      {...props}
    />
  );
}
