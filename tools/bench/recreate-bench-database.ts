import pg from "pg";

/** A new, empty database for a bench's own data set (dropped first when it exists). */
export async function recreateBenchDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`"${name}" is not a database name the bench makes`);
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const client = new pg.Client(admin.toString());
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
}
