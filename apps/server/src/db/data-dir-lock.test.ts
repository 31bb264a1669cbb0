import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { acquireDataDirLock, DataDirLockedError, type LockOwner, lockFileName } from "./data-dir-lock";

/** The pid of a process that has just exited: certainly not running. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ["-e", ""]);
  return child.pid ?? 0;
}

function writeLock(dir: string, owner: Partial<LockOwner>): void {
  const full: LockOwner = {
    pid: process.pid,
    hostname: hostname(),
    started_at: "2026-01-02T03:04:05.000Z",
    command: "node apps/server/dist/main.js",
    ...owner,
  };
  writeFileSync(join(dir, lockFileName), JSON.stringify(full));
}

describe("acquireDataDirLock", () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = join(mkdtempSync(join(tmpdir(), "ondine-lock-")), "data");
  });
  afterEach(() => {
    rmSync(join(dataDir, ".."), { recursive: true, force: true });
  });

  it("creates the folder and a lock file naming this process", () => {
    const lock = acquireDataDirLock(dataDir, { command: "ondine test" });
    const owner = JSON.parse(readFileSync(join(dataDir, lockFileName), "utf8"));
    expect(owner).toMatchObject({ pid: process.pid, hostname: hostname(), command: "ondine test" });
    expect(new Date(owner.started_at).getTime()).not.toBeNaN();
    lock.release();
  });

  it("refuses a second holder while the first is alive, naming the folder and the process", () => {
    const lock = acquireDataDirLock(dataDir);
    expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dataDir)).toThrow(
      new RegExp(
        `^DATA_DIR ${dataDir} is in use by process ${process.pid} \\(started .+\\)\\. ` +
          "PGlite allows one process per data folder: stop that process or use another DATA_DIR\\.$",
      ),
    );
    lock.release();
  });

  it("removes the lock file on release, so the folder can be taken again", () => {
    const lock = acquireDataDirLock(dataDir);
    lock.release();
    expect(existsSync(join(dataDir, lockFileName))).toBe(false);
    acquireDataDirLock(dataDir).release();
  });

  it("takes over a lock left by a process that is no longer running, with a warning", () => {
    acquireDataDirLock(dataDir).release();
    const stalePid = deadPid();
    writeLock(dataDir, { pid: stalePid });
    const warn = vi.fn();
    const lock = acquireDataDirLock(dataDir, { logger: { warn } });
    expect(JSON.parse(readFileSync(lock.path, "utf8")).pid).toBe(process.pid);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ previousOwner: expect.objectContaining({ pid: stalePid }) }),
      expect.stringContaining("no longer running"),
    );
    lock.release();
  });

  describe.runIf(existsSync("/proc/self/stat"))("naming a live pid, where /proc shows what runs there", () => {
    let foreign: ChildProcess;
    let foreignPid: number;
    beforeEach(async () => {
      // Another program at a pid: what a pid reused after the owner died looks like.
      foreign = spawn("sleep", ["60"], { stdio: "ignore" });
      await new Promise((resolve) => foreign.once("spawn", resolve));
      if (foreign.pid === undefined) throw new Error("sleep did not start");
      foreignPid = foreign.pid;
    });
    afterEach(() => {
      foreign.kill("SIGKILL");
    });

    it("takes over a lock whose pid another program has been given since, with a warning", () => {
      acquireDataDirLock(dataDir).release();
      writeLock(dataDir, { pid: foreignPid, started_at: new Date(Date.now() - 60_000).toISOString() });
      const warn = vi.fn();
      const lock = acquireDataDirLock(dataDir, { logger: { warn } });
      expect(JSON.parse(readFileSync(lock.path, "utf8")).pid).toBe(process.pid);
      expect(warn).toHaveBeenCalledWith(
        expect.objectContaining({ previousOwner: expect.objectContaining({ pid: foreignPid }) }),
        expect.stringContaining("its pid now belongs to another program"),
      );
      lock.release();
    });

    it("leaves the lock to a process that was running before it was written", () => {
      acquireDataDirLock(dataDir).release();
      writeLock(dataDir, { pid: foreignPid, started_at: new Date(Date.now() + 60_000).toISOString() });
      expect(() => acquireDataDirLock(dataDir)).toThrow(new RegExp(`in use by process ${foreignPid} `));
    });

    it("leaves the lock to a later process running the recorded command", () => {
      acquireDataDirLock(dataDir).release();
      writeLock(dataDir, {
        pid: foreignPid,
        started_at: new Date(Date.now() - 60_000).toISOString(),
        command: "sleep 60",
      });
      expect(() => acquireDataDirLock(dataDir)).toThrow(new RegExp(`in use by process ${foreignPid} `));
    });
  });

  it("never breaks a lock held on another host, whose processes it cannot see", () => {
    acquireDataDirLock(dataDir).release();
    writeLock(dataDir, { pid: deadPid(), hostname: "another-host.example" });
    expect(() => acquireDataDirLock(dataDir)).toThrow(/in use by process \d+ on host another-host\.example/);
  });

  it("leaves alone a lock another process took over meanwhile", () => {
    const lock = acquireDataDirLock(dataDir);
    writeLock(dataDir, { pid: 424242, started_at: "2030-01-01T00:00:00.000Z" });
    lock.release();
    expect(JSON.parse(readFileSync(join(dataDir, lockFileName), "utf8")).pid).toBe(424242);
  });

  it("treats an unreadable lock file as a process still starting, until it is old", () => {
    acquireDataDirLock(dataDir).release();
    writeFileSync(join(dataDir, lockFileName), "");
    expect(() => acquireDataDirLock(dataDir)).toThrow(/is being locked by a process that is starting/);
  });
});
