import { NativeSelect } from "@mantine/core";
import { useTranslation } from "react-i18next";

interface FilterSelectProps<Value extends string> {
  label: string;
  value: Value | undefined;
  options: readonly Value[];
  /** The translated name of each value. */
  optionLabel: (value: Value) => string;
  onChange: (value: Value | undefined) => void;
}

/** A list filter: every value, or one of them. */
export function FilterSelect<Value extends string>({
  label,
  value,
  options,
  optionLabel,
  onChange,
}: FilterSelectProps<Value>) {
  const { t } = useTranslation();
  return (
    <NativeSelect
      label={label}
      value={value ?? ""}
      onChange={(event) => onChange((event.currentTarget.value || undefined) as Value | undefined)}
      data={[
        { value: "", label: t("networkStatus.filters.all") },
        ...options.map((option) => ({ value: option, label: optionLabel(option) })),
      ]}
      miw={180}
    />
  );
}
