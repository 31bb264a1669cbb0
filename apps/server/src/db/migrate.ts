import { sql } from "drizzle-orm";
import type { MigrationConfig } from "drizzle-orm/migrator";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePostgres } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrationsFolder as committedMigrationsFolder } from "../server-package";
import type { Database, DatabaseHandle } from "./database";
import type * as schema from "./schema";

// Drizzle's defaults, named here because the health check reads the same table.
const migrationsSchema = "drizzle";
const migrationsTable = "__drizzle_migrations";

/**
 * Applies the committed migrations (apps/server/drizzle) not yet applied, with
 * Drizzle's migrator for the engine in use. Returns how many are applied in total.
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
  // The handle's engine says which driver built `db`: the casts only undo the
  // widening to the common Database type.
  if (handle.engine === "pglite") {
    await migratePglite(handle.db as unknown as PgliteDatabase<typeof schema>, config);
  } else {
    await migrateNodePostgres(handle.db as unknown as NodePgDatabase<typeof schema>, config);
  }
  return countAppliedMigrations(handle.db);
}

/** How many migrations the database has applied; 0 before the first. */
export async function countAppliedMigrations(db: Database): Promise<number> {
  const { rows } = await db.execute<{ applied: number }>(sql`
    select case
      when to_regclass(${`${migrationsSchema}.${migrationsTable}`}) is null then 0
      else (select count(*) from ${sql.identifier(migrationsSchema)}.${sql.identifier(migrationsTable)})
    end as applied`);
  return Number(rows[0]?.applied ?? 0);
}
