import { Alert, Anchor, Stack, Text } from "@mantine/core";
import type { SiteStatusOfSite } from "@ondine/domain";
import { memo } from "react";
import { useTranslation } from "react-i18next";
import { availabilityReasonKey } from "../../../components/availability-alert";
import { AvailabilitySince } from "../../../components/availability-since";

/** A chain's sites all fit; beyond this the rest is counted, not listed. */
const listedAtMost = 10;

interface SitesNeedingAttentionAlertProps {
  /** The sites on the map that need attention, in their order (sitesNeedingAttention). */
  sites: readonly SiteStatusOfSite[];
  /** Selects a site (its alert then says why, and since when). */
  onSelect: (siteId: number) => void;
}

/**
 * The home over several sites (every location, or an organism): the sites
 * down or degraded, by name, the down ones first and the longest so first,
 * each saying since when; each name selects its site. Nothing when every
 * site is up. Drawn again only when its sites change (memo): each line formats its
 * dates, and the home draws again at every read.
 */
export const SitesNeedingAttentionAlert = memo(function SitesNeedingAttentionAlert({
  sites,
  onSelect,
}: SitesNeedingAttentionAlertProps) {
  const { t } = useTranslation();
  if (sites.length === 0) return null;
  const down = sites.filter((status) => status.available_level === "down").length;
  const listed = sites.slice(0, listedAtMost);
  return (
    <Alert
      color={down > 0 ? "red" : "orange"}
      variant="light"
      radius="md"
      title={t("home.alerts.attentionTitle", { count: sites.length })}
    >
      <Text size="sm">{t("home.alerts.attentionHint", { down, degraded: sites.length - down })}</Text>
      <Stack component="ul" gap={4} mt={6} p={0} style={{ listStyle: "none" }}>
        {listed.map((status) => {
          const reasonKey = availabilityReasonKey(status.available_reason);
          const level = status.available_level === "down" ? "down" : "degraded";
          return (
            <li key={status.site_id}>
              <Anchor
                component="button"
                type="button"
                size="sm"
                fw={600}
                title={reasonKey ? t(reasonKey) : undefined}
                onClick={() => onSelect(status.site_id)}
              >
                {status.site_name}
              </Anchor>
              <AvailabilitySince level={level} since={status.level_since} size="xs" />
            </li>
          );
        })}
      </Stack>
      {sites.length > listed.length && (
        <Text size="sm" mt={6}>
          {t("home.alerts.attentionMore", { count: sites.length - listed.length })}
        </Text>
      )}
    </Alert>
  );
});
