import { isSupportDesk, type TicketQuery, ticketIdOfIssueNumber, ticketListOpenedSince } from "@ondine/domain";
import { and, asc, desc, eq, gte, ilike, isNull, lt, lte, or, type SQL, sql } from "drizzle-orm";
import { containsPattern } from "../../db/like-pattern";
import { tickets } from "../../db/schema";
import type { TicketCaller } from "./ticket-caller";

const dayMs = 86_400_000;

/** The subject containing the text, or the ticket its issue number names (`T-000042`, `42`). */
function matching(search: string): SQL | undefined {
  const id = ticketIdOfIssueNumber(search);
  return or(ilike(tickets.subject, containsPattern(search)), id === undefined ? undefined : eq(tickets.id, id));
}

function assigned(caller: TicketCaller, assignee: TicketQuery["assignee"]): SQL | undefined {
  if (assignee === undefined) return undefined;
  if (assignee === "me") return eq(tickets.assigneeId, caller.actor.id);
  if (assignee === "none") return isNull(tickets.assigneeId);
  return eq(tickets.assigneeId, assignee);
}

/**
 * The list's filters (`ticketQuerySchema`, docs/tickets.md#calls) as a
 * condition beside what the caller may read. A customer's list starts
 * `ticketLimits.defaultWindowMonths` back unless `since` or `all` says
 * otherwise; the desk's queue reads every ticket unless `since` is given.
 */
export function ticketListFilter(caller: TicketCaller, query: TicketQuery, now: Date): SQL | undefined {
  const windowed = !isSupportDesk(caller.actor) || query.since !== undefined;
  const since = windowed ? ticketListOpenedSince(query, now) : undefined;
  return and(
    since ? gte(tickets.openedAt, since) : undefined,
    query.status ? sql`${tickets.status} = any(${sql.param([...query.status])}::smallint[])` : undefined,
    query.kind ? eq(tickets.kind, query.kind) : undefined,
    query.organism_id !== undefined ? eq(tickets.organismId, query.organism_id) : undefined,
    query.site_id !== undefined ? eq(tickets.siteId, query.site_id) : undefined,
    assigned(caller, query.assignee),
    query.older_than_days !== undefined
      ? lte(tickets.openedAt, new Date(now.getTime() - query.older_than_days * dayMs))
      : undefined,
    // A due time in the past (none while paused or done).
    query.overdue ? lt(tickets.slaDueAt, now) : undefined,
    query.q ? matching(query.q) : undefined,
  );
}

/**
 * The list's order: `due` (the queue's default) the next due time first, those
 * without one last; `activity` (the customer's default) the last activity
 * first; `opened` the newest first. The id breaks ties.
 */
export function ticketListOrder(caller: TicketCaller, sort: TicketQuery["sort"]): SQL[] {
  switch (sort ?? (isSupportDesk(caller.actor) ? "due" : "activity")) {
    case "due":
      return [sql`${tickets.slaDueAt} asc nulls last`, asc(tickets.id)];
    case "activity":
      return [desc(tickets.lastActivityAt), desc(tickets.id)];
    case "opened":
      return [desc(tickets.openedAt), desc(tickets.id)];
  }
}
