import { Select } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** A location the casting dashboard offers: the organism (all its sites) or one of its sites in production. */
export interface CastingLocationOption {
  type: "organism" | "site";
  id: number;
  name: string;
}

interface CastingLocationPickerProps {
  options: readonly CastingLocationOption[];
  value: CastingLocationOption;
  onChange: (option: CastingLocationOption) => void;
}

const optionValue = (option: Pick<CastingLocationOption, "type" | "id">) => `${option.type}:${option.id}`;

/** The location filter: the selected organism as a whole, or one of its hotels. */
export function CastingLocationPicker({ options, value, onChange }: CastingLocationPickerProps) {
  const { t } = useTranslation();
  return (
    <Select
      label={t("statisticsCasting.location.label")}
      data={options.map((option) => ({
        value: optionValue(option),
        label:
          option.type === "organism" ? t("statisticsCasting.location.organism", { name: option.name }) : option.name,
      }))}
      value={optionValue(value)}
      onChange={(chosen) => {
        const option = options.find((candidate) => optionValue(candidate) === chosen);
        if (option) onChange(option);
      }}
      allowDeselect={false}
      searchable={options.length > 8}
      w={300}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
