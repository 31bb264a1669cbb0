import { isTicketDone, ticketStatuses } from "@ondine/domain";
import { and, count, eq, gte, sql } from "drizzle-orm";
import type { Database } from "../../db";
import { tickets } from "../../db/schema";
import type { SeriesTarget } from "../monitoring";

const liveStatuses = ticketStatuses.filter((status) => !isTicketDone(status));

/**
 * The tickets of a site, or of an organism (its own and its sites'), not
 * resolved or closed, opened since `since` (docs/tickets.md#kpis). The
 * target was found in the caller's scope.
 */
export async function countOpenTickets(db: Database, target: SeriesTarget, since: Date): Promise<number> {
  const [row] = await db
    .select({ open: count() })
    .from(tickets)
    .where(
      and(
        "site" in target ? eq(tickets.siteId, target.site.id) : eq(tickets.organismId, target.organism.id),
        sql`${tickets.status} = any(${sql.param([...liveStatuses])}::smallint[])`,
        gte(tickets.openedAt, since),
      ),
    );
  return row?.open ?? 0;
}
