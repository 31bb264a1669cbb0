import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import pg from "pg";

const repositoryRoot = resolve(import.meta.dirname, "../../..");
const seedEntry = resolve(repositoryRoot, "tools/dist/seed.js");

export interface DemoDatabase {
  name: string;
  url: string;
  /** Drops it, closing the connections still on it. */
  drop(): Promise<void>;
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client(serverUrl);
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A new database on the PostgreSQL server of `serverUrl` (its maintenance
 * database, e.g. postgres://postgres@127.0.0.1:5432/postgres), migrated and
 * filled with the demo data by the built seed (`npm run build` first), as an
 * operator's first start does: the instances started on it then find their
 * schema up to date. `name`, else `prefix` and a random suffix.
 */
export async function createDemoDatabase(options: {
  serverUrl: string;
  name?: string;
  prefix?: string;
}): Promise<DemoDatabase> {
  const name = options.name ?? `${options.prefix ?? "ondine_deployment"}_${randomBytes(4).toString("hex")}`;
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`Not a plain database name: ${name}`);
  const url = new URL(options.serverUrl);
  url.pathname = `/${name}`;
  const database: DemoDatabase = {
    name,
    url: url.toString(),
    drop: () => onServer(options.serverUrl, `drop database if exists ${name} with (force)`),
  };
  await onServer(options.serverUrl, `create database ${name}`);
  try {
    seedDemoData(database.url);
  } catch (error) {
    await database.drop();
    throw error;
  }
  return database;
}

/**
 * Migrates the database of `databaseUrl` and fills it with the demo data
 * with the built seed (`tools/dist/seed.js`); `ifEmpty`: leaves a database
 * that holds data as it is.
 */
export function seedDemoData(databaseUrl: string, options: { ifEmpty?: boolean } = {}): void {
  if (!existsSync(seedEntry)) throw new Error("Build first: npm run build");
  const { DATA_DIR: _unused, ...callerEnv } = process.env;
  const seed = spawnSync("node", [seedEntry, ...(options.ifEmpty ? ["--if-empty"] : [])], {
    cwd: repositoryRoot,
    env: { ...callerEnv, DATABASE_URL: databaseUrl, LOG_LEVEL: "warn" },
    encoding: "utf8",
  });
  if (seed.status !== 0) throw new Error(`Seeding failed:\n${seed.stdout}${seed.stderr}`);
}
