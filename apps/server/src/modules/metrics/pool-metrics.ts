import { Counter, Gauge, type Registry } from "prom-client";
import type { PoolStats } from "../../db";

/** The pg pool's connections, read at each scrape (PostgreSQL only: PGlite has one connection and no pool). */
export function registerPoolMetrics(registry: Registry, poolStats: () => PoolStats): void {
  const registers = [registry];
  new Gauge({
    name: "ondine_db_pool_connections",
    help: "Connections the PostgreSQL pool holds open, busy or idle.",
    registers,
    collect() {
      this.set(poolStats().total);
    },
  });
  new Gauge({
    name: "ondine_db_pool_idle_connections",
    help: "Connections of the PostgreSQL pool open and free.",
    registers,
    collect() {
      this.set(poolStats().idle);
    },
  });
  new Gauge({
    name: "ondine_db_pool_waiting_requests",
    help: "Queries and transactions waiting for a connection of the PostgreSQL pool.",
    registers,
    collect() {
      this.set(poolStats().waiting);
    },
  });
  new Counter({
    name: "ondine_db_pool_wait_timeouts_total",
    help: "Waits for a pool connection that gave up after DATABASE_POOL_WAIT_MS (the request answered 503).",
    registers,
    collect() {
      this.reset();
      this.inc(poolStats().waitTimeouts);
    },
  });
}
