import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  DatabaseConnectionError,
  DataDirLockedError,
  lockFileName,
  migrateDatabase,
  openDatabase,
  schema,
} from "./index";

// Tests share nothing: each opens its own data folder (beforeEach) and removes it after.
describe("file-backed PGlite", () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), "ondine-data-"));
  });
  afterEach(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("keeps its rows across a close and a reopen (a restart)", async () => {
    const first = await openDatabase({ dataDir });
    const applied = await migrateDatabase(first);
    await first.db.insert(schema.organisms).values({ name: "Hôtels du Lac", kind: "hotel_chain" });
    await first.close();

    const second = await openDatabase({ dataDir });
    try {
      // Nothing left to apply: the migrations were kept too.
      expect(await migrateDatabase(second)).toBe(applied);
      const rows = await second.db.select({ name: schema.organisms.name }).from(schema.organisms);
      expect(rows).toEqual([{ name: "Hôtels du Lac" }]);
    } finally {
      await second.close();
    }
  });

  it("refuses a second opening of a folder already open, and allows it once closed", async () => {
    const first = await openDatabase({ dataDir });
    expect(existsSync(join(dataDir, lockFileName))).toBe(true);
    await expect(openDatabase({ dataDir })).rejects.toThrow(DataDirLockedError);
    await first.close();
    expect(existsSync(join(dataDir, lockFileName))).toBe(false);

    const again = await openDatabase({ dataDir });
    await again.close();
  });
});

describe("a PostgreSQL server that cannot be reached", () => {
  it("is refused at open with a one-line reason and no password", async () => {
    const opening = openDatabase({ databaseUrl: "postgres://ondine:s3cret@127.0.0.1:1/ondine" });
    await expect(opening).rejects.toThrow(DatabaseConnectionError);
    await expect(opening).rejects.toThrow(/^Cannot connect to PostgreSQL at 127\.0\.0\.1:1\/ondine: .*ECONNREFUSED/);
    await expect(opening).rejects.not.toThrow(/s3cret/);
  });
});
