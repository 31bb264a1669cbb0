import {
  type AuditEventsPage,
  auditIpMaxLength,
  boundedAuditDetails,
  boundedAuditText,
  totalPages,
} from "@ondine/domain";
import type { Database } from "../../db";
import { countAuditEvents, findAuditEvents, insertAuditEvent } from "./audit.repository";
import { presentAuditEvent } from "./audit-event.presenter";

/** The actions the security log knows; modules add theirs here. */
export const auditActions = [
  "sign_in",
  "sign_in_failed",
  "locked",
  "unlocked",
  "sign_out",
  "password_reset_requested",
  "password_reset",
  "password_changed",
  "confirmation_sent",
  "confirmed",
  "api_token_generated",
  "email_change_requested",
  "email_changed",
  "log_as_start",
  "log_as_end",
  "user_created",
  "user_updated",
  "user_deleted",
  // An admin reactivated a deactivated account (docs/product.md#accounts-users).
  "user_reactivated",
  "beta_handoff",
  // An admin set or replaced a floor's plan (details: the floor, the image, the equipment moved).
  "floor_plan_replaced",
  // A portal announcement written or deleted (details: its id).
  "advertisement_created",
  "advertisement_updated",
  "advertisement_deleted",
  // A silent-mode window created, ended early or extended (docs/alerts.md#silent-mode; details: its id, site, times).
  "silence_window_created",
  "silence_window_ended",
  "silence_window_extended",
  // A private Wi-Fi key shown: revealed, exported or printed on cards (docs/private-wifi.md#keys; details: the site, how many keys).
  "private_wifi.key_revealed",
  "private_wifi.keys_exported",
  "private_wifi.cards_printed",
  // An organism's allowed address ranges or two-factor requirement set (docs/security.md "Organism security"; details: the organism, the settings).
  "organism_security_updated",
  // A person's second factor (docs/security.md "Two-factor sign-in", "Step-up"; details: the methods, never a secret or code).
  "two_factor.authenticator_enrolled",
  "two_factor.authenticator_confirmed",
  "two_factor.method_changed",
  "two_factor.disabled",
  "two_factor.recovery_codes_regenerated",
  "two_factor.recovery_code_used",
  "two_factor.step_up",
  // A webhook endpoint created, changed, deleted, its secret rotated, deliveries queued again (docs/webhooks.md#calls; details: the endpoint, its organism, what changed, never a secret).
  "webhooks.endpoint_created",
  "webhooks.endpoint_updated",
  "webhooks.endpoint_deleted",
  "webhooks.secret_rotated",
  "webhooks.delivery_replayed",
  "webhooks.deliveries_replayed",
] as const;
export type AuditAction = (typeof auditActions)[number];

export type AuditEvent = {
  action: AuditAction;
  /** Who acted (the effective user); null when nobody is signed in. */
  actorId: number | null;
  /** The account acted upon. */
  subjectId: number | null;
  /** The admin logged in as the actor, if any. */
  impersonatorId?: number | null;
  ip?: string | null;
  details?: Record<string, unknown>;
};

/**
 * Writes one line of the security log, in `db` (pass the transaction of the
 * work it records). Its values are bounded (docs/security.md "Input
 * validation"): a megabyte typed as a sign-in address stores 254 characters.
 */
export async function recordAuditEvent(db: Database, event: AuditEvent): Promise<void> {
  await insertAuditEvent(db, {
    action: event.action,
    actorId: event.actorId,
    subjectId: event.subjectId,
    impersonatorId: event.impersonatorId ?? null,
    ip: event.ip ? boundedAuditText(event.ip, auditIpMaxLength) : null,
    details: boundedAuditDetails(event.details ?? {}),
  });
}

export const auditEventsPerPage = 50;

export async function listAuditEvents(db: Database, page: number): Promise<AuditEventsPage> {
  const [rows, total] = await Promise.all([
    findAuditEvents(db, { limit: auditEventsPerPage, offset: (page - 1) * auditEventsPerPage }),
    countAuditEvents(db),
  ]);
  return {
    audit_events: rows.map(presentAuditEvent),
    current_page: page,
    total_pages: totalPages(total, auditEventsPerPage),
  };
}
