import { afterEach, describe, expect, it } from "vitest";
import { type ReplicaLagMonitor, startReplicaLagMonitor } from "./replica-lag-monitor";

describe("the replica's lag monitor (docs/operations.md#replica)", () => {
  let monitor: ReplicaLagMonitor | undefined;
  afterEach(() => monitor?.stop());

  /** A monitor whose measures are `readings` in turn (an Error: no answer), with what it logged. */
  function monitorOf(readings: (number | Error)[]) {
    const logged: string[] = [];
    const note = (_details: object, message: string) => void logged.push(message);
    monitor = startReplicaLagMonitor({
      measureLagSeconds: async () => {
        const reading = readings.shift();
        if (reading === undefined || reading instanceof Error) throw reading ?? new Error("no reading left");
        return reading;
      },
      maxLagSeconds: 5,
      // Checks are driven by the test, not the clock.
      intervalMs: 3_600_000,
      logger: { warn: note, info: note },
    });
    return { monitor, logged };
  }

  it("sends no read to the replica before its first check", () => {
    const { monitor } = monitorOf([]);
    expect(monitor.status()).toEqual({ state: "down", lagSeconds: null });
    expect(monitor.isReadable()).toBe(false);
  });

  it("is up within the bound, lagging over it, down when it does not answer, and logs each change once", async () => {
    const { monitor, logged } = monitorOf([0, 4.96, 7.04, 7.5, new Error("refused"), 1]);
    expect(await monitor.check()).toEqual({ state: "up", lagSeconds: 0 });
    expect(await monitor.check()).toEqual({ state: "up", lagSeconds: 5 });
    expect(monitor.isReadable()).toBe(true);
    expect(await monitor.check()).toEqual({ state: "lagging", lagSeconds: 7 });
    expect(monitor.isReadable()).toBe(false);
    expect(await monitor.check()).toEqual({ state: "lagging", lagSeconds: 7.5 });
    expect(await monitor.check()).toEqual({ state: "down", lagSeconds: null });
    expect(await monitor.check()).toEqual({ state: "up", lagSeconds: 1 });
    expect(logged).toEqual([
      "The read replica is in step: heavy reads go to it",
      "The read replica lags behind its bound: heavy reads go to the primary",
      "The read replica does not answer: heavy reads go to the primary",
      "The read replica is in step: heavy reads go to it",
    ]);
  });

  it("takes the replica out at once when a read cannot reach it, until a check finds it again", async () => {
    const { monitor, logged } = monitorOf([0, 0]);
    await monitor.check();
    monitor.reportUnreachable(new Error("Connection terminated unexpectedly"));
    monitor.reportUnreachable(new Error("Connection terminated unexpectedly"));
    expect(monitor.status()).toEqual({ state: "down", lagSeconds: null });
    expect(logged.filter((line) => line.includes("does not answer"))).toHaveLength(1);
    await monitor.check();
    expect(monitor.isReadable()).toBe(true);
  });

  it("does not measure twice at once", async () => {
    const { monitor } = monitorOf([2]);
    const [first, second] = await Promise.all([monitor.check(), monitor.check()]);
    expect(first).toEqual({ state: "up", lagSeconds: 2 });
    expect(second).toEqual(first);
  });
});
