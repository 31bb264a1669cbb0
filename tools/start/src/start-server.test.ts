import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { lockFileName } from "@ondine/server/db";
import { afterEach, describe, expect, it, vi } from "vitest";
import { isRunning, printed } from "./launch-test-support";

const repositoryRoot = fileURLToPath(new URL("../../..", import.meta.url));
const launcherFixture = fileURLToPath(new URL("./launcher-fixture.ts", import.meta.url));

// Tests share nothing: the one test starts its own launcher and server on a folder of its own.
describe("the server started by the launcher", () => {
  let launcher: ChildProcess | undefined;
  let serverPid: number | undefined;
  let dataDir: string | undefined;
  afterEach(() => {
    launcher?.kill("SIGKILL");
    if (serverPid !== undefined && isRunning(serverPid)) process.kill(serverPid, "SIGKILL");
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("stops, releasing DATA_DIR, when the launcher is killed with SIGKILL", { timeout: 180_000 }, async () => {
    dataDir = mkdtempSync(join(tmpdir(), "ondine-launcher-"));
    launcher = spawn(process.execPath, ["--import", "tsx", launcherFixture], {
      cwd: repositoryRoot,
      env: { ...process.env, DATABASE_URL: "", DATA_DIR: dataDir, PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "warn" },
      stdio: ["ignore", "pipe", "inherit"],
    });
    if (!launcher.stdout) throw new Error("the launcher has no stdout");
    const [pid] = await Promise.all([
      printed(launcher.stdout, /server pid (\d+)/),
      printed(launcher.stdout, /Ondine console: /),
    ]);
    serverPid = Number(pid.match);
    expect(existsSync(join(dataDir, lockFileName))).toBe(true);

    // What `kill -9` on `npm start` does: the launcher cannot forward it.
    launcher.kill("SIGKILL");

    await vi.waitFor(() => expect(isRunning(serverPid ?? 0)).toBe(false), { timeout: 15_000, interval: 100 });
    expect(existsSync(join(dataDir, lockFileName))).toBe(false);
  });
});
