import type pg from "pg";
import { describe, expect, it } from "vitest";
import type { ReplicaLagMonitor } from "./replica-lag-monitor";
import { ReadRoutingPool } from "./replica-routing-pool";

/** What a fake pool answers: its name, or the error it throws. */
function fakePool(name: string, failure?: Error) {
  const calls: string[] = [];
  const pool = {
    async query(config: pg.QueryConfig) {
      calls.push(config.text);
      if (failure) throw failure;
      return { rows: [{ from: name }] };
    },
    async connect() {
      calls.push("connect");
      if (failure) throw failure;
      return { from: name };
    },
  };
  return { pool: pool as unknown as pg.Pool, calls };
}

function fakeMonitor(readable: boolean) {
  const reported: unknown[] = [];
  const monitor = {
    isReadable: () => readable && reported.length === 0,
    reportUnreachable: (error: unknown) => void reported.push(error),
  };
  return { monitor: monitor as unknown as ReplicaLagMonitor, reported };
}

/** A server's error report, as pg builds one. */
const serverError = (code: string) => Object.assign(new Error(`server says ${code}`), { code, severity: "ERROR" });

const read = { text: "select 1" };

describe("the read database's routing between replica and primary", () => {
  it("reads the replica while its monitor says it is in step, the primary otherwise", async () => {
    for (const readable of [true, false]) {
      const replica = fakePool("replica");
      const primary = fakePool("primary");
      const routing = new ReadRoutingPool(replica.pool, primary.pool, fakeMonitor(readable).monitor);
      expect((await routing.query(read)).rows).toEqual([{ from: readable ? "replica" : "primary" }]);
      expect(await routing.connect()).toEqual({ from: readable ? "replica" : "primary" });
    }
  });

  it.each([
    ["a refused connection", Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5433"), { code: "ECONNREFUSED" })],
    ["a lost connection", new Error("Connection terminated unexpectedly")],
    ["the standby shutting down", serverError("57P01")],
    ["a connection exception", serverError("08006")],
  ])("reads the primary instead after %s, and stops asking the replica", async (_what, failure) => {
    const replica = fakePool("replica", failure);
    const primary = fakePool("primary");
    const { monitor, reported } = fakeMonitor(true);
    const routing = new ReadRoutingPool(replica.pool, primary.pool, monitor);
    expect((await routing.query(read)).rows).toEqual([{ from: "primary" }]);
    expect(reported).toEqual([failure]);
    await routing.query(read);
    expect(replica.calls).toEqual(["select 1"]);
    expect(primary.calls).toEqual(["select 1", "select 1"]);
  });

  it("reads the primary again after a conflict with recovery, the replica still in use", async () => {
    const replica = fakePool("replica", serverError("40001"));
    const primary = fakePool("primary");
    const { monitor, reported } = fakeMonitor(true);
    const routing = new ReadRoutingPool(replica.pool, primary.pool, monitor);
    expect((await routing.query(read)).rows).toEqual([{ from: "primary" }]);
    expect(reported).toEqual([]);
  });

  it("lets the query's own errors through, without asking the primary", async () => {
    const failure = serverError("42P01");
    const replica = fakePool("replica", failure);
    const primary = fakePool("primary");
    const { monitor, reported } = fakeMonitor(true);
    const routing = new ReadRoutingPool(replica.pool, primary.pool, monitor);
    await expect(routing.query(read)).rejects.toBe(failure);
    expect(primary.calls).toEqual([]);
    expect(reported).toEqual([]);
  });

  it("gives a transaction a primary connection when the replica refuses one", async () => {
    const replica = fakePool("replica", new Error("timeout exceeded when trying to connect"));
    const primary = fakePool("primary");
    const { monitor, reported } = fakeMonitor(true);
    const routing = new ReadRoutingPool(replica.pool, primary.pool, monitor);
    expect(await routing.connect()).toEqual({ from: "primary" });
    expect(reported).toHaveLength(1);
  });
});
