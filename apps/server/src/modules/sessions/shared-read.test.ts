import { describe, expect, it } from "vitest";
import { sharedRead } from "./shared-read";

/** A read whose answers the test releases one by one, counting the reads started. */
function controlledRead() {
  const pending: ((value: number) => void)[] = [];
  let started = 0;
  const read = () => {
    started++;
    return new Promise<number>((resolve) => pending.push(resolve));
  };
  return { read, started: () => started, finish: (value: number) => pending.shift()?.(value) };
}

describe("sharedRead", () => {
  it("starts a read for a caller when none runs", async () => {
    const source = controlledRead();
    const shared = sharedRead(source.read);
    const first = shared();
    source.finish(1);
    expect(await first).toBe(1);
    expect(source.started()).toBe(1);
  });

  it("gives callers that came during a read the next one, started after it, shared by all of them", async () => {
    const source = controlledRead();
    const shared = sharedRead(source.read);
    const first = shared();
    const second = shared();
    const third = shared();
    expect(source.started()).toBe(1);
    source.finish(1);
    expect(await first).toBe(1);
    await Promise.resolve();
    await Promise.resolve();
    await Promise.resolve();
    expect(source.started()).toBe(2);
    source.finish(2);
    expect(await second).toBe(2);
    expect(await third).toBe(2);
  });
});
