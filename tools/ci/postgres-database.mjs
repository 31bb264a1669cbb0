// Creates or drops a throwaway PostgreSQL database for a CI run:
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
  await client.query(action === "create" ? `CREATE DATABASE ${name}` : `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
} finally {
  await client.end();
}
