import { useTranslation } from "react-i18next";
import { formatNumber } from "../../../../i18n/format-number";

/** "character counters used/max" (docs/product.md#announcements-screens): "12/50", the numbers in the interface language. */
export function useCharacterCount(): (text: string, max: number) => string {
  const { t } = useTranslation();
  return (text, max) => t("advertisements.form.count", { used: formatNumber(text.length), max: formatNumber(max) });
}
