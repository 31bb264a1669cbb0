import { unlimitedUsage } from "@ondine/domain";
import { dayMs, laterMoment } from "./demo-moments";
import { type DemoOffer, offerDurationSeconds } from "./demo-offers";
import type { Random } from "./prng";

/** docs/product.md#codes-limits: a code's date range reaches at most a year ahead. */
const maxRangeMs = 365 * dayMs;
const minuteMs = 60_000;

export interface CouponTerms {
  couponDefId: number | null;
  startsAt: Date;
  endsAt: Date;
  duration: number;
  maxUsage: number;
}

/**
 * Validity and access of a code starting at `startsAt`: an offer's duration
 * (valid for a while longer, to be used), or in the no-offers mode a date
 * range and a number of devices chosen by hand (docs/product.md#codes-validation).
 */
export function couponTerms(
  random: Random,
  startsAt: Date,
  offer: DemoOffer | undefined,
  graceDays: number,
): CouponTerms {
  if (offer) {
    const duration = offerDurationSeconds(offer);
    const range = Math.min(duration * 1000 + random.int(0, graceDays) * dayMs, maxRangeMs);
    return {
      couponDefId: offer.id,
      startsAt,
      endsAt: new Date(startsAt.getTime() + range),
      duration,
      maxUsage: offer.maxUsage,
    };
  }
  const range = random.pick([1, 2, 3, 7, 14, 30, 90, 365]) * dayMs;
  return {
    couponDefId: null,
    startsAt,
    endsAt: new Date(startsAt.getTime() + range),
    duration: range / 1000,
    maxUsage: random.weighted([
      [1, 40],
      [2, 15],
      [3, 10],
      [5, 15],
      [10, 10],
      [unlimitedUsage, 10],
    ]),
  };
}

export interface CouponUsage {
  firstProvisioningDate: Date | null;
  provisioningsCount: number;
}

/** Whether and when a code was first used (before `now`, within its dates), and by how many devices. */
export function couponUsage(random: Random, terms: CouponTerms, usedShare: number, now: Date): CouponUsage {
  const window = Math.min(terms.endsAt.getTime() - terms.startsAt.getTime(), 3 * dayMs);
  const first = random.chance(usedShare)
    ? laterMoment(random, terms.startsAt, minuteMs, Math.max(window, minuteMs), now)
    : undefined;
  if (!first) return { firstProvisioningDate: null, provisioningsCount: 0 };
  const devices = terms.maxUsage === unlimitedUsage ? 12 : terms.maxUsage;
  return { firstProvisioningDate: first, provisioningsCount: random.int(1, Math.max(devices, 1)) };
}

/** The latest of the moments a row changed. */
export function latest(...moments: (Date | null | undefined)[]): Date {
  const times = moments.filter((moment): moment is Date => moment instanceof Date).map((moment) => moment.getTime());
  return new Date(Math.max(...times));
}
