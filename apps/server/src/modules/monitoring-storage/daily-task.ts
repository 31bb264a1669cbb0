export type DailyTask = {
  /** Runs the task now (the promise settles when this first run has), then every interval. */
  start(): Promise<void>;
  /** No run after this; waits for the one under way. */
  stop(): Promise<void>;
};

export const dayMs = 86_400_000;

/**
 * Runs `run` at start and then every `intervalMs` (a day by default), one
 * run at a time. A failed run is reported to `onError` and the next one
 * still comes; the timer does not keep the process alive.
 */
export function createDailyTask(options: {
  run: () => Promise<void>;
  onError: (error: unknown) => void;
  intervalMs?: number;
}): DailyTask {
  const intervalMs = options.intervalMs ?? dayMs;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  const runOnce = (): Promise<void> => {
    running ??= options
      .run()
      .catch(options.onError)
      .finally(() => {
        running = undefined;
      });
    return running;
  };

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      void runOnce().then(schedule);
    }, intervalMs);
    timer.unref();
  };

  return {
    async start() {
      if (timer || stopped) return;
      await runOnce();
      schedule();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}
