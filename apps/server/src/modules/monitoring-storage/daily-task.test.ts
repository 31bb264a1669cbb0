import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createDailyTask, dayMs } from "./daily-task";

describe("createDailyTask", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("runs at start, then once a day", async () => {
    const run = vi.fn(async () => {});
    const task = createDailyTask({ run, onError: () => {} });
    await task.start();
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(dayMs - 1);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(dayMs);
    expect(run).toHaveBeenCalledTimes(3);
    await task.stop();
  });

  it("reports a failed run and still runs the next day", async () => {
    const failure = new Error("database away");
    const run = vi.fn().mockRejectedValueOnce(failure).mockResolvedValue(undefined);
    const onError = vi.fn();
    const task = createDailyTask({ run, onError });
    await task.start();
    expect(onError).toHaveBeenCalledWith(failure);
    await vi.advanceTimersByTimeAsync(dayMs);
    expect(run).toHaveBeenCalledTimes(2);
    await task.stop();
  });

  it("waits for the run under way when stopped, and runs no more", async () => {
    let finish = () => {};
    const run = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    const task = createDailyTask({ run, onError: () => {} });
    const started = task.start();
    let stopped = false;
    const stopping = task.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await Promise.all([started, stopping]);
    expect(stopped).toBe(true);
    await vi.advanceTimersByTimeAsync(3 * dayMs);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
