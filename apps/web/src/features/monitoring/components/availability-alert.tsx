import { Alert } from "@mantine/core";
import { isDegradedLevel, type SiteAvailabilityLevel } from "@ondine/domain";
import { useTranslation } from "react-i18next";
import type { MonitoringLocation } from "../monitoring-location";

interface AvailabilityAlertProps {
  location: MonitoringLocation;
  level: SiteAvailabilityLevel;
}

/** SPEC §2 overview: a banner when the site (or a site of the organism) is down or degraded; the last report is beside it. */
export function AvailabilityAlert({ location, level }: AvailabilityAlertProps) {
  const { t } = useTranslation();
  const isDown = level === "down";
  if (!isDown && !isDegradedLevel(level)) return null;
  return (
    <Alert
      color={isDown ? "red" : "orange"}
      variant="light"
      title={t(`networkStatus.availability.${isDown ? "down" : "degraded"}.${location.type}`)}
    >
      {t(`networkStatus.availability.${isDown ? "down" : "degraded"}.hint`)}
    </Alert>
  );
}
