import type { AuditEventPresentation, AuditEventUser } from "@ondine/domain";
import type { AuditEventRecord } from "./audit.repository";

function named(id: number | null, email: string | null): AuditEventUser | null {
  return id === null || email === null ? null : { id, email };
}

export function presentAuditEvent(event: AuditEventRecord): AuditEventPresentation {
  return {
    id: event.id,
    action: event.action,
    actor: named(event.actorId, event.actorEmail),
    subject: named(event.subjectId, event.subjectEmail),
    impersonator: named(event.impersonatorId, event.impersonatorEmail),
    ip: event.ip,
    details: event.details,
    created_at: event.createdAt.toISOString(),
  };
}
