import type { Random } from "./prng";

// A demo space before it has an id: what a residence or a hotel room makes
// of it, then where the site stands with its key (docs/private-wifi.md#commands).

const secondMs = 1000;
const minuteMs = 60 * secondMs;

/** Where the site stands with the space's last key change: done, or refused by the collector. */
export interface PushOutcome {
  state: "applied" | "failed";
  /** When the last attempt was queued. */
  changedAt: Date;
  finishedAt: Date;
  failure: string | null;
  attempts: number;
}

export interface SpacePlan {
  name: string;
  comment: string;
  psk: string;
  /** The last day the key works (Paris, YYYY-MM-DD); null: no end. */
  expiresOn: string | null;
  createdAt: Date;
  keyChangedAt: Date;
  /** When the expiry job took the key out. */
  withdrawnAt: Date | null;
  /** The hotel room sharing the key (docs/private-wifi.md#rooms). */
  iotRoomId: number | null;
  /** Whether the site's CSV import made it (docs/private-wifi.md#import). */
  imported: boolean;
  push: PushOutcome;
}

/** The collector applied the change a few seconds after it was queued, at the first attempt. */
export function appliedPush(random: Random, changedAt: Date): PushOutcome {
  return {
    state: "applied",
    changedAt,
    finishedAt: new Date(changedAt.getTime() + random.int(2, 40) * secondMs),
    failure: null,
    attempts: 1,
  };
}

/**
 * A change the collector refused `attempts` times: the retry job queued it
 * again 1, 2, 4 ... minutes after the first try (docs/private-wifi.md#commands),
 * so the first try was made minutes before `now` and the last one failed
 * within the minute.
 */
export function failedPush(
  random: Random,
  now: Date,
  attempts: number,
  failure: string,
): { firstTriedAt: Date; push: PushOutcome } {
  const sinceFirst = (2 ** (attempts - 1) - 1) * minuteMs;
  const changedAt = new Date(now.getTime() - random.int(60, 170) * secondMs);
  return {
    firstTriedAt: new Date(changedAt.getTime() - sinceFirst),
    push: {
      state: "failed",
      changedAt,
      finishedAt: new Date(changedAt.getTime() + random.int(20, 45) * secondMs),
      failure,
      attempts,
    },
  };
}
