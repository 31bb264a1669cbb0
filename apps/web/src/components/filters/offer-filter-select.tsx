import { Select } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatNumber } from "../../i18n/format-number";

interface OfferFilterSelectProps {
  offer: string | undefined;
  /** The offers facet of the current search: names and counts. */
  offers: readonly { name: string; count: number }[];
  onChange: (offer: string | undefined) => void;
}

/** The dashboards' offer filter, each offer with its count. */
export function OfferFilterSelect({ offer, offers, onChange }: OfferFilterSelectProps) {
  const { t } = useTranslation();
  const data = [
    { value: "", label: t("codes.filters.allOffers") },
    ...offers.map((entry) => ({ value: entry.name, label: `${entry.name} (${formatNumber(entry.count)})` })),
  ];
  // The chosen offer stays listed even when the facet no longer holds it.
  if (offer && !offers.some((entry) => entry.name === offer)) data.push({ value: offer, label: offer });
  return (
    <Select
      label={t("codes.filters.offer")}
      data={data}
      value={offer ?? ""}
      onChange={(value) => onChange(value || undefined)}
      allowDeselect={false}
      w={{ base: "100%", sm: 220 }}
    />
  );
}
