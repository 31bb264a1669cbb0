import { count, desc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db";
import { auditEvents, users } from "../../db/schema";

export type NewAuditEvent = typeof auditEvents.$inferInsert;

export async function insertAuditEvent(db: Database, event: NewAuditEvent): Promise<void> {
  await db.insert(auditEvents).values(event);
}

const actors = alias(users, "actors");
const subjects = alias(users, "subjects");
const impersonators = alias(users, "impersonators");

/** The newest events first, with the emails of the people they name. */
export function findAuditEvents(db: Database, page: { limit: number; offset: number }) {
  return db
    .select({
      id: auditEvents.id,
      action: auditEvents.action,
      actorId: auditEvents.actorId,
      actorEmail: actors.email,
      subjectId: auditEvents.subjectId,
      subjectEmail: subjects.email,
      impersonatorId: auditEvents.impersonatorId,
      impersonatorEmail: impersonators.email,
      ip: auditEvents.ip,
      details: auditEvents.details,
      createdAt: auditEvents.createdAt,
    })
    .from(auditEvents)
    .leftJoin(actors, eq(actors.id, auditEvents.actorId))
    .leftJoin(subjects, eq(subjects.id, auditEvents.subjectId))
    .leftJoin(impersonators, eq(impersonators.id, auditEvents.impersonatorId))
    .orderBy(desc(auditEvents.id))
    .limit(page.limit)
    .offset(page.offset);
}

export type AuditEventRecord = Awaited<ReturnType<typeof findAuditEvents>>[number];

export async function countAuditEvents(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(auditEvents);
  return row?.total ?? 0;
}
