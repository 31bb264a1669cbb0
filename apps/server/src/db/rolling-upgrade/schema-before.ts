import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { type SchemaBefore, unknownSchemaBefore } from "./breaking-changes";

// The parts of drizzle-kit's snapshot (meta/NNNN_snapshot.json) read here: the schema
// after migration NNNN, by table.
const namedRecord = z.record(z.string(), z.object({ name: z.string() }).loose()).default({});
const snapshotSchema = z.object({
  tables: z.record(
    z.string(),
    z
      .object({
        indexes: z.record(z.string(), z.object({ name: z.string(), isUnique: z.boolean() }).loose()).default({}),
        foreignKeys: namedRecord,
        checkConstraints: namedRecord,
      })
      .loose(),
  ),
});

/**
 * The schema before migration `index` (the snapshot drizzle-kit wrote with
 * the migration before it). Without a snapshot (the first migration, or one
 * removed by hand) nothing is known, and every drop of an index or constraint
 * counts as unsafe.
 */
export function readSchemaBefore(migrationsFolder: string, index: number): SchemaBefore {
  const path = join(migrationsFolder, "meta", `${String(index - 1).padStart(4, "0")}_snapshot.json`);
  if (index === 0 || !existsSync(path)) return unknownSchemaBefore;
  const { tables } = snapshotSchema.parse(JSON.parse(readFileSync(path, "utf8")));
  const plainIndexes = new Set<string>();
  const checksAndForeignKeys = new Set<string>();
  for (const table of Object.values(tables)) {
    for (const index of Object.values(table.indexes)) if (!index.isUnique) plainIndexes.add(index.name);
    for (const { name } of Object.values(table.foreignKeys)) checksAndForeignKeys.add(name);
    for (const { name } of Object.values(table.checkConstraints)) checksAndForeignKeys.add(name);
  }
  return {
    isPlainIndex: (name) => plainIndexes.has(name),
    isCheckOrForeignKey: (name) => checksAndForeignKeys.has(name),
  };
}
