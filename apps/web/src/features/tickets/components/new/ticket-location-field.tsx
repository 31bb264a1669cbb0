import { type ComboboxItem, Select } from "@mantine/core";
import { type LocationType, locationTypes } from "@ondine/domain";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { LocationOption } from "../../../../components/filters/location-option";
import { locationKey } from "./new-ticket-form-values";

interface TicketLocationFieldProps {
  /** The caller's organisms and sites (a ticket names only those, docs/tickets.md#who-sees-what). */
  options: readonly LocationOption[];
  /** `Site-12`, `Organism-3`, or "" for none yet. */
  value: string;
  onChange: (key: string) => void;
  error?: ReactNode;
}

/** Where the ticket is: one of the caller's organisms (as a whole) or sites, grouped by type, searchable by name. */
export function TicketLocationField({ options, value, onChange, error }: TicketLocationFieldProps) {
  const { t } = useTranslation();
  const label = (option: LocationOption) =>
    option.type === "Site" && option.organism_name ? `${option.name} · ${option.organism_name}` : option.name;
  const itemsOf = (type: LocationType): ComboboxItem[] =>
    options
      .filter((option) => option.type === type)
      .map((option) => ({ value: locationKey(option.type, option.id), label: label(option) }));
  const data = locationTypes
    .map((type) => ({ group: t(`tickets.new.locationGroups.${type}`), items: itemsOf(type) }))
    .filter((group) => group.items.length > 0);
  return (
    <Select
      label={t("tickets.new.location")}
      description={t("tickets.new.locationHint")}
      inputWrapperOrder={["label", "input", "description", "error"]}
      placeholder={t("tickets.new.locationPlaceholder")}
      required
      searchable
      data={data}
      value={value === "" ? null : value}
      onChange={(chosen) => onChange(chosen ?? "")}
      error={error}
      nothingFoundMessage={t("tickets.new.noLocationFound")}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
