// Named speedtest-reading (not speed-test-reading): a file name holding "-test-" reads as test support (.dependency-cruiser.cjs).
// docs/site-tools.md#speed-test: a speed test's download read against the line's contracted rate.

/**
 * SPEC: "Speed test correction 20 to 30 percent". A test run from the site's router shares the line with the
 * guests' traffic and pays the protocols' overhead, so it reads this much under what the line delivers.
 */
export const speedTestCorrection = { usual: 0.2, most: 0.3 } as const;

/**
 * as_contracted: at least 80 % of the contracted rate; within_margin: 70 % to 80 %, what the correction
 * loses; below_contract: under 70 %, below the contract even allowing for it; no_contract: no rate to read against.
 */
export const speedTestReadings = ["as_contracted", "within_margin", "below_contract", "no_contract"] as const;
export type SpeedTestReadingKind = (typeof speedTestReadings)[number];

export type SpeedTestReading = {
  reading: SpeedTestReadingKind;
  /** Measured download / contracted rate; null without a contracted rate. */
  ratio: number | null;
  /** Where a healthy line's reading starts: the contracted rate less the most the correction takes (70 %). */
  healthyFrom: number | null;
  /** Where a reading counts as the contracted rate: less the usual correction (80 %). */
  contractedFrom: number | null;
};

// Whole percentages, so the thresholds compare exactly (0.3 * 100 is not 30 in floating point).
const healthyPercent = Math.round((1 - speedTestCorrection.most) * 100);
const contractedPercent = Math.round((1 - speedTestCorrection.usual) * 100);

/**
 * docs/site-tools.md#speed-test: the measured download (bit/s) against the line's contracted rate (its
 * `bandwidth_max`, bit/s). The measure is never inflated: the reading says where it falls, the screen shows
 * the figure as measured beside the range a healthy line reads in.
 */
export function speedTestReading(downloadBps: number, contractedBps: number | null): SpeedTestReading {
  if (contractedBps === null || !(contractedBps > 0)) {
    return { reading: "no_contract", ratio: null, healthyFrom: null, contractedFrom: null };
  }
  const reading =
    downloadBps * 100 >= contractedBps * contractedPercent
      ? "as_contracted"
      : downloadBps * 100 >= contractedBps * healthyPercent
        ? "within_margin"
        : "below_contract";
  return {
    reading,
    ratio: downloadBps / contractedBps,
    healthyFrom: (contractedBps * healthyPercent) / 100,
    contractedFrom: (contractedBps * contractedPercent) / 100,
  };
}
