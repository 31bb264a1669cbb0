import { describe, expect, it } from "vitest";
import { runWithConcurrency } from "./run-with-concurrency";

/** A promise settled from outside, to hold tasks open while the test looks. */
function deferred() {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

describe("runWithConcurrency", () => {
  it("never runs more than the limit at once and keeps the items' order", async () => {
    const gates = [deferred(), deferred(), deferred(), deferred(), deferred()];
    let running = 0;
    let mostRunning = 0;
    const run = runWithConcurrency([0, 1, 2, 3, 4], 2, async (index) => {
      running += 1;
      mostRunning = Math.max(mostRunning, running);
      await gates[index]?.promise;
      running -= 1;
      return index * 10;
    });
    // Settled out of order: the results still follow the items.
    for (const index of [1, 0, 3, 4, 2]) {
      gates[index]?.resolve();
      await Promise.resolve();
    }
    expect(await run).toEqual([0, 10, 20, 30, 40]);
    expect(mostRunning).toBe(2);
  });

  it("answers nothing for no items", async () => {
    expect(await runWithConcurrency([], 3, async () => 1)).toEqual([]);
  });
});
