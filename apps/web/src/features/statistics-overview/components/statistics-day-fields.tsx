import { Group } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { DayField } from "../../../components/dates/date-fields";
import { InterfaceDatesProvider } from "../../../components/dates/interface-dates-provider";

export interface ChosenDays {
  from?: string;
  to?: string;
}

interface StatisticsDayFieldsProps {
  days: ChosenDays;
  onChange: (days: ChosenDays) => void;
}

/**
 * The date-range bar's two days of the calendar (docs/product.md#statistics-dates). A chunk of its
 * own: Mantine's pickers and dayjs (27 KiB gzip) load when the user asks for days, so that
 * the overview draws without them (docs/performance.md "Signed-in pages").
 */
export function StatisticsDayFields({ days, onChange }: StatisticsDayFieldsProps) {
  const { t } = useTranslation();
  return (
    <InterfaceDatesProvider>
      <Group gap="xs" wrap="wrap">
        <DayField
          label={t("statisticsOverview.range.from")}
          value={days.from}
          maxDate={days.to}
          onChange={(from) => onChange({ ...days, from })}
          w={190}
        />
        <DayField
          label={t("statisticsOverview.range.to")}
          value={days.to}
          minDate={days.from}
          onChange={(to) => onChange({ ...days, to })}
          w={190}
        />
      </Group>
    </InterfaceDatesProvider>
  );
}
