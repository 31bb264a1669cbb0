/** docs/product.md#statistics-limits: statistics averages are shown to one decimal. */
export function roundToOneDecimal(value: number): number {
  return Math.round(value * 10) / 10;
}

/** The mean of `values` to one decimal (docs/product.md#statistics-limits); null when there is none to average. */
export function averageToOneDecimal(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  return roundToOneDecimal(values.reduce((sum, value) => sum + value, 0) / values.length);
}

/**
 * docs/product.md#statistics-limits "average daily use = distinct users / installations x 100, 2
 * decimals": the share of a location's streaming sticks cast to on an
 * average day, in percent. Null without installations (nothing to divide by).
 */
export function averageDailyUse(distinctUsers: number, installations: number): number | null {
  if (installations <= 0) return null;
  return Math.round((distinctUsers / installations) * 100 * 100) / 100;
}
