import type { Database } from "../../db";
import { recordAuditEvent } from "../audit";
import type { SilenceCaller } from "./silence-caller";
import type { SilenceWindowRow } from "./silence-windows.repository";

type SilenceAuditAction = "silence_window_created" | "silence_window_ended" | "silence_window_extended";

/**
 * The audit event of a change to a window (docs/alerts.md#silent-mode
 * "Audit"), written in the change's transaction: who, from where, the
 * window and its site, and its times after the change (`previous_ends_at`
 * for an extension).
 */
export function recordSilenceAudit(
  tx: Database,
  caller: SilenceCaller,
  action: SilenceAuditAction,
  window: SilenceWindowRow,
  extra: Record<string, unknown> = {},
): Promise<void> {
  return recordAuditEvent(tx, {
    action,
    actorId: caller.actor.id,
    subjectId: null,
    impersonatorId: caller.actor.impersonatorId ?? null,
    ip: caller.ip ?? null,
    details: {
      silence_window_id: window.id,
      site_id: window.siteId,
      target: window.target,
      starts_at: window.startsAt.toISOString(),
      ends_at: window.endsAt.toISOString(),
      recurring: window.rrule !== null,
      ...(window.endedEarlyAt ? { ended_early_at: window.endedEarlyAt.toISOString() } : {}),
      ...extra,
    },
  });
}
