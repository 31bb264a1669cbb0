import { sql } from "drizzle-orm";
import type { MigrationConfig } from "drizzle-orm/migrator";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePostgres } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrationsFolder as committedMigrationsFolder } from "../server-package";
import { newestCommittedMigrationAt } from "./committed-migrations";
import type { Database, DatabaseHandle } from "./database";
import type * as schema from "./schema";

// Drizzle's defaults, named here because the health check reads the same table.
const migrationsSchema = "drizzle";
const migrationsTable = "__drizzle_migrations";

/**
 * Applies the committed migrations (apps/server/drizzle) not yet applied, with
 * Drizzle's migrator for the engine in use. Returns how many are applied in total.
 * Instances starting together on one PostgreSQL take turns (the "migrations"
 * session lock): the second finds the schema up to date and applies nothing,
 * rather than creating the same tables at the same time (docs/operations.md#instances).
 * A database that has applied this version's newest migration is left
 * alone without reading the migrations' SQL nor taking the lock: a restart's
 * case (docs/performance.md#cold-start).
 */
export async function migrateDatabase(
  handle: DatabaseHandle,
  options: { migrationsFolder?: string } = {},
): Promise<number> {
  const config: MigrationConfig = {
    migrationsFolder: options.migrationsFolder ?? committedMigrationsFolder,
    migrationsSchema,
    migrationsTable,
  };
  const applied = await readAppliedMigrations(handle.db);
  // Drizzle's own rule: it applies the migrations stamped after the newest one the table records.
  if (applied.count > 0 && applied.newestAt >= newestCommittedMigrationAt(config.migrationsFolder)) {
    return applied.count;
  }
  return handle.withSessionLock("migrations", async () => {
    // The handle's engine says which driver built `db`: the casts only undo the
    // widening to the common Database type.
    if (handle.engine === "pglite") {
      await migratePglite(handle.db as unknown as PgliteDatabase<typeof schema>, config);
    } else {
      await migrateNodePostgres(handle.db as unknown as NodePgDatabase<typeof schema>, config);
    }
    return countAppliedMigrations(handle.db);
  });
}

/** How many migrations the database has applied; 0 before the first. */
export async function countAppliedMigrations(db: Database): Promise<number> {
  return (await readAppliedMigrations(db)).count;
}

/** How many migrations Drizzle's table records, and the newest one's time stamp (0, 0 before the first). */
async function readAppliedMigrations(db: Database): Promise<{ count: number; newestAt: number }> {
  // Two statements: PostgreSQL resolves every table a statement names before running it, so one
  // `case when to_regclass(...)` around the count fails on a database never migrated.
  const { rows: tables } = await db.execute<{ exists: boolean }>(
    sql`select to_regclass(${`${migrationsSchema}.${migrationsTable}`}) is not null as exists`,
  );
  if (!tables[0]?.exists) return { count: 0, newestAt: 0 };
  const { rows } = await db.execute<{ applied: number | string; newest_at: number | string | null }>(
    sql`select count(*) as applied, max(created_at) as newest_at
          from ${sql.identifier(migrationsSchema)}.${sql.identifier(migrationsTable)}`,
  );
  return { count: Number(rows[0]?.applied ?? 0), newestAt: Number(rows[0]?.newest_at ?? 0) };
}
