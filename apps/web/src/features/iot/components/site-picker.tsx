import { Select } from "@mantine/core";
import { useTranslation } from "react-i18next";

export interface IotSiteOption {
  id: number;
  name: string;
  organism_id: number;
}

interface SitePickerProps {
  sites: readonly IotSiteOption[];
  siteId: number | null;
  onChange: (site: IotSiteOption) => void;
}

/** docs/product.md#iot-screen IoT column 1: the location picker, among the organism's sites in production. */
export function SitePicker({ sites, siteId, onChange }: SitePickerProps) {
  const { t } = useTranslation();
  return (
    <Select
      label={t("iots.site.label")}
      placeholder={t("iots.site.placeholder")}
      data={sites.map((site) => ({ value: String(site.id), label: site.name }))}
      value={siteId === null ? null : String(siteId)}
      onChange={(value) => {
        const site = sites.find((option) => String(option.id) === value);
        if (site) onChange(site);
      }}
      searchable={sites.length > 8}
      allowDeselect={false}
      nothingFoundMessage={t("iots.site.none")}
      disabled={sites.length === 0}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
