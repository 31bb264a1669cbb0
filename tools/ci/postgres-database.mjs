// Creates or drops a throwaway PostgreSQL database for a CI run (dropping it drops the tests' templates of it):
//   node tools/ci/postgres-database.mjs create|drop NAME
// Connects with PG_ADMIN_URL (default: this machine's server, user postgres).
import pg from "pg";

const [action, name] = process.argv.slice(2);
if (!["create", "drop"].includes(action) || !/^[a-z_][a-z0-9_]{0,62}$/.test(name ?? "")) {
  console.error("Usage: node tools/ci/postgres-database.mjs create|drop NAME (lower-case letters, digits, _)");
  process.exit(2);
}
const client = new pg.Client(process.env.PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres");
await client.connect();
try {
  if (action === "create") {
    await client.query(`CREATE DATABASE ${name}`);
  } else {
    // With it, the migrated templates the tests made for this run (apps/server/src/test/test-database.ts).
    const { rows } = await client.query("SELECT datname FROM pg_database WHERE starts_with(datname, $1)", [
      `${name}_tpl_`,
    ]);
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
} finally {
  await client.end();
}
