import { Alert, type MantineRadius } from "@mantine/core";
import { isDegradedLevel, type SiteAvailabilityLevel, type SiteAvailabilityReason } from "@ondine/domain";
import type { ReactNode } from "react";
import { SilentModeBadge } from "./silent-mode-badge";

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
  /** The status says the site is under silent mode (docs/alerts.md#silent-mode): its badge, never the alert. */
  muted?: boolean;
}

/**
 * docs/product.md#monitoring-screens (home, network-status overview): an alert when the site is down
 * (red) or degraded (orange), nothing otherwise; under silent mode, a badge that says so instead.
 */
export function AvailabilityAlert({ level, title, children, radius, muted = false }: AvailabilityAlertProps) {
  if (muted) return <SilentModeBadge />;
  if (level !== "down" && !isDegradedLevel(level)) return null;
  return (
    <Alert color={level === "down" ? "red" : "orange"} variant="light" radius={radius} title={title(level)}>
      {children(level)}
    </Alert>
  );
}
