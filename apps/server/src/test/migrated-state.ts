import { sql } from "drizzle-orm";
import type { Database } from "../db";

type Row = Record<string, unknown>;

/**
 * The rows a freshly migrated test database holds (the migrations seed a few,
 * such as `principal_changes`' one counter row), kept so that
 * `restore` can bring the database back to that state between tests.
 */
export type MigratedState = {
  /** Empties every table of the public schema that holds rows (sequences restarted) and puts the seeded rows back. */
  restore(db: Database): Promise<void>;
};

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Reads the tables of `db` and their rows, right after it was opened from the
 * migrated template. Emptying the tables is what a test needs from a "fresh"
 * database, at a fraction of opening one: on a loaded 2-core machine a new
 * PGlite from the template takes seconds, deleting the rows tests wrote
 * milliseconds (figures in docs/architecture.md "Tools and tests").
 */
export async function readMigratedState(db: Database): Promise<MigratedState> {
  // One query lists the tables and whether each holds rows (query_to_xml runs a query per table on the server).
  const { rows: tables } = await db.execute<{ name: string; filled: boolean }>(
    sql`select table_name as name,
          query_to_xml(format('select 1 as x from %I limit 1', table_name), false, true, '')::text <> '' as filled
        from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const seeded: { table: string; rows: Row[] }[] = [];
  for (const { name } of tables.filter(({ filled }) => filled)) {
    const { rows } = await db.execute<{ row: Row }>(sql.raw(`select to_jsonb(t) as row from ${quoted(name)} t`));
    seeded.push({ table: name, rows: rows.map((r) => r.row) });
  }
  const seededNames = seeded.map(({ table }) => `'${table}'`).join(", ");
  // One round trip: the server finds the tables a test wrote to (an EXISTS per table costs next to
  // nothing) and deletes their rows, then starts every sequence a test drew from again. A DELETE of a
  // test's few rows costs microseconds, where a TRUNCATE gives each table and index a new file: 300
  // to 650 ms a test on PostgreSQL (2026-12-03). Foreign keys and triggers are left aside while it
  // runs (`session_replication_role`, local to the transaction): every table that holds rows is
  // emptied, so no reference is left dangling.
  const emptyWrittenTables = sql.raw(`do $$
    declare
      found boolean;
      name text;
      sequence record;
    begin
      set local session_replication_role = replica;
      foreach name in array array[${tables.map(({ name }) => `'${name}'`).join(", ")}]::text[] loop
        -- A test may have dropped a partition (retention): skip what is gone.
        continue when to_regclass(format('%I', name)) is null;
        execute format('select exists (select 1 from %I)', name) into found;
        if found or name in (${seededNames || "''"}) then
          execute format('delete from %I', name);
        end if;
      end loop;
      for sequence in
        select format('%I.%I', schemaname, sequencename) as qualified, start_value
        from pg_sequences where schemaname = 'public' and last_value is not null
      loop
        perform setval(sequence.qualified, sequence.start_value, false);
      end loop;
    end $$`);
  return {
    async restore(target) {
      if (tables.length === 0) return;
      await target.transaction(async (tx) => {
        await tx.execute(emptyWrittenTables);
        for (const { table, rows } of seeded) {
          await tx.execute(
            sql`insert into ${sql.raw(quoted(table))} select * from jsonb_populate_recordset(null::${sql.raw(quoted(table))}, ${JSON.stringify(rows)}::jsonb)`,
          );
        }
      });
    },
  };
}
