import { afterEach, describe, expect, it, vi } from "vitest";
import { AppError, TooManyRequestsError } from "../../errors/app-error";
import { createSearchLimits, type SearchLimitSettings } from "./search-limits";

const settings: SearchLimitSettings = {
  searchesPerCaller: 2,
  callerWaitMs: 2000,
  connectionsPerCaller: 3,
  searchConnections: 4,
};

/** A search the test ends itself: `started` once it runs, `finish()` to end it. */
function heldSearch() {
  let finish = () => {};
  let markStarted = () => {};
  const started = new Promise<void>((resolve) => {
    markStarted = resolve;
  });
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  let isRunning = false;
  const search = async () => {
    isRunning = true;
    markStarted();
    await done;
    return "answer";
  };
  return { search, started, finish, isRunning: () => isRunning };
}

describe("search limits", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("runs a caller's third search once one of the first two ends, and other callers at once", async () => {
    const limits = createSearchLimits(settings);
    const [first, second, third, other] = [heldSearch(), heldSearch(), heldSearch(), heldSearch()];
    const answers = [first, second, third].map((held) => limits.runSearch("actor:1", held.search));
    const otherAnswer = limits.runSearch("actor:2", other.search);
    await Promise.all([first.started, second.started, other.started]);
    expect(third.isRunning()).toBe(false);

    other.finish();
    expect(await otherAnswer).toBe("answer");
    expect(third.isRunning()).toBe(false);

    first.finish();
    await third.started;
    second.finish();
    third.finish();
    expect(await Promise.all(answers)).toEqual(["answer", "answer", "answer"]);
    expect(limits.activeCallers).toBe(0);
  });

  it("answers 429 TOO_MANY_REQUESTS when the third search has waited its time", async () => {
    vi.useFakeTimers();
    const limits = createSearchLimits(settings);
    const [first, second, third] = [heldSearch(), heldSearch(), heldSearch()];
    const running = [first, second].map((held) => limits.runSearch("actor:1", held.search));
    const waiting = limits.runSearch("actor:1", third.search);
    const refusal = waiting.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(settings.callerWaitMs);

    const error = await refusal;
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe("TOO_MANY_REQUESTS");
    expect((error as AppError).statusCode).toBe(429);
    // The same 429 as the rate limits': Retry-After and retry_after of one second.
    expect(error).toBeInstanceOf(TooManyRequestsError);
    expect((error as TooManyRequestsError).retryAfterSeconds).toBe(1);
    expect(third.isRunning()).toBe(false);

    // The refused search never runs, even once a slot frees.
    first.finish();
    second.finish();
    await Promise.all(running);
    expect(third.isRunning()).toBe(false);
    expect(limits.activeCallers).toBe(0);
  });

  it("holds a caller's queries to its share of connections, and all searches to theirs", async () => {
    const limits = createSearchLimits(settings);
    let running = 0;
    let mostRunning = 0;
    const gates: (() => void)[] = [];
    const query = () =>
      new Promise<void>((resolve) => {
        running += 1;
        mostRunning = Math.max(mostRunning, running);
        gates.push(() => {
          running -= 1;
          resolve();
        });
      });
    // Two callers, each with two searches of three queries: twelve queries wanting a connection.
    const searches = ["actor:1", "actor:1", "actor:2", "actor:2"].map((caller) =>
      limits.runSearch(caller, (limited) => Promise.all([1, 2, 3].map(() => limited(query)))),
    );
    await vi.waitFor(() => expect(running).toBe(settings.searchConnections));
    expect(mostRunning).toBe(settings.searchConnections);
    while (gates.length > 0) {
      const open = gates.splice(0);
      for (const gate of open) gate();
      await new Promise((resolve) => setImmediate(resolve));
      expect(running).toBeLessThanOrEqual(settings.searchConnections);
    }
    await Promise.all(searches);
    expect(mostRunning).toBe(settings.searchConnections);
  });

  it("lets one caller hold no more than its own share of connections", async () => {
    const limits = createSearchLimits({ ...settings, searchConnections: 10 });
    let running = 0;
    const gates: (() => void)[] = [];
    const query = () =>
      new Promise<void>((resolve) => {
        running += 1;
        gates.push(() => {
          running -= 1;
          resolve();
        });
      });
    const searches = [1, 2].map(() =>
      limits.runSearch("actor:1", (limited) => Promise.all([1, 2, 3].map(() => limited(query)))),
    );
    await vi.waitFor(() => expect(running).toBe(settings.connectionsPerCaller));
    while (gates.length > 0) {
      for (const gate of gates.splice(0)) gate();
      await new Promise((resolve) => setImmediate(resolve));
      expect(running).toBeLessThanOrEqual(settings.connectionsPerCaller);
    }
    await Promise.all(searches);
  });
});
