import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type LockOwner, lockFileName, migrateDatabase, openDatabase, schema } from "@ondine/server/db";
import { afterEach, describe, expect, it, vi } from "vitest";
import { isRunning, printed } from "./launch-test-support";

const repositoryRoot = fileURLToPath(new URL("../../..", import.meta.url));
const launcherFixture = fileURLToPath(new URL("./launch-fixture.ts", import.meta.url));

/** A DATA_DIR whose database holds data already: migrated, with one organism. */
async function databaseHoldingData(dataDir: string): Promise<void> {
  const database = await openDatabase({ dataDir });
  try {
    await migrateDatabase(database);
    await database.db.insert(schema.organisms).values({ name: "Data held before the start", kind: "office" });
  } finally {
    await database.close();
  }
}

// Tests share nothing: the one test starts its own launcher and server on a folder of its own.
describe("npm start's launcher", () => {
  let launcher: ChildProcess | undefined;
  let dataDir: string | undefined;
  const lockOwners = new Map<number, string>();
  afterEach(async () => {
    launcher?.kill("SIGKILL");
    // The server stops with the launcher's channel and lets go of DATA_DIR.
    await vi.waitFor(() => expect([...lockOwners.keys()].some(isRunning)).toBe(false), { timeout: 30_000 });
    lockOwners.clear();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("leaves DATA_DIR to its server, which opens it once, finds the data and seeds nothing", {
    timeout: 240_000,
  }, async () => {
    dataDir = mkdtempSync(join(tmpdir(), "ondine-launch-"));
    await databaseHoldingData(dataDir);
    const lockPath = join(dataDir, lockFileName);
    // Whoever holds the folder writes its pid and command line into the lock, for as long as it holds it.
    const watch = setInterval(() => {
      try {
        const owner = JSON.parse(readFileSync(lockPath, "utf8")) as LockOwner;
        lockOwners.set(owner.pid, owner.command);
      } catch {
        // No lock, or one being written.
      }
    }, 20);

    try {
      launcher = spawn(process.execPath, ["--import", "tsx", launcherFixture], {
        cwd: repositoryRoot,
        // The simulator on, as by default: its collectors' tokens are taken on the server's connection.
        env: { ...process.env, DATABASE_URL: "", DATA_DIR: dataDir, PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "warn" },
        stdio: ["ignore", "pipe", "inherit"],
      });
      if (!launcher.stdout) throw new Error("the launcher has no stdout");
      const { text } = await printed(launcher.stdout, /Ondine console: .*\n(?:.*\n)*?\s+started in .*\n/);

      // Neither a seed process nor the launcher held the folder before the server: one opening, the server's.
      expect([...lockOwners.values()]).toEqual([expect.stringContaining("demo-server.ts")]);
      expect(text).toContain("Demo data: the database already holds data, left as it is.");
      expect(text).toMatch(/started in [\d.]+ s: code [\d.]+ s, database [\d.]+ s, migrations [\d.]+ s, demo data/);
    } finally {
      clearInterval(watch);
    }
  });
});
