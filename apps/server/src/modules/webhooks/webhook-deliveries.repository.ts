import type { WebhookDeliveryEventType } from "@ondine/domain";
import { sql } from "drizzle-orm";
import type { Database } from "../../db";
import { unnestItems } from "../../db/sql-arrays";

// The dispatcher's queries on webhook_deliveries (docs/webhooks.md#delivery): the fan-out of events into
// deliveries, the claim under a lease, an attempt's outcome, the leases taken back, the pruning.

const instant = (moment: Date) => sql`${moment.toISOString()}::timestamptz`;

// Any constant would do: claiming deliveries takes this lock ("ONWH").
const webhookClaimLockKey = 0x4f4e_5748;

/**
 * Fans out up to `limit` events not fanned out yet, oldest first, in one statement: one delivery per
 * enabled endpoint of the event's organism asking for its type, or the test event's one endpoint
 * (enabled or not: the claim fails it then, and the log says so), due at `now`. Events another
 * instance is fanning out are skipped, never waited for. Answers the events and deliveries made.
 */
export async function fanOutWebhookEvents(
  db: Database,
  now: Date,
  limit: number,
): Promise<{ events: number; deliveries: number }> {
  const { rows } = await db.execute<{ events: number | string; deliveries: number | string }>(sql`
    with batch as materialized (
      select id, organism_id, type, test_endpoint_id from webhook_events
      where not fanned_out
      order by id limit ${limit}
      for update skip locked
    ),
    made as (
      insert into webhook_deliveries (endpoint_id, event_id, state, next_attempt_at, created_at)
      select endpoint.id, batch.id, 'pending', ${instant(now)}, ${instant(now)}
      from batch
      join webhook_endpoints endpoint on
        case when batch.test_endpoint_id is not null then endpoint.id = batch.test_endpoint_id
        else endpoint.organism_id = batch.organism_id and endpoint.enabled and batch.type = any(endpoint.event_types)
        end
      on conflict (endpoint_id, event_id) do nothing
      returning 1
    ),
    marked as (
      update webhook_events set fanned_out = true
      from batch where webhook_events.id = batch.id
      returning 1
    )
    select (select count(*) from marked) as events, (select count(*) from made) as deliveries`);
  return { events: Number(rows[0]?.events ?? 0), deliveries: Number(rows[0]?.deliveries ?? 0) };
}

/**
 * Takes back the deliveries whose lease ran out (the instance sending them died or stalled): pending
 * again, due when they were, so the next claim sends them (delivery is at least once). Answers how many.
 */
export async function takeBackExpiredWebhookLeases(db: Database, now: Date): Promise<number> {
  const { rows } = await db.execute<{ taken: number | string }>(sql`
    with taken as (
      update webhook_deliveries set state = 'pending', locked_until = null
      where state = 'sending' and locked_until <= ${instant(now)}
      returning 1
    )
    select count(*) as taken from taken`);
  return Number(rows[0]?.taken ?? 0);
}

/**
 * Gives back deliveries claimed and not attempted (a run ending, the app closing): pending again at
 * once, if the lease they were claimed under still holds them. Answers how many.
 */
export async function releaseWebhookDeliveries(
  db: Database,
  claimed: readonly Pick<ClaimedWebhookDelivery, "id" | "lockedUntil">[],
): Promise<number> {
  if (claimed.length === 0) return 0;
  const { rows } = await db.execute<{ released: number | string }>(sql`
    with released as (
      update webhook_deliveries delivery set state = 'pending', locked_until = null
      from ${unnestItems(claimed, [
        [(delivery) => delivery.id, "bigint"],
        [(delivery) => delivery.lockedUntil, "timestamptz"],
      ])} as lease(id, locked_until)
      where delivery.id = lease.id and delivery.state = 'sending' and delivery.locked_until = lease.locked_until
      returning 1
    )
    select count(*) as released from released`);
  return Number(rows[0]?.released ?? 0);
}

/**
 * Fails the due deliveries of endpoints disabled meanwhile (docs/webhooks.md#endpoints: a disabled
 * endpoint is sent nothing; a replay sends them later). Answers how many.
 */
export async function failDeliveriesOfDisabledEndpoints(db: Database, now: Date): Promise<number> {
  const { rows } = await db.execute<{ failed: number | string }>(sql`
    with failed as (
      update webhook_deliveries delivery set state = 'failed', next_attempt_at = null, locked_until = null
      from webhook_endpoints endpoint
      where delivery.state = 'pending' and delivery.next_attempt_at <= ${instant(now)}
        and endpoint.id = delivery.endpoint_id and not endpoint.enabled
      returning 1
    )
    select count(*) as failed from failed`);
  return Number(rows[0]?.failed ?? 0);
}

