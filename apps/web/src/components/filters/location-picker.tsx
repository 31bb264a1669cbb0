import { Select } from "@mantine/core";

/** A location a statistics screen offers: the selected organism (all its sites) or one of its sites. */
export interface PickedLocation {
  type: "organism" | "site";
  id: number;
  name: string;
}

interface LocationPickerProps {
  /** The field's label, in the screen's words. */
  label: string;
  /** How the organism reads as a whole ("All sites of {name}"). */
  organismLabel: (name: string) => string;
  options: readonly PickedLocation[];
  value: PickedLocation;
  onChange: (option: PickedLocation) => void;
}

const optionValue = (option: Pick<PickedLocation, "type" | "id">) => `${option.type}:${option.id}`;

/** The location filter of the casting and reporting screens: the selected organism as a whole, or one of its sites. */
export function LocationPicker({ label, organismLabel, options, value, onChange }: LocationPickerProps) {
  return (
    <Select
      label={label}
      data={options.map((option) => ({
        value: optionValue(option),
        label: option.type === "organism" ? organismLabel(option.name) : option.name,
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
