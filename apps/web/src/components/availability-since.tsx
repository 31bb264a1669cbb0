import { type MantineSize, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../i18n/format-date-time";
import { formatDuration } from "../i18n/format-duration";
import { currentLanguage } from "../i18n/i18n";
import type { AlertedAvailabilityLevel } from "./availability-alert";

interface AvailabilitySinceProps {
  level: AlertedAvailabilityLevel;
  /** ISO 8601: since when the site has its level (the status's level_since); null says nothing. */
  since: string | null;
  now?: Date;
  size?: MantineSize;
}

/** The start's time alone when it is today, else its date and time: "14:32", "22 nov. 2026, 14:32". */
function formatStart(since: Date, now: Date): string {
  const today = since.toDateString() === now.toDateString();
  if (!today) return formatDateTime(since.toISOString());
  return new Intl.DateTimeFormat(currentLanguage(), { timeStyle: "short" }).format(since);
}

/**
 * The manager's walk-through "outages with a time": since when a down or degraded site has
 * been so, and for how long: "Down since 14:32 (2 hr 5 min)", in the
 * interface language.
 */
export function AvailabilitySince({ level, since, now = new Date(), size = "sm" }: AvailabilitySinceProps) {
  const { t } = useTranslation();
  if (since === null) return null;
  const start = new Date(since);
  const values = { time: formatStart(start, now), duration: formatDuration(now.getTime() - start.getTime()) };
  return (
    <Text size={size} fw={600}>
      {t(
        level === "down" ? "networkStatus.availability.since.down" : "networkStatus.availability.since.degraded",
        values,
      )}
    </Text>
  );
}
