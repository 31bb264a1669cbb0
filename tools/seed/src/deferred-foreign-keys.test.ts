import { type Database, type DatabaseHandle, schema } from "@ondine/server/db";
import { openTestDatabase, testEngines } from "@ondine/server/test-database";
import { eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { withForeignKeysDeferred } from "./deferred-foreign-keys";

/** Every foreign key of the schema as the catalogue defines it. */
async function foreignKeysOf(db: Database) {
  const { rows } = await db.execute<{ table: string; name: string; definition: string }>(sql`
    select conrelid::regclass::text as table, conname as name, pg_get_constraintdef(oid) as definition
      from pg_constraint
     where contype = 'f' and connamespace = current_schema()::regnamespace
     order by 1, 2`);
  return rows;
}

/** PostgreSQL's SQLSTATE of a failure, however deep the drivers wrapped it. */
function sqlStateOf(error: unknown): string | undefined {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ("code" in current && typeof current.code === "string" && /^[0-9A-Z]{5}$/.test(current.code)) {
      return current.code;
    }
  }
  return undefined;
}

// Tests share nothing: each opens its own migrated database.
describe.each(testEngines)("withForeignKeysDeferred on %s", (engine) => {
  let database: DatabaseHandle;
  beforeEach(async () => {
    database = await openTestDatabase(engine);
  }, 120_000);
  afterEach(() => database?.close());

  // A hundred-odd keys dropped and added again: seconds on a busy machine, beyond the project's 5 s default.
  it("lets the load write a row before its parent, then puts every foreign key back as it was", {
    timeout: 60_000,
  }, async () => {
    const before = await foreignKeysOf(database.db);
    expect(before.length).toBeGreaterThan(0);

    await database.db.transaction((tx) =>
      withForeignKeysDeferred(tx, async () => {
        await tx.insert(schema.organismSecurity).values({ organismId: 9001 });
        await tx.insert(schema.organisms).values({ id: 9001, name: "A parent written after its row", kind: "office" });
      }),
    );

    expect(await foreignKeysOf(database.db)).toEqual(before);
    const written = await database.db
      .select({ organismId: schema.organismSecurity.organismId })
      .from(schema.organismSecurity)
      .where(eq(schema.organismSecurity.organismId, 9001));
    expect(written).toEqual([{ organismId: 9001 }]);
  });

  it("fails a load that leaves a row without its parent, keeping neither the row nor a missing key", {
    timeout: 60_000,
  }, async () => {
    const before = await foreignKeysOf(database.db);

    const failure = await database.db
      .transaction((tx) =>
        withForeignKeysDeferred(tx, async () => {
          await tx.insert(schema.organismSecurity).values({ organismId: 9002 });
        }),
      )
      .catch((error: unknown) => error);

    expect(sqlStateOf(failure)).toBe("23503"); // foreign_key_violation, when the key is added back
    expect(await foreignKeysOf(database.db)).toEqual(before);
    const kept = await database.db
      .select()
      .from(schema.organismSecurity)
      .where(eq(schema.organismSecurity.organismId, 9002));
    expect(kept).toEqual([]);
  });
});
