import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useSiteStatus } from "../../../api/get-site-status";
import { AvailabilityAlert, availabilityReasonKey } from "../../../components/availability-alert";
import { formatDateTime } from "../../../i18n/format-date-time";

/**
 * docs/product.md#maps-screen map: a banner when the site is down (with its last update) or
 * degraded, worded as the network-status overview words it, from the same
 * status call (one cache entry for both screens).
 */
export function SiteAvailabilityBanner({ siteId }: { siteId: number }) {
  const { t } = useTranslation();
  const status = useSiteStatus({ type: "site", id: siteId });
  if (!status.data) return null;
  const { available_level, available_reason, last_full_refresh, muted } = status.data;
  return (
    <AvailabilityAlert
      level={available_level}
      muted={muted}
      title={(level) => t(`networkStatus.availability.${level === "down" ? "down" : "degraded"}.site`)}
    >
      {(level) => {
        const reasonKey = availabilityReasonKey(available_reason);
        return (
          <>
            {reasonKey && <Text size="sm">{t(reasonKey)}</Text>}
            {level === "down" && last_full_refresh && (
              <Text size="sm">
                {t("networkStatus.overview.lastReport", { date: formatDateTime(last_full_refresh) })}
              </Text>
            )}
          </>
        );
      }}
    </AvailabilityAlert>
  );
}
