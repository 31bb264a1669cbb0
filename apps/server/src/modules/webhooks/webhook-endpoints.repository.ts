import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db";
import { webhookDeliveries, webhookEndpoints } from "../../db/schema";
import type { ScopedLocation } from "../../scope/in-scope";
import type { Scope } from "../../scope/scope";
import { organismInScope } from "../../scope/scope-conditions";

// The endpoints' own queries (docs/webhooks.md#endpoints). An endpoint is read
// through the caller's scope: its organism held as a whole, every one for an
// admin; another organism's is none.

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookEndpointInsert = typeof webhookEndpoints.$inferInsert;

/** What the list and an endpoint's page say of its deliveries (the rest of its health is on the row). */
export type WebhookDeliveryCounts = { pending: number; failedLastDay: number };

export type WebhookEndpointWithCounts = WebhookEndpointRow & WebhookDeliveryCounts;

// Any constant would do: the first key of the endpoints' advisory locks, the
// second being an organism's id ("ONWE"; the dispatcher's claim takes "ONWH" alone).
const webhookEndpointsLockClass = 0x4f4e_5745;

/**
 * The endpoints of the scope (of one organism when given), each with its
 * deliveries' counts, in one query whatever their number: pending counts
 * pending and sending deliveries, failed the deliveries failed since
 * `failedSince` (their last attempt, or their creation when none was made).
 */
export async function findEndpointsWithCounts(
  db: Database,
  scope: Scope,
  filter: { organismId?: number; id?: number },
  failedSince: Date,
): Promise<WebhookEndpointWithCounts[]> {
  const counts = db
    .select({
      endpointId: webhookDeliveries.endpointId,
      pending: sql<number>`count(*) filter (where ${webhookDeliveries.state} in ('pending', 'sending'))::int`.as(
        "pending",
      ),
      failedLastDay: sql<number>`count(*) filter (where ${webhookDeliveries.state} = 'failed'
        and coalesce(${webhookDeliveries.lastAttemptAt}, ${webhookDeliveries.createdAt}) >= ${failedSince.toISOString()}::timestamptz)::int`.as(
        "failed_last_day",
      ),
    })
    .from(webhookDeliveries)
    .groupBy(webhookDeliveries.endpointId)
    .as("counts");
  const rows = await db
    .select({
      endpoint: webhookEndpoints,
      pending: sql<number>`coalesce(${counts.pending}, 0)::int`,
      failedLastDay: sql<number>`coalesce(${counts.failedLastDay}, 0)::int`,
    })
    .from(webhookEndpoints)
    .leftJoin(counts, eq(counts.endpointId, webhookEndpoints.id))
    .where(
      and(
        organismInScope(scope, webhookEndpoints.organismId),
        filter.organismId === undefined ? undefined : eq(webhookEndpoints.organismId, filter.organismId),
        filter.id === undefined ? undefined : eq(webhookEndpoints.id, filter.id),
      ),
    )
    .orderBy(asc(webhookEndpoints.organismId), asc(webhookEndpoints.id));
  return rows.map((row) => ({ ...row.endpoint, pending: row.pending, failedLastDay: row.failedLastDay }));
}

/** The endpoint when its organism is in the scope (locked for a change when asked); another's is none. */
export async function findEndpointInScope(
  db: Database,
  scope: Scope,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<WebhookEndpointRow | undefined> {
  const query = db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), organismInScope(scope, webhookEndpoints.organismId)));
  const [row] = options.forUpdate ? await query.for("update") : await query;
  return row;
}

/**
 * Makes the creations on one organism wait for each other until their
 * transaction ends, so two at once cannot both pass the count of its
 * endpoints.
 */
export async function lockOrganismEndpoints(tx: Database, organism: ScopedLocation): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${webhookEndpointsLockClass}::int, ${organism.id}::int)`);
}

export async function countOrganismEndpoints(db: Database, organism: ScopedLocation): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.organismId, organism.id));
  return row?.count ?? 0;
}

export async function insertWebhookEndpoint(
  tx: Database,
  organism: ScopedLocation,
  values: Omit<WebhookEndpointInsert, "id" | "organismId">,
): Promise<WebhookEndpointRow> {
  const [row] = await tx
    .insert(webhookEndpoints)
    .values({ ...values, organismId: organism.id })
    .returning();
  if (!row) throw new Error("insertWebhookEndpoint: the insert returned nothing");
  return row;
}

/** Changes an endpoint found in scope (`findEndpointInScope`); answers the row as written. */
export async function updateWebhookEndpoint(
  tx: Database,
  endpoint: WebhookEndpointRow,
  values: Partial<Omit<WebhookEndpointInsert, "id" | "organismId">>,
): Promise<WebhookEndpointRow> {
  const [row] = await tx.update(webhookEndpoints).set(values).where(eq(webhookEndpoints.id, endpoint.id)).returning();
  if (!row) throw new Error("updateWebhookEndpoint: the endpoint is gone");
  return row;
}

/** Deletes an endpoint found in scope; its deliveries, their attempts and its test events go with it (cascade). */
export async function deleteWebhookEndpoint(tx: Database, endpoint: WebhookEndpointRow): Promise<void> {
  await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
}
