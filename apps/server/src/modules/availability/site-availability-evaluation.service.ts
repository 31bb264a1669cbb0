import {
  type AvailabilityChangeEvent,
  evaluateAvailabilityChange,
  type SiteAvailabilityLevel,
  siteLevelEventType,
} from "@ondine/domain";
import type { Database } from "../../db";
import { findSiteIdsAfter, findSitesWithOrganisms } from "../locations";
import { readSiteStatusValues } from "../monitoring";
import { recordWebhookEvents, type WebhookEventToRecord } from "../webhooks";
import { findLatestChangeTimes, insertAvailabilityEvents } from "./availability-events.repository";
import {
  insertSiteAvailabilityRecords,
  lockSiteAvailabilityRecords,
  type SiteAvailabilityRecord,
  updateSiteAvailabilityRecords,
} from "./site-availability.repository";

/**
 * The periodic check over every site (docs/alerts.md#jobs): a site whose
 * collector falls silent turns down 15 minutes after its last report, with
 * nobody posting anything.
 */
export const availabilityCheckKind = "availability.check";
export const availabilityCheckIntervalMs = 60_000;

/** Sites evaluated in one transaction: a handful of set-based statements each, whatever the chunk's size. */
export const evaluationChunkSize = 1_000;

export type AvailabilityEvaluationCount = { evaluated: number; changed: number };

/**
 * Evaluates these sites' availability as of `now` (docs/alerts.md#availability)
 * with the values every reader shows (the level, its reason and start,
 * muted): each site's record is updated, and a change of level or silence is
 * recorded in the same transaction. With a list, runs in the caller's
 * transaction (the ingest's batch, a silence window's change), a savepoint a
 * chunk; "all" goes through every site, a transaction per chunk of
 * `evaluationChunkSize` sites (the periodic check, which finds the sites
 * whose collector fell silent). `changed`: the changes recorded.
 */
export async function evaluateSiteAvailability(
  db: Database,
  siteIds: readonly number[] | "all",
  now: Date,
): Promise<AvailabilityEvaluationCount> {
  const total = { evaluated: 0, changed: 0 };
  const add = (count: AvailabilityEvaluationCount) => {
    total.evaluated += count.evaluated;
    total.changed += count.changed;
  };
  if (siteIds === "all") {
    let after = 0;
    for (;;) {
      const chunk = await findSiteIdsAfter(db, after, evaluationChunkSize);
      if (chunk.length === 0) break;
      add(await db.transaction((tx) => evaluateChunk(tx, chunk, now)));
      after = chunk[chunk.length - 1] ?? after;
      if (chunk.length < evaluationChunkSize) break;
    }
    return total;
  }
  const sorted = [...new Set(siteIds)].sort((a, b) => a - b);
  for (let start = 0; start < sorted.length; start += evaluationChunkSize) {
    const chunk = sorted.slice(start, start + evaluationChunkSize);
    add(await db.transaction((tx) => evaluateChunk(tx, chunk, now)));
  }
  return total;
}

/**
 * One chunk of sites, in id order, in one transaction: ten statements at most
 * (three of them its webhooks, only when a level changed), whatever its size.
 */
async function evaluateChunk(
  tx: Database,
  siteIds: readonly number[],
  now: Date,
): Promise<AvailabilityEvaluationCount> {
  const recorded = new Map((await lockSiteAvailabilityRecords(tx, siteIds)).map((row) => [row.siteId, row]));
  const values = await readSiteStatusValues(tx, siteIds, now);
  const levelChanges = siteIds.filter((id) => recorded.get(id)?.level !== values.get(id)?.level);
  const latestChangeAt = await findLatestChangeTimes(tx, levelChanges);

  const updated: SiteAvailabilityRecord[] = [];
  const inserted: SiteAvailabilityRecord[] = [];
  const events = new Map<number, AvailabilityChangeEvent>();
  for (const siteId of siteIds) {
    const current = values.get(siteId);
    if (!current) continue;
    const previous = recorded.get(siteId);
    const evaluation = evaluateAvailabilityChange(previous, current, now, latestChangeAt.get(siteId) ?? null);
    if (!evaluation) continue;
    (previous ? updated : inserted).push({ siteId, ...evaluation.recorded });
    if (evaluation.event) events.set(siteId, evaluation.event);
  }

  await updateSiteAvailabilityRecords(tx, updated, now);
  const first = new Set(await insertSiteAvailabilityRecords(tx, inserted, now));
  // A site another evaluation recorded first (it committed while this one read) is its to record.
  const recordedEvents = [...events].flatMap(([siteId, event]) =>
    recorded.has(siteId) || first.has(siteId) ? [{ siteId, ...event }] : [],
  );
  await insertAvailabilityEvents(tx, recordedEvents);
  await recordSiteLevelWebhooks(
    tx,
    recordedEvents.map((event) => ({ ...event, previous: recorded.get(event.siteId)?.level ?? null })),
    now,
  );
  return { evaluated: siteIds.length, changed: recordedEvents.length };
}

/**
 * The webhooks of the chunk's level changes (docs/webhooks.md#events), in its
 * transaction: `siteLevelEventType` says which (a first evaluation, a silence
 * alone send nothing); a muted site's are sent too, flagged. Two statements
 * for the whole chunk when any change sends one (the names, the outbox), none otherwise.
 */
async function recordSiteLevelWebhooks(
  tx: Database,
  changes: readonly (AvailabilityChangeEvent & { siteId: number; previous: SiteAvailabilityLevel | null })[],
  now: Date,
): Promise<void> {
  const sent = changes.flatMap((change) => {
    const type = siteLevelEventType(change.previous, change.level);
    return type ? [{ ...change, type }] : [];
  });
  if (sent.length === 0) return;
  const names = await findSitesWithOrganisms(
    tx,
    sent.map((change) => change.siteId),
  );
  const events = sent.flatMap((change): WebhookEventToRecord[] => {
    const site = names.get(change.siteId);
    if (!site) return [];
    return [
      {
        organismId: site.organismId,
        type: change.type,
        data: {
          organism: { id: site.organismId, name: site.organismName },
          site: { id: site.siteId, name: site.siteName },
          level: change.level,
          previous_level: change.previous,
          reason: change.reason,
          since: change.at.toISOString(),
          muted: change.muted,
        },
      },
    ];
  });
  await recordWebhookEvents({ db: tx, now: () => now }, events);
}
