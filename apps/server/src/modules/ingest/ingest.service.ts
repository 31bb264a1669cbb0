import {
  type IngestBatch,
  type IngestBatchAnswer,
  type IngestRejection,
  ingestCastSchema,
  ingestCodeUseSchema,
  ingestEquipmentStateSchema,
  ingestEslSchema,
  ingestGuestSchema,
  ingestIotDeviceStateSchema,
  ingestLineStateSchema,
  ingestPrivateWifiDevicesSchema,
  ingestPurchaseSchema,
  ingestSpeedtestSchema,
  ingestTrafficSampleSchema,
} from "@ondine/domain";
import type { Database } from "../../db";
import { evaluateSiteAvailability } from "../availability";
import { findLocationNames, type LocationNames } from "../locations";
import {
  applyEquipmentStates,
  applyLineStates,
  insertSpeedtests,
  insertTrafficSamples,
  type LatestReading,
  recordSiteReports,
  refreshOrganismTrafficDays,
  type SiteRefresh,
  upsertEsls,
} from "../monitoring";
import { ensureMonthPartitions, retentionCutoff } from "../monitoring-storage";
import { recordPrivateWifiDevices } from "../private-wifi";
import { recordWebhookEvents, type WebhookEventToRecord } from "../webhooks";
import { insertCasts } from "./casts.repository";
import { applyCodeUses, type FirstCodeUse } from "./code-uses.repository";
import type { IngestCollector } from "./collectors.repository";
import { insertGuests } from "./guests.repository";
import { checkDatedItems, checkItems, type IndexedItem } from "./ingest-items";
import { applyIotDeviceStates } from "./iot-device-states.repository";
import { insertPortalPurchases } from "./portal-purchases.repository";

/** A collector's clock may run a little ahead; further than this, a stamp is refused. */
export const ingestMaxAheadMs = 24 * 3_600_000;

export type IngestSettings = { now: Date; retentionMonths: number };

function latestBySite(items: readonly IndexedItem<{ site_id: number; stamp: Date }>[]): LatestReading[] {
  const latest = new Map<number, Date>();
  for (const { item } of items) {
    const known = latest.get(item.site_id);
    if (!known || known < item.stamp) latest.set(item.site_id, item.stamp);
  }
  return [...latest].map(([siteId, stamp]) => ({ siteId, stamp }));
}

/**
 * Stores a collector's batch: every valid item of its sites, whatever the
 * others (docs/ingest.md). Each kind of item is idempotent, so a re-sent
 * batch stores nothing twice; the batch is written in one transaction.
 */