/** A delivery an instance holds under its lease: what one attempt needs to sign and post it. */
export type ClaimedWebhookDelivery = {
  id: number;
  endpointId: number;
  /** Attempts made before this one, replays included. */
  attempts: number;
  /** Attempts since the delivery was created or last replayed: where it stands in the schedule. */
  scheduleAttempts: number;
  /** The lease: the outcome is written only while it is still this one. */
  lockedUntil: Date;
  eventPublicId: string;
  eventType: WebhookDeliveryEventType;
  eventData: Record<string, unknown>;
  occurredAt: Date;
  url: string;
  secret: string;
  previousSecret: string | null;
  previousSecretExpiresAt: Date | null;
};

/**
 * Claims up to `limit` due deliveries of enabled endpoints, oldest due first, under a lease until
 * `leaseUntil`, never more than `perEndpoint` of one endpoint in flight (sending under a live lease)
 * across every instance: claims take a transaction's advisory lock, so each counts what the others
 * committed, and `FOR UPDATE SKIP LOCKED` passes over rows another transaction holds. Endpoints at
 * their cap are passed over, so a slow one's backlog never fills the claim. Runs its own transaction.
 */
export async function claimDueWebhookDeliveries(
  db: Database,
  claim: { now: Date; leaseUntil: Date; limit: number; perEndpoint: number },
): Promise<ClaimedWebhookDelivery[]> {
  if (claim.limit <= 0) return [];
  // Enough candidates that the per-endpoint cap leaves `limit` to take when several endpoints are due.
  const scan = Math.max(claim.limit * 8, 500);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${webhookClaimLockKey})`);
    const { rows } = await tx.execute<{
      id: number | string;
      endpoint_id: number;
      attempts: number;
      schedule_attempts: number;
      locked_until: Date | string;
      public_id: string;
      type: WebhookDeliveryEventType;
      data: Record<string, unknown> | string;
      occurred_at: Date | string;
      url: string;
      secret: string;
      previous_secret: string | null;
      previous_secret_expires_at: Date | string | null;
    }>(sql`
      with in_flight as (
        select endpoint_id, count(*)::int as sending from webhook_deliveries
        where state = 'sending' and locked_until > ${instant(claim.now)}
        group by endpoint_id
      ),
      due as (
        select delivery.id, delivery.endpoint_id, delivery.next_attempt_at
        from webhook_deliveries delivery
        join webhook_endpoints endpoint on endpoint.id = delivery.endpoint_id and endpoint.enabled
        where delivery.state = 'pending' and delivery.next_attempt_at <= ${instant(claim.now)}
          and delivery.endpoint_id not in (
            select endpoint_id from in_flight where sending >= ${claim.perEndpoint}
          )
        order by delivery.next_attempt_at, delivery.id
        limit ${scan}
      ),
      chosen as (
        select ranked.id from (
          select due.*, row_number() over (partition by due.endpoint_id order by due.next_attempt_at, due.id) as rank
          from due
        ) ranked
        left join in_flight on in_flight.endpoint_id = ranked.endpoint_id
        where ranked.rank <= ${claim.perEndpoint} - coalesce(in_flight.sending, 0)
        order by ranked.next_attempt_at, ranked.id
        limit ${claim.limit}
      ),
      locked as materialized (
        select delivery.id from webhook_deliveries delivery
        where delivery.id in (select id from chosen) and delivery.state = 'pending'
        for update skip locked
      )
      update webhook_deliveries delivery
      set state = 'sending', locked_until = ${instant(claim.leaseUntil)}
      from locked, webhook_events event, webhook_endpoints endpoint
      where delivery.id = locked.id and event.id = delivery.event_id and endpoint.id = delivery.endpoint_id
      returning delivery.id, delivery.endpoint_id, delivery.attempts, delivery.schedule_attempts,
        delivery.locked_until, event.public_id, event.type, event.data, event.occurred_at,
        endpoint.url, endpoint.secret, endpoint.previous_secret, endpoint.previous_secret_expires_at`);
    return rows.map((row) => ({
      id: Number(row.id),
      endpointId: Number(row.endpoint_id),
      attempts: Number(row.attempts),
      scheduleAttempts: Number(row.schedule_attempts),
      lockedUntil: new Date(row.locked_until),
      eventPublicId: row.public_id,
      eventType: row.type,
      eventData: typeof row.data === "string" ? (JSON.parse(row.data) as Record<string, unknown>) : row.data,
      occurredAt: new Date(row.occurred_at),
      url: row.url,
      secret: row.secret,
      previousSecret: row.previous_secret,
      previousSecretExpiresAt:
        row.previous_secret_expires_at === null ? null : new Date(row.previous_secret_expires_at),
    }));
  });
}

/** What an attempt came to, as the log keeps it, and the lease it was made under. */
export type WebhookAttemptRecord = {
  deliveryId: number;
  /** The lease the delivery was claimed under: the outcome is written only while it still holds. */
  lockedUntil: Date;
  startedAt: Date;
  durationMs: number;
  status: number | null;
  head: string;
  error: string | null;
  delivered: boolean;
  /** When to try again after a failure; null when the schedule is spent (the delivery fails). */
  nextAttemptAt: Date | null;
};

/** A delivery as an attempt's outcome left it. */
export type SettledWebhookDelivery = {
  id: number;
  endpointId: number;
  /** The attempt's number: attempts made, replays included. */
  attempt: number;
  state: "delivered" | "pending" | "failed";
};

/**
 * Writes attempts' outcomes, in one statement however many: each delivery whose lease still holds (a
 * lease taken back belongs to whoever claimed it since) counts an attempt more and is delivered, pending
 * again at its `nextAttemptAt`, or failed (its schedule spent, or its endpoint disabled meanwhile); each
 * attempt goes into the log. Answers the deliveries settled; one missing lost its lease (or its endpoint
 * and deliveries were deleted) and nothing of it was written.
 */
export async function settleWebhookDeliveries(
  db: Database,
  records: readonly WebhookAttemptRecord[],
  now: Date,
): Promise<SettledWebhookDelivery[]> {
  if (records.length === 0) return [];
  const { rows } = await db.execute<{
    id: number | string;
    endpoint_id: number;
    attempts: number;
    state: "delivered" | "pending" | "failed";
  }>(sql`
    with input as (
      select * from ${unnestItems(records, [
        [(record) => record.deliveryId, "bigint"],
        [(record) => record.lockedUntil, "timestamptz"],
        [(record) => record.delivered, "boolean"],
        [(record) => (record.delivered ? null : record.nextAttemptAt), "timestamptz"],
        [(record) => record.startedAt, "timestamptz"],
        [(record) => record.status, "integer"],
        [(record) => record.durationMs, "integer"],
        [(record) => record.head, "text"],
        [(record) => record.error, "text"],
      ])} as input(id, locked_until, delivered, next_attempt_at, started_at, status, duration_ms, head, error)
    ),
    settled as (
      update webhook_deliveries delivery set
        attempts = delivery.attempts + 1,
        schedule_attempts = delivery.schedule_attempts + 1,
        state = case when input.delivered then 'delivered'
          when input.next_attempt_at is null or not endpoint.enabled then 'failed' else 'pending' end,
        next_attempt_at = case when endpoint.enabled then input.next_attempt_at end,
        locked_until = null,
        last_attempt_at = input.started_at,
        last_status = input.status,
        delivered_at = case when input.delivered then ${instant(now)} else delivery.delivered_at end
      from input, webhook_endpoints endpoint
      where delivery.id = input.id and endpoint.id = delivery.endpoint_id
        and delivery.state = 'sending' and delivery.locked_until = input.locked_until
      returning delivery.id, delivery.endpoint_id, delivery.attempts, delivery.state
    ),
    logged as (
      insert into webhook_attempts (delivery_id, attempt, started_at, duration_ms, response_status, response_head, error)
      select settled.id, settled.attempts, input.started_at, input.duration_ms, input.status, input.head, input.error
      from settled join input on input.id = settled.id
    )
    select id, endpoint_id, attempts, state from settled`);
  return rows.map((row) => ({
    id: Number(row.id),
    endpointId: Number(row.endpoint_id),
    attempt: Number(row.attempts),
    state: row.state,
  }));
}

/**
 * Deletes, a batch at a time, the events created before `cutoff`: their deliveries and attempts go with
 * them (the foreign keys cascade), and nothing of a delivery is older than its event. Answers how many.
 */
export async function pruneWebhookEvents(db: Database, cutoff: Date, batch: number): Promise<number> {
  let deleted = 0;
  for (;;) {
    const { rows } = await db.execute<{ deleted: number | string }>(sql`
      with deleted as (
        delete from webhook_events where id in (
          select id from webhook_events where created_at < ${instant(cutoff)} order by id limit ${batch}
        )
        returning 1
      )
      select count(*) as deleted from deleted`);
    const count = Number(rows[0]?.deleted ?? 0);
    deleted += count;
    if (count < batch) return deleted;
  }
}
