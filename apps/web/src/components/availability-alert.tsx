import { Alert, type MantineRadius } from "@mantine/core";
import { isDegradedLevel, type SiteAvailabilityLevel, type SiteAvailabilityReason } from "@ondine/domain";
import type { ReactNode } from "react";

/** The reasons an alert gives (siteAvailabilityReason): a site that never reported raises none. */
export type AlertedAvailabilityReason = Exclude<SiteAvailabilityReason, "neverReported">;

/** The i18n key of a reason's sentence, the same on every screen; null when there is nothing to say. */
export function availabilityReasonKey(reason: SiteAvailabilityReason | null) {
  if (reason === null || reason === "neverReported") return null;
  return `networkStatus.availability.reasons.${reason satisfies AlertedAvailabilityReason}` as const;
}

/** The levels that raise the alert: down, or degraded by its bandwidth or by its access points. */
export type AlertedAvailabilityLevel = "down" | "degraded" | "degradedAps";

interface AvailabilityAlertProps {
  level: SiteAvailabilityLevel;
  /** The title and the text for the level; each screen words it for what it shows. */
  title: (level: AlertedAvailabilityLevel) => ReactNode;
  children: (level: AlertedAvailabilityLevel) => ReactNode;
  radius?: MantineRadius;
}

/**
 * docs/product.md#monitoring-screens (home, network-status overview): an alert when the site is down
 * (red) or degraded (orange), nothing otherwise.
 */
export function AvailabilityAlert({ level, title, children, radius }: AvailabilityAlertProps) {
  if (level !== "down" && !isDegradedLevel(level)) return null;
  return (
    <Alert color={level === "down" ? "red" : "orange"} variant="light" radius={radius} title={title(level)}>
      {children(level)}
    </Alert>
  );
}
