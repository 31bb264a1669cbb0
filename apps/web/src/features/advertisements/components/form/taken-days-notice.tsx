import { Text } from "@mantine/core";
import type { OverlappingAdvertisement } from "@ondine/domain";
import { useTranslation } from "react-i18next";
import { formatPlainDayText } from "./format-advertisement-day";

interface TakenDaysNoticeProps {
  /** Other announcements' periods on the chosen locations. */
  taken: readonly OverlappingAdvertisement[];
  /** Those the chosen days share a day with (a typed day is not greyed out: it is said here). */
  clashing: readonly OverlappingAdvertisement[];
}

/**
 * The overlap (docs/product.md#announcements-validation) rule before a save: what the greyed days of
 * the pickers mean, and which announcement the days chosen would overlap.
 * Read out as it changes.
 */
export function TakenDaysNotice({ taken, clashing }: TakenDaysNoticeProps) {
  const { t } = useTranslation();
  const [first] = clashing;
  const days = first && { start: formatPlainDayText(first.starts_at), end: formatPlainDayText(first.ends_at) };
  return (
    <div aria-live="polite">
      {first && days ? (
        <Text size="sm" c="var(--mantine-color-error)">
          {first.internal_title === null
            ? t("advertisements.form.takenClashHidden", days)
            : t("advertisements.form.takenClash", { ...days, title: first.internal_title })}
        </Text>
      ) : taken.length > 0 ? (
        <Text size="sm" c="dimmed">
          {t("advertisements.form.takenHint")}
        </Text>
      ) : null}
    </div>
  );
}
