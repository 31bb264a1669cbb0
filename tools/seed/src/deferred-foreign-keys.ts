import type { Database } from "@ondine/server/db";
import { sql } from "drizzle-orm";

/**
 * Runs a bulk load with the schema's foreign keys dropped, then adds them
 * again from their own definitions. Adding a foreign key checks every row
 * in one join, where a row inserted under it runs a lookup of its own
 * (half the cost of the monitoring history's inserts on PGlite,
 * docs/performance.md#cold-start). The load is still checked: a row
 * without its parent makes the re-adding fail. Inside the caller's
 * transaction: a failure leaves the constraints as they were.
 */
export async function withForeignKeysDeferred<T>(db: Database, load: () => Promise<T>): Promise<T> {
  // A partition's copy of its table's key (conparentid) goes and comes back with the table's own.
  const { rows: foreignKeys } = await db.execute<{ table: string; name: string; definition: string }>(sql`
    select table_class.relname as table, pg_constraint.conname as name,
           pg_get_constraintdef(pg_constraint.oid) as definition
    from pg_constraint
    join pg_class table_class on table_class.oid = pg_constraint.conrelid
    join pg_namespace on pg_namespace.oid = table_class.relnamespace
    where pg_constraint.contype = 'f'
      and pg_constraint.conparentid = 0
      and pg_namespace.nspname = current_schema()
    order by table_class.relname, pg_constraint.conname`);
  for (const key of foreignKeys) {
    await db.execute(sql`alter table ${sql.identifier(key.table)} drop constraint ${sql.identifier(key.name)}`);
  }
  const result = await load();
  for (const key of foreignKeys) {
    // Definitions come from the catalogue (pg_get_constraintdef), not from input.
    await db.execute(
      sql`alter table ${sql.identifier(key.table)} add constraint ${sql.identifier(key.name)} ${sql.raw(key.definition)}`,
    );
  }
  return result;
}
