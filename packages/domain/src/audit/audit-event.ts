import { z } from "zod";
import { pageInfoShape } from "../pagination/page";

/** A user named in an audit event. */
export const auditEventUserSchema = z.object({ id: z.number().int(), email: z.string() });
export type AuditEventUser = z.infer<typeof auditEventUserSchema>;

/** One line of the security log (`GET /api/audit_events`). */
export const auditEventPresentationSchema = z.object({
  id: z.number().int(),
  /** sign_in, sign_in_failed, locked, unlocked, sign_out, password_reset, password_changed, confirmed... */
  action: z.string(),
  actor: auditEventUserSchema.nullable(),
  subject: auditEventUserSchema.nullable(),
  impersonator: auditEventUserSchema.nullable(),
  ip: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  created_at: z.iso.datetime({ offset: true }),
});
export type AuditEventPresentation = z.infer<typeof auditEventPresentationSchema>;

export const auditEventsPageSchema = z.object({
  audit_events: z.array(auditEventPresentationSchema),
  ...pageInfoShape,
});
export type AuditEventsPage = z.infer<typeof auditEventsPageSchema>;
