import type { AlertChoice, AlertKind, AlertLevel } from "./alert-codes";

/** The choice that asks for a level: up is asked for by "recovered". */
const choiceOfLevel: Record<AlertLevel, AlertChoice> = { up: "recovered", down: "down", degraded: "degraded" };

/**
 * Who is told of an announcement (docs/alerts.md#noise). `choices`: the
 * subscriber's choices for the site, null when not subscribed; `told`: they
 * were told of the outage (alert_receipts), which is enough for its
 * flapping, repeats and recovery whatever their choices since.
 */
export function shouldTellSubscriber(
  kind: AlertKind,
  level: AlertLevel,
  choices: readonly AlertChoice[] | null,
  told: boolean,
): boolean {
  const chose = (choice: AlertChoice) => choices?.includes(choice) ?? false;
  switch (kind) {
    case "down":
    case "still_down":
      return chose("down");
    case "degraded":
      return chose("degraded");
    case "flapping":
    case "repeat":
      return told || chose(choiceOfLevel[level]);
    case "recovered":
      return told || chose("recovered");
  }
}
