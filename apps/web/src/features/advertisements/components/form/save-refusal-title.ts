import { useTranslation } from "react-i18next";
import type { AdvertisementSaveError } from "./advertisement-save-error";
import { formatPlainDayText } from "./format-advertisement-day";

/**
 * What a refused save says first, in the alert's title and in its toast
 *: the overlapping announcement by name and days, the locations
 * not the caller's, or the fields to correct; the HTTP status only when the
 * refusal names nothing a person can act on (docs/product.md#errors).
 */
export function useSaveRefusalTitle(): (refusal: AdvertisementSaveError) => string {
  const { t } = useTranslation();
  return (refusal) => {
    const [first, ...others] = refusal.overlapping;
    if (first) {
      const days = { start: formatPlainDayText(first.starts_at), end: formatPlainDayText(first.ends_at) };
      const said =
        first.internal_title === null
          ? t("advertisements.errors.save_overlapping_hidden", days)
          : t("advertisements.errors.save_overlapping", { ...days, title: first.internal_title });
      return others.length === 0
        ? said
        : `${said} ${t("advertisements.errors.save_overlapping_more", { count: others.length })}`;
    }
    if (refusal.unauthorizedLocations.length > 0) return t("advertisements.errors.save_unauthorized");
    if (refusal.status === 0) return t("advertisements.errors.save_unreachable");
    if (Object.keys(refusal.fieldErrors).length > 0) return t("advertisements.errors.save_fields");
    return t("advertisements.errors.save_failed", { status: refusal.status });
  };
}
