import type { Database } from "@ondine/server/db";
import { sql } from "drizzle-orm";

/**
 * Runs a bulk load with the tables' secondary indexes dropped, then builds
 * them again from their own definitions: building an index once over a
 * million rows (trigram ones above all) is several times faster than
 * updating it a row at a time. Indexes behind constraints (primary keys,
 * unique codes) stay, so the load is still checked. Inside the caller's
 * transaction: a failure leaves the indexes as they were.
 */
export async function withIndexesDeferred<T>(
  db: Database,
  tables: readonly string[],
  load: () => Promise<T>,
): Promise<T> {
  const { rows: indexes } = await db.execute<{ name: string; definition: string }>(sql`
    select index_class.relname as name, pg_get_indexdef(pg_index.indexrelid) as definition
    from pg_index
    join pg_class index_class on index_class.oid = pg_index.indexrelid
    join pg_class table_class on table_class.oid = pg_index.indrelid
    join pg_namespace on pg_namespace.oid = table_class.relnamespace
    where pg_namespace.nspname = current_schema()
      and table_class.relname in (${sql.join(
        tables.map((table) => sql`${table}`),
        sql`, `,
      )})
      and not exists (select 1 from pg_constraint where pg_constraint.conindid = pg_index.indexrelid)
    order by index_class.relname`);
  for (const index of indexes) await db.execute(sql`drop index ${sql.identifier(index.name)}`);
  const result = await load();
  // Definitions come from the catalogue (pg_get_indexdef), not from input.
  for (const index of indexes) await db.execute(sql.raw(index.definition));
  return result;
}
