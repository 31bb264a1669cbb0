import type { Database } from "@ondine/server/db";
import { getTableColumns, type SQLChunk, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

/** Rows per statement: a few megabytes of JSON, short enough for PGlite's one connection. */
export const rowsPerStatement = 5000;

/**
 * Inserts rows in one statement whatever their number of columns: the rows
 * travel as one JSON parameter that `json_to_recordset` unpacks with each
 * column's own SQL type. Far faster than a VALUES list of bound parameters
 * (no 65,535 parameter limit, no per-value binding), and the same on PGlite
 * and PostgreSQL. The columns are the keys of the first row.
 */
export async function insertRows<Table extends PgTable>(
  db: Database,
  table: Table,
  rows: readonly Table["$inferInsert"][],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => key in first);
  const list = (parts: SQLChunk[]) => sql.join(parts, sql`, `);
  const targets = list(columns.map(([, column]) => sql.identifier(column.name)));
  const sources = list(columns.map(([key]) => sql.identifier(key)));
  const record = list(columns.map(([key, column]) => sql`${sql.identifier(key)} ${sql.raw(column.getSQLType())}`));
  await db.execute(
    sql`insert into ${table} (${targets}) select ${sources} from json_to_recordset(${JSON.stringify(rows)}::json) as r(${record})`,
  );
}

/** `insertRows` in statements of `rowsPerStatement`. */
export async function insertAllRows<Table extends PgTable>(
  db: Database,
  table: Table,
  rows: readonly Table["$inferInsert"][],
): Promise<void> {
  for (let start = 0; start < rows.length; start += rowsPerStatement) {
    await insertRows(db, table, rows.slice(start, start + rowsPerStatement));
  }
}
