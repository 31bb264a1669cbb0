import { Alert, Anchor, Group, Text } from "@mantine/core";
import type { SiteStatusOfSite } from "@ondine/domain";
import { useTranslation } from "react-i18next";
import { availabilityReasonKey } from "../../../components/availability-alert";

interface SitesDownAlertProps {
  /** The statuses of the sites on the map. */
  statuses: Iterable<SiteStatusOfSite>;
  /** Selects a site (its alert then says why it is down). */
  onSelect: (siteId: number) => void;
}

/**
 * The home over several sites (every location, or an organism): the sites
 * down, by name, so an admin sees them from the first screen; each name
 * selects its site. Nothing when none is down.
 */
export function SitesDownAlert({ statuses, onSelect }: SitesDownAlertProps) {
  const { t } = useTranslation();
  const down = [...statuses]
    .filter((status) => status.available_level === "down")
    .sort((a, b) => a.site_name.localeCompare(b.site_name));
  if (down.length === 0) return null;
  return (
    <Alert color="red" variant="light" radius="md" title={t("home.alerts.sitesDownTitle", { count: down.length })}>
      <Text size="sm">{t("home.alerts.sitesDownHint")}</Text>
      <Group component="ul" gap="xs" mt={6} p={0} style={{ listStyle: "none" }}>
        {down.map((status) => {
          const reasonKey = availabilityReasonKey(status.available_reason);
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
            </li>
          );
        })}
      </Group>
    </Alert>
  );
}
