import { sql } from "drizzle-orm";
import type { Database } from "../../db";
import { unnestItems } from "../../db/sql-arrays";

// An endpoint's health as its attempts leave it (docs/webhooks.md#disabling), and its disabling by the server.

const instant = (moment: Date) => sql`${moment.toISOString()}::timestamptz`;

/** Where an endpoint stands after attempts' outcomes are written. */
export type WebhookEndpointHealthAfter = { id: number; enabled: boolean; failingSince: Date | null };

/** A healthy endpoint's `last_success_at` is written at most this often: its busy hours write it once a second. */
const successWriteIntervalMs = 1_000;

/**
 * Writes attempts' outcomes on their endpoints, one row each however many attempts: a 2xx sets
 * `last_success_at` and ends the failing streak; a failure sets `last_failure_at` and, with no 2xx
 * among them, starts the streak if none runs. A healthy endpoint whose last success was written less
 * than a second ago is left alone (its many deliveries do not all queue on its row). The rows are
 * locked in id order, so two writers never wait on each other in a circle. Answers where each endpoint
 * with a failure stands (a deleted one is missing).
 */
export async function recordWebhookEndpointOutcomes(
  db: Database,
  outcomes: readonly { endpointId: number; succeeded: boolean; failed: boolean }[],
  now: Date,
): Promise<WebhookEndpointHealthAfter[]> {
  if (outcomes.length === 0) return [];
  const { rows } = await db.execute<{ id: number; enabled: boolean; failing_since: Date | string | null }>(sql`
    with input as (
      select * from ${unnestItems(outcomes, [
        [(outcome) => outcome.endpointId, "integer"],
        [(outcome) => outcome.succeeded, "boolean"],
        [(outcome) => outcome.failed, "boolean"],
      ])} as input(id, succeeded, failed)
    ),
    changed as (
      select endpoint.id from webhook_endpoints endpoint join input on input.id = endpoint.id
      where input.failed or endpoint.failing_since is not null or endpoint.last_success_at is null
        or endpoint.last_success_at <= ${instant(new Date(now.getTime() - successWriteIntervalMs))}
      order by endpoint.id
      for update of endpoint
    )
    update webhook_endpoints endpoint set
      last_success_at = case when input.succeeded then ${instant(now)} else endpoint.last_success_at end,
      last_failure_at = case when input.failed then ${instant(now)} else endpoint.last_failure_at end,
      failing_since = case when input.succeeded then null else coalesce(endpoint.failing_since, ${instant(now)}) end
    from changed, input
    where endpoint.id = changed.id and input.id = changed.id
    returning endpoint.id, endpoint.enabled, endpoint.failing_since`);
  return rows.map((row) => ({
    id: Number(row.id),
    enabled: row.enabled,
    failingSince: row.failing_since === null ? null : new Date(row.failing_since),
  }));
}

/**
 * Disables an enabled endpoint for its failures (reason `failing`) and fails its pending deliveries
 * (a replay sends them later). Answers whether this call disabled it: false when it was disabled
 * already (by its owner, or by another instance's attempt), so its owners are mailed once.
 */
export async function disableFailingWebhookEndpoint(db: Database, endpointId: number, now: Date): Promise<boolean> {
  const { rows } = await db.execute<{ id: number }>(sql`
    update webhook_endpoints set enabled = false, disabled_reason = 'failing', disabled_at = ${instant(now)},
      updated_at = ${instant(now)}
    where id = ${endpointId} and enabled
    returning id`);
  if (rows.length === 0) return false;
  await db.execute(sql`
    update webhook_deliveries set state = 'failed', next_attempt_at = null
    where endpoint_id = ${endpointId} and state = 'pending'`);
  return true;
}

/** What the owners' mail says of an endpoint: its address, organism, streak, creator and last error. */
export type WebhookEndpointForMail = {
  id: number;
  organismId: number;
  url: string;
  createdByUserId: number | null;
  failingSince: Date | null;
  /** The endpoint's last attempt: its answer's status, or why none counted. */
  lastStatus: number | null;
  lastError: string | null;
};

/** The endpoint as its owners' mail tells of it, with its last attempt; undefined when it is gone. */
export async function findWebhookEndpointForMail(
  db: Database,
  endpointId: number,
): Promise<WebhookEndpointForMail | undefined> {
  const { rows } = await db.execute<{
    id: number;
    organism_id: number;
    url: string;
    created_by_user_id: number | null;
    failing_since: Date | string | null;
    response_status: number | null;
    error: string | null;
  }>(sql`
    select endpoint.id, endpoint.organism_id, endpoint.url, endpoint.created_by_user_id, endpoint.failing_since,
      last_attempt.response_status, last_attempt.error
    from webhook_endpoints endpoint
    left join lateral (
      select attempt.response_status, attempt.error
      from webhook_deliveries delivery
      join webhook_attempts attempt on attempt.delivery_id = delivery.id and attempt.attempt = delivery.attempts
      where delivery.endpoint_id = endpoint.id and delivery.last_attempt_at is not null
      order by delivery.last_attempt_at desc, attempt.id desc
      limit 1
    ) last_attempt on true
    where endpoint.id = ${endpointId}`);
  const [row] = rows;
  if (!row) return undefined;
  return {
    id: Number(row.id),
    organismId: Number(row.organism_id),
    url: row.url,
    createdByUserId: row.created_by_user_id === null ? null : Number(row.created_by_user_id),
    failingSince: row.failing_since === null ? null : new Date(row.failing_since),
    lastStatus: row.response_status === null ? null : Number(row.response_status),
    lastError: row.error,
  };
}
