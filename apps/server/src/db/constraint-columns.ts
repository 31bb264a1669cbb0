import { is } from "drizzle-orm";
import { getTableConfig, IndexedColumn, PgTable } from "drizzle-orm/pg-core";
import * as schema from "./schema";

export type ConstraintColumns = { table: string; columns: string[] };

/**
 * Constraint name => the table and columns it covers, read from the Drizzle
 * schema, so a constraint violation can name the request field at fault from
 * the error's constraint name alone (never from its message text).
 */
export function constraintColumnsOf(tables: readonly PgTable[]): Map<string, ConstraintColumns> {
  const constraints = new Map<string, ConstraintColumns>();
  for (const table of tables) {
    const config = getTableConfig(table);
    const add = (name: string | undefined, columns: readonly (string | undefined)[]) => {
      const named = columns.filter((column): column is string => column !== undefined);
      if (name && named.length > 0) constraints.set(name, { table: config.name, columns: named });
    };
    const primaryColumns = config.columns.filter((column) => column.primary).map((column) => column.name);
    // PostgreSQL's own name for an inline primary key.
    add(`${config.name}_pkey`, primaryColumns);
    for (const column of config.columns) {
      if (column.isUnique) add(column.uniqueName, [column.name]);
    }
    for (const unique of config.uniqueConstraints) {
      add(
        unique.getName(),
        unique.columns.map((column) => column.name),
      );
    }
    for (const index of config.indexes) {
      if (!index.config.unique) continue;
      const columns = index.config.columns.filter((column) => is(column, IndexedColumn));
      add(
        index.config.name,
        columns.map((column) => column.name),
      );
    }
    for (const foreignKey of config.foreignKeys) {
      add(
        foreignKey.getName(),
        foreignKey.reference().columns.map((column) => column.name),
      );
    }
  }
  return constraints;
}

const tables: PgTable[] = Object.values(schema as Record<string, unknown>).filter((value): value is PgTable =>
  is(value, PgTable),
);

/** The constraints of our schema, by name. */
export const constraintColumns = constraintColumnsOf(tables);
