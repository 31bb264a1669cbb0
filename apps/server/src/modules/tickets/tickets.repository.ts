import type { LocationType, TicketChannel, TicketKind, TicketSiteState, TicketStatus } from "@ondine/domain";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db";
import { tickets } from "../../db/schema";
import type { TicketCaller } from "./ticket-caller";
import { ticketVisibleTo } from "./ticket-scope";

/**
 * A ticket as its table holds it: its location and people by id (their
 * names are their owners' to read: `readTicketNames`), its clock's columns.
 */
export type TicketRecord = {
  id: number;
  locationType: LocationType;
  organismId: number;
  siteId: number | null;
  equipmentId: number | null;
  requesterId: number;
  assigneeId: number | null;
  lastAnsweredById: number | null;
  channel: TicketChannel;
  kind: TicketKind;
  status: TicketStatus;
  subject: string;
  siteState: TicketSiteState | null;
  openedAt: Date;
  lastActivityAt: Date;
  firstResponseAt: Date | null;
  resolvedAt: Date | null;
};

const ticketColumns = {
  id: tickets.id,
  locationType: tickets.locationType,
  organismId: tickets.organismId,
  siteId: tickets.siteId,
  equipmentId: tickets.equipmentId,
  requesterId: tickets.requesterId,
  assigneeId: tickets.assigneeId,
  lastAnsweredById: tickets.lastAnsweredById,
  channel: tickets.channel,
  kind: tickets.kind,
  status: tickets.status,
  subject: tickets.subject,
  siteState: tickets.siteState,
  openedAt: tickets.openedAt,
  lastActivityAt: tickets.lastActivityAt,
  firstResponseAt: tickets.firstResponseAt,
  resolvedAt: tickets.resolvedAt,
};

function selectTickets(db: Database) {
  return db.select(ticketColumns).from(tickets);
}

type SelectedRow = Awaited<ReturnType<typeof selectTickets>>[number];

function toRecord(row: SelectedRow): TicketRecord {
  return {
    ...row,
    status: row.status as TicketStatus,
    siteState: (row.siteState ?? null) as TicketSiteState | null,
  };
}

/** A page of the tickets the caller may read passing `filter`, in `order`: one query on `tickets` alone. */
export async function findVisibleTickets(
  db: Database,
  caller: TicketCaller,
  filter: SQL | undefined,
  order: readonly SQL[],
  page: { limit: number; offset: number },
): Promise<TicketRecord[]> {
  const rows = await selectTickets(db)
    .where(and(ticketVisibleTo(caller), filter))
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(toRecord);
}

export async function countVisibleTickets(
  db: Database,
  caller: TicketCaller,
  filter: SQL | undefined,
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(tickets)
    .where(and(ticketVisibleTo(caller), filter));
  return Number(row?.count ?? 0);
}

/**
 * The ticket when the caller may read it (`ticketVisibleTo`), else
 * undefined (404). `forUpdate` locks it until the transaction ends, so that
 * two changes to one ticket take turns.
 */
export async function findVisibleTicket(
  db: Database,
  caller: TicketCaller,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<TicketRecord | undefined> {
  const query = selectTickets(db).where(and(eq(tickets.id, id), ticketVisibleTo(caller)));
  const [row] = await (options.forUpdate ? query.for("update") : query);
  return row ? toRecord(row) : undefined;
}

/** A ticket as it is opened: no id yet, no assignee, answer or resolution, its last activity its opening. */
export type NewTicket = Omit<
  TicketRecord,
  "id" | "assigneeId" | "lastAnsweredById" | "lastActivityAt" | "firstResponseAt" | "resolvedAt"
>;

export async function insertTicket(db: Database, ticket: NewTicket): Promise<number> {
  const [row] = await db
    .insert(tickets)
    .values({ ...ticket, lastActivityAt: ticket.openedAt })
    .returning({ id: tickets.id });
  if (!row) throw new Error("insertTicket: no row returned");
  return row.id;
}

/** What a change writes on a ticket already found for update. */
export type TicketChanges = Partial<
  Pick<
    typeof tickets.$inferInsert,
    | "status"
    | "kind"
    | "assigneeId"
    | "lastActivityAt"
    | "firstResponseAt"
    | "resolvedAt"
    | "lastAnsweredById"
    | "slaDueAt"
    | "slaFirstResponseBreached"
    | "slaResolutionBreached"
  >
>;

/** Writes `changes` on a ticket the caller was found to read (`findVisibleTicket`, for update). */
export async function writeTicketChanges(
  db: Database,
  ticket: Pick<TicketRecord, "id">,
  changes: TicketChanges,
): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db.update(tickets).set(changes).where(eq(tickets.id, ticket.id));
}
