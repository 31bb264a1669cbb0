import type pg from "pg";
import type { ReplicaLagMonitor } from "./replica-lag-monitor";

/**
 * SQLSTATEs that say the replica, not the query, failed: a connection
 * exception (class 08), the server shutting down or starting (57P01 to
 * 57P03), no connection slot left (53300).
 */
const unavailableStates = /^(08...|57P0[123]|53300)$/;

/**
 * 40001 on a hot standby: the query was cancelled because replaying the
 * primary's changes needed what it read ("conflict with recovery"). The
 * replica is fine; this read runs again on the primary.
 */
const recoveryConflictState = "40001";

/** Why a read that failed on the replica runs on the primary instead, if it does. */
function replicaFailure(error: unknown): "unavailable" | "recovery-conflict" | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  // The server's own errors carry a SQLSTATE; a refused, reset or dropped connection does not (or a system code).
  if (typeof code !== "string" || !/^[0-9A-Z]{5}$/.test(code)) return "unavailable";
  if (unavailableStates.test(code)) return "unavailable";
  return code === recoveryConflictState ? "recovery-conflict" : undefined;
}

/**
 * What the read database's Drizzle instance runs on: each query (and each
 * transaction's connection) goes to the replica while its monitor says it is
 * in step, else to the primary; a read the replica cannot answer runs again
 * on the primary (reads only: running one twice changes nothing) and, when
 * the replica is unreachable, sends the next ones there until a check finds
 * it back. Its name must contain "Pool": Drizzle's node-postgres session then
 * takes one connection for a whole transaction (`connect()`).
 */
export class ReadRoutingPool {
  constructor(
    private readonly replica: pg.Pool,
    private readonly primary: pg.Pool,
    private readonly monitor: ReplicaLagMonitor,
  ) {}

  /** As Drizzle calls it: a query config (its text, its type parsers) and the values. */
  async query(config: pg.QueryConfig, values?: unknown[]): Promise<pg.QueryResult> {
    if (!this.monitor.isReadable()) return this.primary.query(config, values);
    try {
      return await this.replica.query(config, values);
    } catch (error) {
      const failure = replicaFailure(error);
      if (!failure) throw error;
      if (failure === "unavailable") this.monitor.reportUnreachable(error);
      return this.primary.query(config, values);
    }
  }

  async connect(): Promise<pg.PoolClient> {
    if (!this.monitor.isReadable()) return this.primary.connect();
    try {
      return await this.replica.connect();
    } catch (error) {
      if (replicaFailure(error) !== "unavailable") throw error;
      this.monitor.reportUnreachable(error);
      return this.primary.connect();
    }
  }
}
