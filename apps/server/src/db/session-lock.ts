import pg from "pg";

/** The work that only one instance at a time may do on a shared database (docs/operations.md#instances). */
export type SessionLockName = "migrations" | "seed";

/**
 * PostgreSQL advisory lock keys, one per kind of work. Any constants would do
 * as long as every instance and version agrees: "ONMG" and "ONSD", beside the
 * other "ON.." keys of the modules.
 */
export const sessionLockKeys: Readonly<Record<SessionLockName, number>> = {
  migrations: 0x4f4e_4d47,
  seed: 0x4f4e_5344,
};

/**
 * Runs `work` while holding the session-level advisory lock `name` on the
 * database at `databaseUrl`: another instance asking for it waits until
 * `work` ends, then finds it done. The lock lives on a connection of its
 * own, because the pool's connections are handed from query to query and a
 * session lock belongs to one connection. When that connection is lost, the
 * server lets the lock go; closing it in `finally` releases it as well.
 */
export async function withPostgresSessionLock<T>(
  databaseUrl: string,
  name: SessionLockName,
  work: () => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  // A lost lock connection must not end the process: the server has let go of
  // the lock with it, and the unlock below fails quietly.
  client.on("error", () => {});
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [sessionLockKeys[name]]);
    try {
      return await work();
    } finally {
      await client.query("select pg_advisory_unlock($1)", [sessionLockKeys[name]]).catch(() => {});
    }
  } finally {
    await client.end().catch(() => {});
  }
}
