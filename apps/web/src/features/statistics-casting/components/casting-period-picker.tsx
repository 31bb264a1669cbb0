import { Group, Select, Slider, Stack, Text } from "@mantine/core";
import { castingDefaultDays, castingMonthOptions } from "@ondine/domain";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { formatCastingMonth } from "../casting-formats";
import { type CastingPeriod, monthOptionValue, periodValue } from "../casting-period";

interface CastingPeriodPickerProps {
  period: CastingPeriod;
  onChange: (period: CastingPeriod) => void;
}

/** docs/product.md#statistics-casting: the last N days (1 to 31, sliding) or a calendar month back to January 2018. */
export function CastingPeriodPicker({ period, onChange }: CastingPeriodPickerProps) {
  const { t, i18n } = useTranslation();
  // The months are listed in the interface language: a new language lists them again.
  const months = useMemo(
    () =>
      castingMonthOptions(new Date()).map((option) => ({
        value: monthOptionValue(option),
        label: formatCastingMonth(option.year, option.month, i18n.language),
      })),
    [i18n.language],
  );
  const choose = (value: string | null) => {
    if (value === null) return;
    if (value === "lastDays") return onChange({ kind: "lastDays", days: castingDefaultDays });
    const [year, month] = value.split("-").map(Number);
    if (year && month) onChange({ kind: "month", year, month });
  };

  return (
    <Group align="flex-end" gap="lg" wrap="wrap">
      <Select
        label={t("statisticsCasting.period.label")}
        data={[
          {
            group: t("statisticsCasting.period.sliding"),
            items: [{ value: "lastDays", label: t("statisticsCasting.period.lastDays") }],
          },
          { group: t("statisticsCasting.period.months"), items: months },
        ]}
        value={periodValue(period)}
        onChange={choose}
        allowDeselect={false}
        searchable
        maxDropdownHeight={320}
        w={240}
        comboboxProps={{ withinPortal: true }}
      />
      {period.kind === "lastDays" && (
        <Stack gap={4} w={260} pb={6}>
          <Text size="sm" fw={500} id="casting-days-label">
            {t("statisticsCasting.period.days", { count: period.days })}
          </Text>
          <Slider
            min={1}
            max={castingDefaultDays}
            value={period.days}
            onChange={(days) => onChange({ kind: "lastDays", days })}
            thumbLabel={t("statisticsCasting.period.daysSlider")}
            label={null}
            marks={[
              { value: 1, label: "1" },
              { value: 10, label: "10" },
              { value: castingDefaultDays, label: String(castingDefaultDays) },
            ]}
            mb="md"
          />
        </Stack>
      )}
    </Group>
  );
}
