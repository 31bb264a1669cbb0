/**
 * How long the overview's reads of one window stay fresh, and how long the
 * window the route's loader took stays the screen's: the time the screen's
 * chunks take to come in. The cards then take the loader's reads without
 * asking them again (docs/performance.md "Statistics overview"); a window
 * taken later has keys of its own, read anew.
 */
export const overviewFreshMs = 10_000;
