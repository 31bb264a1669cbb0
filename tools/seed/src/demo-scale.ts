/**
 * How big the data set is. `demo` is what `npm start` seeds in a few seconds
 * on PGlite; `large` is the benchmark set (at least 3,000 sites,
 * 1,000,000 coupons and 1,000,000 guests). Totals are exact: they are shared
 * out between the sites, in proportion to each site's activity.
 */
export interface DemoScale {
  name: DemoScaleName;
  /** Generated customers join the catalogue's until there are at least this many sites. */
  minSites: number;
  coupons: number;
  guestUsers: number;
  endUsers: number;
  /**
   * Whether the production sites get their months of monitoring history
   * (traffic, bandwidth, speed tests). Every scale gets its inventory.
   */
  monitoringHistory: boolean;
}

export const demoScaleNames = ["demo", "large"] as const;
export type DemoScaleName = (typeof demoScaleNames)[number];

export const demoScales: Readonly<Record<DemoScaleName, DemoScale>> = {
  demo: { name: "demo", minSites: 0, coupons: 18_000, guestUsers: 8_000, endUsers: 10_000, monitoringHistory: true },
  large: {
    name: "large",
    minSites: 3_000,
    coupons: 1_000_000,
    guestUsers: 1_000_000,
    endUsers: 400_000,
    monitoringHistory: false,
  },
};

export function isDemoScaleName(value: string): value is DemoScaleName {
  return (demoScaleNames as readonly string[]).includes(value);
}
