import type { Random } from "./prng";

// The devices on a space's key as the collector last reported them
// (docs/private-wifi.md#devices): a resident's phone, laptop and TV, a
// guest's phone and laptop, each with its connection's age and bytes.

type SpaceDeviceKind = "phone" | "tablet" | "laptop" | "tv";

export interface DemoSpaceDevice {
  mac: string;
  connectedSince: Date;
  downloadBytes: number;
  uploadBytes: number;
}

interface DeviceProfile {
  /** How long it has been on the key, in minutes. */
  connectedMinutes: readonly [number, number];
  /** Its average download while connected, in bytes a second. */
  downloadRate: readonly [number, number];
  /** Its upload as a share of its download, in percent. */
  uploadPercent: readonly [number, number];
}

const hours = (count: number) => count * 60;

/** A TV stays on for days and streams; a phone comes and goes and sends more of what it receives. */
const profiles: Readonly<Record<SpaceDeviceKind, DeviceProfile>> = {
  phone: { connectedMinutes: [10, hours(36)], downloadRate: [3_000, 40_000], uploadPercent: [5, 20] },
  tablet: { connectedMinutes: [30, hours(48)], downloadRate: [5_000, 60_000], uploadPercent: [3, 10] },
  laptop: { connectedMinutes: [60, hours(72)], downloadRate: [10_000, 150_000], uploadPercent: [10, 35] },
  tv: { connectedMinutes: [hours(24), hours(144)], downloadRate: [40_000, 300_000], uploadPercent: [1, 4] },
};

const minuteMs = 60_000;

const byte = (value: number) => value.toString(16).padStart(2, "0");

/**
 * The MACs phones and laptops show on a private network: random, locally
 * administered (the second bit of the first byte set), each drawn once in the
 * data set. The first byte is never `0a`, the prefix of the demo's equipment,
 * sticks and TVs.
 */
export class DeviceMacs {
  private readonly used = new Set<string>();

  draw(random: Random): string {
    for (;;) {
      const first = (random.int(0, 255) & 0xfc) | 0x02;
      if (first === 0x0a) continue;
      const mac = [first, ...Array.from({ length: 5 }, () => random.int(0, 255))].map(byte).join(":");
      if (this.used.has(mac)) continue;
      this.used.add(mac);
      return mac;
    }
  }
}

/** Who holds a key: a resident (one to four devices, a TV among them at times) or a hotel guest (one to three). */
export type SpaceHolder = "resident" | "guest";

interface HolderHabits {
  /** The share of keys with devices on now (a resident away, a room empty between guests: none). */
  share: number;
  /** How many devices, as weights. */
  counts: readonly (readonly [number, number])[];
  /** What comes with the phone, as weights. */
  others: readonly (readonly [SpaceDeviceKind, number])[];
}

const holders: Readonly<Record<SpaceHolder, HolderHabits>> = {
  resident: {
    share: 0.65,
    counts: [
      [1, 3],
      [2, 4],
      [3, 2],
      [4, 1],
    ],
    others: [
      ["laptop", 5],
      ["tv", 2],
      ["phone", 2],
    ],
  },
  guest: {
    share: 0.45,
    counts: [
      [1, 4],
      [2, 4],
      [3, 2],
    ],
    others: [
      ["laptop", 4],
      ["phone", 4],
      ["tablet", 2],
    ],
  },
};

/** The kinds of device on a key: a phone first, then what else the holder brought. */
function drawDeviceKinds(random: Random, holder: SpaceHolder): SpaceDeviceKind[] {
  const { counts, others } = holders[holder];
  const count = random.weighted(counts);
  return ["phone", ...Array.from({ length: count - 1 }, () => random.weighted(others))];
}

/**
 * The devices on a key at `now` (the report's stamp): none on some keys, else
 * the holder's, none connected before the key was given (`keyChangedAt`).
 */
export function drawKeyDevices(
  random: Random,
  macs: DeviceMacs,
  holder: SpaceHolder,
  keyChangedAt: Date,
  now: Date,
): DemoSpaceDevice[] {
  if (!random.chance(holders[holder].share)) return [];
  return drawDeviceKinds(random, holder).map((kind) => {
    const profile = profiles[kind];
    const drawn = now.getTime() - random.int(...profile.connectedMinutes) * minuteMs;
    const earliest = keyChangedAt.getTime() + random.int(1, 10) * minuteMs;
    const connectedSince = Math.min(now.getTime(), Math.max(drawn, earliest));
    const seconds = (now.getTime() - connectedSince) / 1000;
    const downloadBytes = Math.round(seconds * random.int(...profile.downloadRate));
    return {
      mac: macs.draw(random),
      connectedSince: new Date(connectedSince),
      downloadBytes,
      uploadBytes: Math.round((downloadBytes * random.int(...profile.uploadPercent)) / 100),
    };
  });
}
