import type { PageInfo } from "../pagination/page";

/** A user named in an audit event. */
export interface AuditEventUser {
  id: number;
  email: string;
}

/** One line of the security log (`GET /api/audit_events`). */
export interface AuditEventPresentation {
  id: number;
  /** sign_in, sign_in_failed, locked, unlocked, sign_out, password_reset, password_changed, confirmed... */
  action: string;
  actor: AuditEventUser | null;
  subject: AuditEventUser | null;
  impersonator: AuditEventUser | null;
  ip: string | null;
  details: Record<string, unknown>;
  created_at: string;
}

export interface AuditEventsPage extends PageInfo {
  audit_events: AuditEventPresentation[];
}
