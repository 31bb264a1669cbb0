import { Badge, type MantineColor } from "@mantine/core";
import type { AlertLogEntry } from "@ondine/domain";
import { useTranslation } from "react-i18next";

/** The colour of what an announcement says: red for an outage, orange for a degradation, teal for a recovery. */
function colourOf({ kind, level }: Pick<AlertLogEntry, "kind" | "level">): MantineColor {
  if (kind === "recovered") return "teal";
  if (kind === "flapping") return "grape";
  return level === "degraded" ? "orange" : "red";
}

/** What an announcement said (docs/alerts.md#noise): down, degraded, recovered, unstable, a reminder, still down after a silence. */
export function AlertKindBadge({ entry }: { entry: Pick<AlertLogEntry, "kind" | "level"> }) {
  const { t } = useTranslation();
  const label =
    entry.kind === "repeat"
      ? t(entry.level === "degraded" ? "alerts.kinds.repeatDegraded" : "alerts.kinds.repeatDown")
      : t(`alerts.kinds.${entry.kind}`);
  return (
    <Badge color={colourOf(entry)} variant="light" tt="none" size="lg">
      {label}
    </Badge>
  );
}