export async function ingestBatch(
  db: Database,
  collector: IngestCollector,
  batch: IngestBatch,
  settings: IngestSettings,
): Promise<IngestBatchAnswer> {
  const limits = {
    siteIds: collector.siteIds,
    oldest: retentionCutoff(settings.now, settings.retentionMonths),
    newest: new Date(settings.now.getTime() + ingestMaxAheadMs),
  };
  const equipmentStates = checkItems("equipment_states", ingestEquipmentStateSchema, batch.equipment_states, limits);
  const lineStates = checkItems("line_states", ingestLineStateSchema, batch.line_states, limits);
  const traffic = checkItems("traffic", ingestTrafficSampleSchema, batch.traffic, limits);
  const speedtests = checkItems("speedtests", ingestSpeedtestSchema, batch.speedtests, limits);
  const esls = checkItems("esls", ingestEslSchema, batch.esls, limits);
  const iotDevices = checkItems("iot_devices", ingestIotDeviceStateSchema, batch.iot_devices, limits);
  const casts = checkItems("casts", ingestCastSchema, batch.casts, limits);
  const privateWifiDevices = checkItems(
    "private_wifi_devices",
    ingestPrivateWifiDevicesSchema,
    batch.private_wifi_devices,
    limits,
  );
  const guests = checkDatedItems("guests", ingestGuestSchema, batch.guests, limits, (guest) => guest.created_at);
  const purchases = checkDatedItems(
    "purchases",
    ingestPurchaseSchema,
    batch.purchases,
    limits,
    (purchase) => purchase.purchase_date,
  );
  const codeUses = checkDatedItems("code_uses", ingestCodeUseSchema, batch.code_uses, limits, (use) => use.used_at);
  const rejected: IngestRejection[] = [
    ...equipmentStates.rejected,
    ...lineStates.rejected,
    ...traffic.rejected,
    ...speedtests.rejected,
    ...esls.rejected,
    ...iotDevices.rejected,
    ...casts.rejected,
    ...privateWifiDevices.rejected,
    ...guests.rejected,
    ...purchases.rejected,
    ...codeUses.rejected,
  ];

  // Outside the transaction: a partition made by a concurrent batch must not abort this one.
  await ensureMonthPartitions(
    db,
    [...traffic.kept, ...lineStates.kept].map(({ item }) => item.stamp),
  );

  const written = await db.transaction(async (tx) => {
    const unknownEquipment = await applyEquipmentStates(tx, equipmentStates.kept);
    const unknownIotDevices = await applyIotDeviceStates(tx, iotDevices.kept);
    const unknownSticks = await insertCasts(tx, casts.kept);
    const unknownSpaces = await recordPrivateWifiDevices(tx, privateWifiDevices.kept);
    await applyLineStates(
      tx,
      lineStates.kept.map(({ item }) => item),
    );
    const trafficSamples = traffic.kept.map(({ item }) => item);
    await insertTrafficSamples(tx, trafficSamples);
    await insertSpeedtests(
      tx,
      speedtests.kept.map(({ item }) => item),
    );
    const takenMacs = await upsertEsls(tx, esls.kept);
    const refreshes = siteRefreshes(
      [...equipmentStates.kept, ...lineStates.kept],
      [...traffic.kept, ...speedtests.kept, ...esls.kept],
    );
    await recordSiteReports(tx, {
      refreshes,
      latestTraffic: latestBySite(traffic.kept),
      latestSpeedtests: latestBySite(speedtests.kept),
    });
    await insertGuests(
      tx,
      guests.kept.map(({ item }) => item),
    );
    const unsoldOffers = await insertPortalPurchases(tx, purchases.kept);
    const appliedCodeUses = await applyCodeUses(tx, codeUses.kept);
    // A code's first connection tells the integrators (docs/webhooks.md#events), with the batch or not at all.
    const { firstUses } = appliedCodeUses;
    const names = await findLocationNames(tx, {
      organismIds: firstUses.map((use) => use.organismId),
      siteIds: firstUses.flatMap((use) => (use.siteId === null ? [] : [use.siteId])),
    });
    await recordWebhookEvents(
      { db: tx, now: () => settings.now },
      firstUses.map((use) => codeUsedEvent(use, names)),
    );
    const portal = { unsoldOffers, refusedCodeUses: appliedCodeUses.refused };
    // Last, once the batch's writes are done (docs/alerts.md#availability): the touched sites' availability,
    // judged on their recomputed status, and its changes recorded with the batch or not at all.
    await evaluateSiteAvailability(
      tx,
      refreshes.map((refresh) => refresh.siteId),
      settings.now,
    );
    // Last: the organisms' days are rows every collector of the organism writes, locked until the commit.
    await refreshOrganismTrafficDays(tx, trafficSamples);
    return { unknownEquipment, takenMacs, unknownIotDevices, unknownSticks, unknownSpaces, portal };
  });
  const { unknownEquipment, takenMacs, unknownIotDevices, unknownSticks, unknownSpaces, portal } = written;

  for (const index of unknownEquipment) {
    rejected.push({ section: "equipment_states", index, reason: "unknown_equipment", errors: {} });
  }
  for (const index of takenMacs) rejected.push({ section: "esls", index, reason: "mac_taken", errors: {} });
  for (const index of unknownIotDevices) {
    rejected.push({ section: "iot_devices", index, reason: "unknown_equipment", errors: {} });
  }
  for (const index of unknownSticks) {
    rejected.push({ section: "casts", index, reason: "unknown_equipment", errors: {} });
  }
  for (const index of unknownSpaces) {
    rejected.push({ section: "private_wifi_devices", index, reason: "unknown_equipment", errors: {} });
  }
  for (const index of portal.unsoldOffers) {
    rejected.push({ section: "purchases", index, reason: "invalid", errors: { offer_id: ["formErrors.invalid"] } });
  }
  for (const { index, field } of portal.refusedCodeUses) {
    rejected.push({ section: "code_uses", index, reason: "invalid", errors: { [field]: ["formErrors.invalid"] } });
  }
  const kept = [
    equipmentStates,
    lineStates,
    traffic,
    speedtests,
    esls,
    iotDevices,
    casts,
    privateWifiDevices,
    guests,
    purchases,
    codeUses,
  ].reduce((total, section) => total + section.kept.length, 0);
  const refusedWhileWriting =
    unknownEquipment.length +
    takenMacs.length +
    unknownIotDevices.length +
    unknownSticks.length +
    unknownSpaces.length +
    portal.unsoldOffers.length +
    portal.refusedCodeUses.length;
  return {
    batch_id: batch.batch_id ?? null,
    accepted: kept - refusedWhileWriting,
    rejected,
  };
}

/** The `code.used` event of a code's first use (docs/webhooks.md#events): the code's organism and site. */
function codeUsedEvent(use: FirstCodeUse, names: LocationNames): WebhookEventToRecord<"code.used"> {
  const siteName = use.siteId === null ? undefined : names.sites.get(use.siteId);
  return {
    organismId: use.organismId,
    type: "code.used",
    data: {
      organism: { id: use.organismId, name: names.organisms.get(use.organismId) ?? "" },
      site: use.siteId === null || siteName === undefined ? null : { id: use.siteId, name: siteName },
      code: use.code,
      batch_id: use.correlationId,
      first_used_at: use.firstUsedAt.toISOString(),
    },
  };
}

/**
 * The sites a batch touched: those with equipment or line reports are
 * refreshed as of their latest one; the others only have their counters recomputed.
 */
function siteRefreshes(
  reports: readonly IndexedItem<{ site_id: number; stamp: Date }>[],
  others: readonly IndexedItem<{ site_id: number }>[],
): SiteRefresh[] {
  const refreshes = new Map<number, Date | null>(
    latestBySite(reports).map((reading) => [reading.siteId, reading.stamp]),
  );
  for (const { item } of others) if (!refreshes.has(item.site_id)) refreshes.set(item.site_id, null);
  return [...refreshes].map(([siteId, refreshedAt]) => ({ siteId, refreshedAt }));
}
