import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startLeaseHeartbeat } from "./lease-heartbeat";

describe("the lease heartbeat", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("renews every beat, one renewal at a time, and not after it is stopped", async () => {
    let renewals = 0;
    let finishRenewal: (() => void) | undefined;
    const heartbeat = startLeaseHeartbeat(
      () =>
        new Promise<void>((resolve) => {
          renewals++;
          finishRenewal = resolve;
        }),
      10_000,
    );
    await vi.advanceTimersByTimeAsync(9_999);
    expect(renewals).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(renewals).toBe(1);
    // The database has not answered the first renewal: the next beat does not pile a second on it.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(renewals).toBe(1);
    finishRenewal?.();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(renewals).toBe(2);

    // Stopping waits for the renewal under way, then no beat renews again.
    let stopped = false;
    const stopping = heartbeat.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finishRenewal?.();
    await stopping;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(renewals).toBe(2);
  });
});
