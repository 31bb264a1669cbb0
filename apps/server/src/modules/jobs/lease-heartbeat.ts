export type LeaseHeartbeat = {
  /** No renewal after this; waits for the one under way. */
  stop(): Promise<void>;
};

/**
 * Starts renewing a lease: `renew` every `everyMs`, one renewal at a time (a
 * renewal still waiting on the database skips the next beat instead of piling
 * up). `renew` handles its own failures: a missed renewal is logged, the
 * lease lapses only after several. The outbox's delivery batches and the
 * job worker hold their claims with it.
 */
export type StartLeaseHeartbeat = (renew: () => Promise<void>, everyMs: number) => LeaseHeartbeat;

export const startLeaseHeartbeat: StartLeaseHeartbeat = (renew, everyMs) => {
  let renewing: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (renewing) return;
    renewing = renew().finally(() => {
      renewing = undefined;
    });
  }, everyMs);
  // A heartbeat never keeps the process alive by itself.
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await renewing;
    },
  };
};
