import { spawn } from "node:child_process";
import pg from "pg";

/** When a restart of the PostgreSQL cluster began and when `pg_ctlcluster` said it was done, on `performance.now()`'s clock. */
export interface DatabaseRestart {
  startedAt: number;
  endedAt: number;
}

/**
 * The databases other clients of the cluster are connected to, beside
 * `ownDatabase`: a restart cuts every connection of the cluster, theirs too
 * (other engineers' tests on a shared machine).
 */
export async function otherClientsOfCluster(serverUrl: string, ownDatabase: string): Promise<string[]> {
  const client = new pg.Client(serverUrl);
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string; clients: string }>(
      `select datname, count(*) as clients from pg_stat_activity
        where backend_type = 'client backend' and pid <> pg_backend_pid() and datname is distinct from $1
        group by datname order by datname`,
      [ownDatabase],
    );
    return rows.map((row) => `${row.datname} (${row.clients})`);
  } finally {
    await client.end();
  }
}

/**
 * Restarts the local PostgreSQL cluster (`pg_ctlcluster VERSION NAME restart`,
 * Debian's: a fast shutdown, which ends every connection, then a start) and
 * resolves once it answers again.
 */
export function restartCluster(cluster: string): Promise<DatabaseRestart> {
  const [version = "", name = ""] = cluster.split(/[ /]/);
  const startedAt = performance.now();
  return new Promise((resolveRestart, reject) => {
    let output = "";
    const restart = spawn("pg_ctlcluster", [version, name, "restart"], { stdio: ["ignore", "pipe", "pipe"] });
    restart.stdout.on("data", (chunk) => {
      output += chunk;
    });
    restart.stderr.on("data", (chunk) => {
      output += chunk;
    });
    restart.once("error", reject);
    restart.once("exit", (code) => {
      if (code === 0) resolveRestart({ startedAt, endedAt: performance.now() });
      else reject(new Error(`pg_ctlcluster ${version} ${name} restart exited ${code}: ${output}`));
    });
  });
}
