import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { signInAs, type TestSession } from "../test/sessions";
import { buildTestApp } from "../test/test-app";
import { openTestDatabase, runOnTestServer, testEngines, urlOfDatabase } from "../test/test-database";
import { insertUser, type TestUser } from "../test/user-factory";
import { openDatabase } from "./client";
import { lockFileName } from "./data-dir-lock";
import type { DatabaseHandle } from "./database";
import { migrateDatabase } from "./migrate";

const run = promisify(execFile);

/** Who `session` is, as the app built on `database` sees it (401 if the session is unknown there). */
async function currentUser(
  database: DatabaseHandle,
  session: TestSession,
): Promise<{ status: number; email?: string }> {
  const app = buildTestApp(database);
  try {
    const response = await app.inject({ method: "GET", url: "/api/users/me", headers: session.headers });
    return { status: response.statusCode, email: response.statusCode === 200 ? response.json().email : undefined };
  } finally {
    await app.close();
  }
}

/** An account, signed in: the rows a backup must bring back (the user and the session). */
async function userSignedIn(database: DatabaseHandle): Promise<{ user: TestUser; session: TestSession }> {
  const user = await insertUser(database.db);
  const app = buildTestApp(database);
  try {
    return { user, session: await signInAs(app, user) };
  } finally {
    await app.close();
  }
}

/** Signs in on the app built on `database`: the restored password hash still verifies. */
async function signsIn(database: DatabaseHandle, user: TestUser): Promise<boolean> {
  const app = buildTestApp(database);
  try {
    return (await signInAs(app, user)).sessionToken.length > 0;
  } finally {
    await app.close();
  }
}

// Tests share nothing: each works in its own temporary folder and its own databases, removed after.
// docs/operations.md#backups, PGlite: the data folder copied while no server has it open (the lock says so).
describe("a PGlite DATA_DIR copied while stopped", () => {
  let workDir: string;
  beforeEach(async () => {
    workDir = await mkdtemp(join(tmpdir(), "ondine-backup-"));
  });
  afterEach(async () => {
    await rm(workDir, { recursive: true, force: true });
  });

  // 90 s: a file-backed PGlite made from nothing (initdb and every migration written to disk) is slow on a loaded machine.
  it("opens as the same database: nothing to migrate, the account signs in and its session holds", async () => {
    const dataDir = join(workDir, "data");
    const original = await openDatabase({ dataDir });
    let applied: number;
    let signedIn: { user: TestUser; session: TestSession };
    try {
      applied = await migrateDatabase(original);
      signedIn = await userSignedIn(original);
    } finally {
      await original.close();
    }
    // Stopped: no lock left, so the copy is whole and opens without "in use".
    expect(existsSync(join(dataDir, lockFileName))).toBe(false);
    const backup = join(workDir, "backup");
    await cp(dataDir, backup, { recursive: true });
    await rm(dataDir, { recursive: true });
    // Restore: the folder put back where DATA_DIR points.
    await cp(backup, dataDir, { recursive: true });

    const restored = await openDatabase({ dataDir });
    try {
      expect(await migrateDatabase(restored)).toBe(applied);
      expect(await currentUser(restored, signedIn.session)).toEqual({ status: 200, email: signedIn.user.email });
      expect(await signsIn(restored, signedIn.user)).toBe(true);
    } finally {
      await restored.close();
    }
  }, 90_000);
});

// docs/operations.md#backups, PostgreSQL: pg_dump's custom format restored by pg_restore into a new database.
describe.runIf(testEngines.includes("postgres"))("a PostgreSQL database dumped with pg_dump -Fc", () => {
  const serverUrl = process.env.TEST_DATABASE_URL ?? "";
  const urlOf = (name: string) => urlOfDatabase(serverUrl, name);

  let workDir: string;
  let restoredName: string | undefined;
  const opened: DatabaseHandle[] = [];
  beforeEach(async () => {
    workDir = await mkdtemp(join(tmpdir(), "ondine-backup-"));
  });
  afterEach(async () => {
    // The throwaway source drops itself on close; the restored copy is ours to drop.
    await Promise.all(opened.splice(0).map((handle) => handle.close()));
    if (restoredName) await runOnTestServer(`drop database if exists ${restoredName} with (force)`);
    restoredName = undefined;
    await rm(workDir, { recursive: true, force: true });
  });

  it("restores into a new database where the account signs in and its session holds", async () => {
    const source = await openTestDatabase("postgres");
    opened.push(source);
    const applied = await migrateDatabase(source);
    const signedIn = await userSignedIn(source);
    const { rows } = await source.db.execute<{ name: string }>(sql`select current_database() as name`);
    const dump = join(workDir, "ondine.dump");
    await run("pg_dump", ["--format=custom", `--file=${dump}`, `--dbname=${urlOf(rows[0]?.name ?? "")}`]);

    restoredName = `ondine_t_${randomBytes(6).toString("hex")}`;
    await runOnTestServer(`create database ${restoredName}`);
    await run("pg_restore", ["--no-owner", "--exit-on-error", `--dbname=${urlOf(restoredName)}`, dump]);

    const restored = await openDatabase({ databaseUrl: urlOf(restoredName) });
    opened.unshift(restored);
    expect(await migrateDatabase(restored)).toBe(applied);
    expect(await currentUser(restored, signedIn.session)).toEqual({ status: 200, email: signedIn.user.email });
    expect(await signsIn(restored, signedIn.user)).toBe(true);
  });
});
