import { Group } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { DayField } from "../../../components/dates/date-fields";
import { InterfaceDatesProvider } from "../../../components/dates/interface-dates-provider";

/** Two days of the calendar, `YYYY-MM-DD`; either may be missing while the user chooses. */
export interface CustomDays {
  from?: string;
  to?: string;
}

interface CustomDaysFieldsProps {
  days: CustomDays;
  onChange: (days: CustomDays) => void;
}

/** The date-range bar's explicit bounds: a first and a last day, in the interface language. */
export default function CustomDaysFields({ days, onChange }: CustomDaysFieldsProps) {
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
