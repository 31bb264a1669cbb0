import type { Clock } from "../plugins/app-context";

export type TestClock = Clock & {
  /** Moves time forward (or back) by `ms`. */
  advance(ms: number): void;
};

/** A clock tests move by hand instead of waiting; it starts at the real time. */
export function createTestClock(start: Date = new Date()): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms) {
      current += ms;
    },
  };
}
