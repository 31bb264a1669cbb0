import type { BenchCollector, BenchSite } from "./bench-organism";

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;

/** The minutes a batch covers: `minutes` whole minutes from `firstMinute` (epoch milliseconds). */
export type BatchSpan = { firstMinute: number; minutes: number };

/** What one batch holds, by section: what the server must answer as accepted. */
export type BatchCounts = { traffic: number; lineStates: number };

export type BatchBody = { json: string; counts: BatchCounts };

/**
 * Each site reports at its own second of the minute (1 to 59), as real
 * collectors do not report at the same instants; never on the whole minute,
 * so the benchmark's samples never collide with the history's (whole five minutes).
 */
const reportSecond = (site: BenchSite) => (site.siteId % 59) + 1;

/** A day's shape of traffic: quiet at night, busy in the evening. */
function activityAt(stamp: number): number {
  const hour = (stamp % (24 * hourMs)) / hourMs;
  return 0.55 + 0.45 * Math.sin(((hour - 14) / 24) * 2 * Math.PI);
}

/** A site's typical download rate (bits per second): 20 to 100 Mbit/s depending on the site. */
const siteRate = (site: BenchSite) => 20_000_000 + ((site.siteId * 7_919) % 80) * 1_000_000;

/** A little noise that depends on the site and the minute only, so a batch sent again is the same batch. */
const noise = (site: BenchSite, stamp: number) =>
  0.9 + ((Math.imul(site.siteId * 31 + stamp / minuteMs, 2_654_435_761) >>> 0) % 997) / 4_985;

/**
 * A collector's batch (docs/ingest.md): for each minute of the span and
 * each of its sites, one traffic sample and the state of each of the
 * site's lines (the fibre carrying the traffic, the 4G backup idle).
 */
export function collectorBatch(collector: BenchCollector, span: BatchSpan, batchId: string): BatchBody {
  const traffic: unknown[] = [];
  const lineStates: unknown[] = [];
  for (let minute = 0; minute < span.minutes; minute++) {
    const minuteStart = span.firstMinute + minute * minuteMs;
    for (const site of collector.sites) {
      const stampMs = minuteStart + reportSecond(site) * 1_000;
      const stamp = new Date(stampMs).toISOString();
      const rx = Math.round(siteRate(site) * activityAt(stampMs) * noise(site, minuteStart));
      traffic.push({
        site_id: site.siteId,
        stamp,
        rx,
        tx: Math.round(rx * 0.18),
        active_users: Math.round(rx / 1_500_000),
      });
      for (const lineId of site.lineIds) {
        const isBackup = lineId !== "fiber-1";
        lineStates.push({
          site_id: site.siteId,
          line_id: lineId,
          name: isBackup ? "4G backup" : "Fibre",
          state: isBackup ? "inactive" : "ok",
          bandwidth_current: isBackup ? 0 : Math.round(rx * 1.1),
          bandwidth_max: isBackup ? 150_000_000 : 1_000_000_000,
          stamp,
        });
      }
    }
  }
  return {
    json: JSON.stringify({ batch_id: batchId, traffic, line_states: lineStates }),
    counts: { traffic: traffic.length, lineStates: lineStates.length },
  };
}

/** Items a collector's batch of `minutes` minutes holds. */
export function itemsPerBatch(collector: BenchCollector, minutes: number): number {
  return minutes * collector.sites.reduce((total, site) => total + 1 + site.lineIds.length, 0);
}
