import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { findUnsafeMigrations, needsStopFileName, releasedFileName } from "./unsafe-migrations";

// Tests share nothing: each writes its own migrations folder (beforeEach) and removes it after.
describe("findUnsafeMigrations", () => {
  let folder: string;

  /** A migrations folder as drizzle-kit writes it, with the two policy files. */
  function writeMigrations(
    migrations: { tag: string; sql: string; snapshot?: object }[],
    policy: { lastReleasedMigration: string; needsStop?: { migration: string; reason: string }[] },
  ) {
    mkdirSync(join(folder, "meta"));
    const entries = migrations.map(({ tag }, idx) => ({ idx, version: "7", when: 1_700_000_000_000 + idx, tag }));
    writeFileSync(
      join(folder, "meta", "_journal.json"),
      JSON.stringify({ version: "7", dialect: "postgresql", entries }),
    );
    migrations.forEach(({ tag, sql, snapshot }, idx) => {
      writeFileSync(join(folder, `${tag}.sql`), sql);
      if (snapshot)
        writeFileSync(join(folder, "meta", `${String(idx).padStart(4, "0")}_snapshot.json`), JSON.stringify(snapshot));
    });
    writeFileSync(
      join(folder, releasedFileName),
      JSON.stringify({ lastReleasedMigration: policy.lastReleasedMigration }),
    );
    writeFileSync(join(folder, needsStopFileName), JSON.stringify({ migrations: policy.needsStop ?? [] }));
  }

  const usersSnapshot = {
    tables: {
      "public.users": {
        indexes: {
          users_email_key: { name: "users_email_key", isUnique: true },
          users_created_at_idx: { name: "users_created_at_idx", isUnique: false },
        },
        foreignKeys: {},
        checkConstraints: {},
      },
    },
  };
  const init = {
    tag: "0000_init",
    sql: 'CREATE TABLE "users" ("id" integer PRIMARY KEY, "phone" text);',
    snapshot: usersSnapshot,
  };
  const migrations = [init, { tag: "0001_drop_phone", sql: 'ALTER TABLE "users" DROP COLUMN "phone";' }];

  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), "ondine-migrations-"));
  });
  afterEach(() => {
    rmSync(folder, { recursive: true, force: true });
  });

  it("flags a breaking statement in a migration after the last released one", () => {
    writeMigrations(migrations, { lastReleasedMigration: "0000_init" });
    const problems = findUnsafeMigrations(folder);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^0001_drop_phone: drop-column: ALTER TABLE "users" DROP COLUMN "phone" \(/);
    expect(problems[0]).toContain(needsStopFileName);
  });

  it("lets it pass once released, or listed as needing a stop", () => {
    writeMigrations(migrations, { lastReleasedMigration: "0001_drop_phone" });
    expect(findUnsafeMigrations(folder)).toEqual([]);
    expect(
      findUnsafeMigrations(folder, {
        lastReleasedMigration: "0000_init",
        needsStop: [{ migration: "0001_drop_phone", reason: "the phone moves to contacts in one step" }],
      }),
    ).toEqual([]);
  });

  it("reads the schema before a migration from the previous migration's snapshot", () => {
    writeMigrations(
      [
        init,
        {
          tag: "0001_indexes",
          sql: 'DROP INDEX "users_created_at_idx";--> statement-breakpoint\nDROP INDEX "users_email_key";',
        },
      ],
      { lastReleasedMigration: "0000_init" },
    );
    expect(findUnsafeMigrations(folder)).toEqual([
      expect.stringMatching(/^0001_indexes: drop-index: DROP INDEX "users_email_key" /),
    ]);
  });

  it("flags a migration dated before the one it follows, which Drizzle's migrator would skip", () => {
    writeMigrations([init, { tag: "0001_add_phone", sql: 'ALTER TABLE "users" ADD COLUMN "mobile" text;' }], {
      lastReleasedMigration: "0000_init",
    });
    const journalPath = join(folder, "meta", "_journal.json");
    const journal = JSON.parse(readFileSync(journalPath, "utf8"));
    journal.entries[1].when = journal.entries[0].when - 1;
    writeFileSync(journalPath, JSON.stringify(journal));
    expect(findUnsafeMigrations(folder)).toEqual([
      "0001_add_phone: its journal date (when) is not after 0000_init's, so Drizzle would skip it",
    ]);
  });

  it("flags a policy naming a migration the journal does not list", () => {
    writeMigrations(migrations, {
      lastReleasedMigration: "0001_drop_phone",
      needsStop: [{ migration: "0007_gone", reason: "renamed since" }],
    });
    expect(findUnsafeMigrations(folder)).toEqual([
      `${needsStopFileName} lists 0007_gone, which meta/_journal.json does not`,
    ]);
    expect(findUnsafeMigrations(folder, { lastReleasedMigration: "0009_typo", needsStop: [] })).toEqual([
      `${releasedFileName} names 0009_typo, which meta/_journal.json does not list`,
    ]);
  });

  it("refuses a needs-stop entry without its reason", () => {
    writeMigrations(migrations, {
      lastReleasedMigration: "0000_init",
      needsStop: [{ migration: "0001_drop_phone", reason: " " }],
    });
    expect(() => findUnsafeMigrations(folder)).toThrow(/reason/);
  });
});
