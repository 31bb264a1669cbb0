// The figures of the alert noise rules (docs/alerts.md#noise), written once;
// the server may pass others (tests, a faster staging clock).

export type AlertNoiseRules = {
  /** A level must hold this long before it is announced. */
  toleranceMs: number;
  /** When a silence on the whole site ends, the site has this long to be back before `still_down`. */
  afterWindowToleranceMs: number;
  /** The flapping window: `flapChanges` level changes within it make the site flap, and it flaps until one passes without a change. */
  flapWindowMs: number;
  flapChanges: number;
  /** A person's first pending notification waits this long for others. */
  groupWaitMs: number;
  /** At most one alert mail per person in this time. */
  groupIntervalMs: number;
  /** A down or degraded level still outstanding is announced again (`repeat`) at most this often. */
  repeatIntervalMs: number;
};

export const alertNoiseDefaults: AlertNoiseRules = {
  toleranceMs: 120_000,
  afterWindowToleranceMs: 900_000,
  flapWindowMs: 1_800_000,
  flapChanges: 4,
  groupWaitMs: 30_000,
  groupIntervalMs: 300_000,
  repeatIntervalMs: 14_400_000,
};
