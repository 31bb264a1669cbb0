import type { DemoPlan, SimulatedCollector, SimulatedSite } from "./demo-plan";
import { noiseBetween, noiseIndex, unitNoise } from "./noise";
import { parisClock } from "./paris-clock";

// The residents' devices on the private Wi-Fi spaces' keys (docs/private-wifi.md#devices):
// phones, laptops, TVs and tablets joining and leaving through the day. A pure function
// of the space and the instant, so a round played again reports the same devices.

/** A device on a space's key, in the ingest's wire format (docs/ingest.md#private-wifi-devices). */
export interface PrivateWifiDeviceItem {
  mac: string;
  connected_since: string;
  download: number;
  upload: number;
}

/** The `private_wifi_devices` item of a space: its devices now. */
export interface PrivateWifiDevicesItem {
  site_id: number;
  space_id: number;
  devices: PrivateWifiDeviceItem[];
  stamp: string;
}

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
const dayMs = 24 * hourMs;
/** A resident's day, for being away, runs from 4 a.m. UTC (5 or 6 a.m. in Paris), when everyone is asleep. */
const residentDayStartMs = 4 * hourMs;
/** A device's presence is drawn per half hour: it joins or leaves at most that often. */
const slotMs = 30 * minuteMs;
/** How far back a device's connection is traced: one on for longer reads as connected that long ago. */
const longestTraceSlots = 48;

/** What a resident's device does: when it is home and on the network (by Paris hour), and how much it moves. */
interface DeviceHabit {
  presence: (hour: number) => number;
  /** Average bytes a second while connected, downloaded. */
  bytesPerSecond: number;
}

/** A space's devices in the order they are added: one to four, a phone first. */
const habits: readonly DeviceHabit[] = [
  // A phone: home at night and in the evening, out in the day.
  { presence: (hour) => (hour < 8 || hour >= 18 ? 0.92 : 0.3), bytesPerSecond: 12_000 },
  // A laptop: evenings, some mornings.
  { presence: (hour) => (hour >= 18 ? 0.75 : hour >= 7 && hour < 9 ? 0.45 : 0.15), bytesPerSecond: 45_000 },
  // A TV: the evening's streaming.
  { presence: (hour) => (hour >= 19 && hour < 23.5 ? 0.7 : 0.06), bytesPerSecond: 350_000 },
  // A tablet: late in the evening, in bed.
  { presence: (hour) => (hour >= 20 || hour < 1 ? 0.6 : 0.2), bytesPerSecond: 25_000 },
];

/** The share of days a space's resident is away, none of their devices on. */
const awayDayShare = 0.12;

const hex = (value: number) => (value & 0xff).toString(16).padStart(2, "0");

/** The device's MAC, locally administered, from its space and its rank there. */
export function privateDeviceMac(spaceId: number, rank: number): string {
  return `02:5f:${hex(spaceId >>> 16)}:${hex(spaceId >>> 8)}:${hex(spaceId)}:${hex(rank)}`;
}

/** How many devices the space's resident has: one to four. */
export function privateSpaceDeviceCount(spaceId: number): number {
  return 1 + noiseIndex(habits.length, spaceId, 41);
}

function isPresent(spaceId: number, rank: number, slot: number): boolean {
  const start = slot * slotMs;
  if (unitNoise(spaceId, Math.floor((start - residentDayStartMs) / dayMs), 43) < awayDayShare) return false;
  const habit = habits[rank];
  return habit !== undefined && unitNoise(spaceId, rank, slot, 47) < habit.presence(parisClock(start).hour);
}

/** Since when the device is connected at `stamp`, or undefined when it is not. */
function connectedSince(spaceId: number, rank: number, stamp: number): number | undefined {
  const slot = Math.floor(stamp / slotMs);
  if (!isPresent(spaceId, rank, slot)) return undefined;
  let first = slot;
  while (slot - first < longestTraceSlots && isPresent(spaceId, rank, first - 1)) first -= 1;
  // It joined some minutes into its first half hour, and before now.
  const joined = first * slotMs + Math.floor(noiseBetween(0, slotMs / minuteMs, spaceId, rank, first, 53)) * minuteMs;
  return Math.min(joined, stamp);
}

/** The devices on a space's key at `stamp` (milliseconds). */
export function privateSpaceDevices(spaceId: number, stamp: number): PrivateWifiDeviceItem[] {
  const devices: PrivateWifiDeviceItem[] = [];
  for (let rank = 0; rank < privateSpaceDeviceCount(spaceId); rank += 1) {
    const since = connectedSince(spaceId, rank, stamp);
    const habit = habits[rank];
    if (since === undefined || !habit) continue;
    const day = Math.floor(stamp / dayMs);
    const rate = habit.bytesPerSecond * noiseBetween(0.4, 1.6, spaceId, rank, day, 59);
    const download = Math.round(((stamp - since) / 1000) * rate);
    devices.push({
      mac: privateDeviceMac(spaceId, rank),
      connected_since: new Date(since).toISOString(),
      download,
      upload: Math.round(download * noiseBetween(0.08, 0.25, spaceId, rank, day, 61)),
    });
  }
  return devices;
}

/** The site's `private_wifi_devices` items at `stamp`: one a key its collector holds. */
export function sitePrivateWifiDevices(site: SimulatedSite, stamp: number): PrivateWifiDevicesItem[] {
  const iso = new Date(stamp).toISOString();
  return (site.privateKeys ?? []).map((key) => ({
    site_id: site.siteId,
    space_id: key.spaceId,
    devices: privateSpaceDevices(key.spaceId, stamp),
    stamp: iso,
  }));
}

/** A collector's `private_wifi_devices` items at `stamp`, its sites in the plan's order. */
export function collectorPrivateWifiDevices(
  plan: DemoPlan,
  collector: SimulatedCollector,
  stamp: number,
): PrivateWifiDevicesItem[] {
  const siteIds = new Set(collector.siteIds);
  return plan.sites.filter((site) => siteIds.has(site.siteId)).flatMap((site) => sitePrivateWifiDevices(site, stamp));
}
