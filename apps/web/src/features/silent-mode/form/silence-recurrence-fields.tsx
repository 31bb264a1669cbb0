import { Checkbox, Group, Stack } from "@mantine/core";
import { silenceLimits } from "@ondine/domain";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { weekdayName } from "../silence-time-format";
import { ParisMomentField } from "./paris-moment-field";

const isoWeekdays = [1, 2, 3, 4, 5, 6, 7] as const;

interface SilenceRecurrenceFieldsProps {
  repeats: boolean;
  /** ISO weekdays as text, "1" Monday ... "7" Sunday. */
  weekdays: string[];
  /** The last day, `YYYY-MM-DD`; "" for none yet. */
  until: string;
  onRepeatsChange: (repeats: boolean) => void;
  onWeekdaysChange: (weekdays: string[]) => void;
  onUntilChange: (until: string) => void;
  errors: { weekdays?: ReactNode; until?: ReactNode };
  disabled?: boolean;
}

/**
 * A weekly window (docs/alerts.md#silent-mode): the same Paris hours as the
 * first occurrence on the days ticked, until a last day at most a year ahead.
 */
export function SilenceRecurrenceFields({
  repeats,
  weekdays,
  until,
  onRepeatsChange,
  onWeekdaysChange,
  onUntilChange,
  errors,
  disabled,
}: SilenceRecurrenceFieldsProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Checkbox
        label={t("silentMode.form.repeat")}
        description={t("silentMode.form.repeatHint")}
        checked={repeats}
        onChange={(event) => onRepeatsChange(event.currentTarget.checked)}
        disabled={disabled}
      />
      {repeats && (
        <>
          <Checkbox.Group
            label={t("silentMode.form.weekdays")}
            value={weekdays}
            onChange={onWeekdaysChange}
            error={errors.weekdays}
            withAsterisk
          >
            <Group gap="md" mt={6}>
              {isoWeekdays.map((day) => (
                <Checkbox key={day} value={String(day)} label={weekdayName(day, "long")} disabled={disabled} />
              ))}
            </Group>
          </Checkbox.Group>
          <ParisMomentField
            label={t("silentMode.form.until")}
            description={t("silentMode.form.untilHint", { days: silenceLimits.maxSeriesDays })}
            required
            withTime={false}
            value={until}
            onChange={onUntilChange}
            error={errors.until}
            disabled={disabled}
          />
        </>
      )}
    </Stack>
  );
}
