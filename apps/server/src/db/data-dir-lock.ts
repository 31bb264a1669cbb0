import { closeSync, mkdirSync, openSync, readFileSync, rmSync, statSync, writeSync } from "node:fs";
import { hostname } from "node:os";
import { basename, join, resolve } from "node:path";
import { type LinuxProcess, readLinuxProcess, readOwnCommandLine } from "./linux-process";

/**
 * docs/decisions.md#engine-traps: PGlite has no lock of its own, and a second process
 * opening the same folder loses writes silently. This file-based lock makes
 * the second one stop with a message instead.
 */
export const lockFileName = "ondine.lock";

export type LockOwner = {
  pid: number;
  hostname: string;
  started_at: string;
  command: string;
};

export type DataDirLock = {
  readonly path: string;
  /** Removes the lock file if it is still ours; safe to call twice. */
  release(): void;
};

export type LockWarningLogger = { warn: (details: object, message: string) => void };

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner | undefined,
  ) {
    super(lockedMessage(dataDir, owner));
    this.name = "DataDirLockedError";
  }
}

function lockedMessage(dataDir: string, owner: LockOwner | undefined): string {
  const advice = "PGlite allows one process per data folder: stop that process or use another DATA_DIR.";
  if (!owner) {
    return `DATA_DIR ${dataDir} is being locked by a process that is starting right now. ${advice}`;
  }
  const where = owner.hostname === hostname() ? "" : ` on host ${owner.hostname}`;
  const removal =
    owner.hostname === hostname()
      ? ""
      : ` If no Ondine runs on ${owner.hostname} any more, delete ${join(dataDir, lockFileName)}.`;
  return (
    `DATA_DIR ${dataDir} is in use by process ${owner.pid}${where} ` +
    `(started ${owner.started_at}, command: ${owner.command}). ${advice}${removal}`
  );
}

// A lock file without readable content is a process caught between creating
// it and writing it; only a crash leaves one behind for longer than this.
const unreadableLockGraceMs = 5_000;

// The owner writes started_at after its process starts; /proc's start time is
// read to the hundredth of a second from a boot time rounded down to the second.
const startTimeToleranceMs = 2_000;

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readOwner(lockPath: string): LockOwner | undefined {
  try {
    const owner: unknown = JSON.parse(readFileSync(lockPath, "utf8"));
    if (
      typeof owner === "object" &&
      owner !== null &&
      "pid" in owner &&
      Number.isInteger(owner.pid) &&
      "hostname" in owner &&
      typeof owner.hostname === "string"
    ) {
      return owner as LockOwner;
    }
  } catch {
    // Unreadable or half-written: the caller decides by the file's age.
  }
  return undefined;
}

/**
 * Whether the process at the owner's pid is another program, given that pid
 * after the owner died: it started after the lock was written and runs
 * another command line. Both must hold, so that a clock set forward never
 * breaks a live owner's lock.
 */
function isAnotherProgram(owner: LockOwner, running: LinuxProcess): boolean {
  const startedAfterLock = running.startedAt.getTime() > Date.parse(owner.started_at) + startTimeToleranceMs;
  return startedAfterLock && running.commandLine !== owner.command;
}

type Staleness = "live" | "unreadable" | "dead" | "pid reused";

function stalenessOf(lockPath: string, owner: LockOwner | undefined): Staleness {
  if (!owner) {
    try {
      return Date.now() - statSync(lockPath).mtimeMs > unreadableLockGraceMs ? "unreadable" : "live";
    } catch {
      return "unreadable"; // gone meanwhile
    }
  }
  // A pid means nothing on another host: that lock is never ours to break.
  if (owner.hostname !== hostname()) return "live";
  if (!isProcessAlive(owner.pid)) return "dead";
  // Where there is no /proc (macOS, Windows), a live pid is taken for the owner.
  const running = readLinuxProcess(owner.pid);
  if (running?.isZombie) return "dead";
  return running && isAnotherProgram(owner, running) ? "pid reused" : "live";
}

function takeOverMessage(staleness: Staleness): string {
  const message = "Taking over the data folder lock left by a process that is no longer running";
  return staleness === "pid reused" ? `${message}: its pid now belongs to another program` : message;
}

/** Creates the lock file only if none exists (O_EXCL), so two processes cannot both win. */
function tryCreate(lockPath: string, owner: LockOwner): boolean {
  let descriptor: number;
  try {
    descriptor = openSync(lockPath, "wx");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
  try {
    writeSync(descriptor, `${JSON.stringify(owner, null, 2)}\n`);
  } finally {
    closeSync(descriptor);
  }
  return true;
}

/**
 * Takes `dataDir/ondine.lock` for this process, creating the folder if
 * needed. Throws DataDirLockedError while another live process holds it;
 * takes over a lock left by a dead process, or naming a pid that another
 * program has been given since (with a warning).
 */
export function acquireDataDirLock(
  dataDir: string,
  options: { logger?: LockWarningLogger; command?: string } = {},
): DataDirLock {
  const dir = resolve(dataDir);
  const lockPath = join(dir, lockFileName);
  mkdirSync(dir, { recursive: true });
  const owner: LockOwner = {
    pid: process.pid,
    hostname: hostname(),
    started_at: new Date().toISOString(),
    // As /proc shows it where there is one, so that a later reading can tell this process from a pid reused.
    command: options.command ?? readOwnCommandLine() ?? [basename(process.argv0), ...process.argv.slice(1)].join(" "),
  };

  // Two rounds: a stale lock is removed once, then we race for it like anyone.
  for (let attempt = 0; attempt < 2; attempt++) {
    if (tryCreate(lockPath, owner)) return holdLock(lockPath, owner);
    const current = readOwner(lockPath);
    const staleness = stalenessOf(lockPath, current);
    if (staleness === "live") throw new DataDirLockedError(dir, current);
    options.logger?.warn({ lockPath, previousOwner: current ?? "unreadable" }, takeOverMessage(staleness));
    rmSync(lockPath, { force: true });
  }
  throw new DataDirLockedError(dir, readOwner(lockPath));
}

function holdLock(lockPath: string, owner: LockOwner): DataDirLock {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.removeListener("exit", release);
    const current = readOwner(lockPath);
    // Another process may have taken over meanwhile (after a false "stale"
    // reading, or a manual delete): its lock is not ours to remove.
    if (current?.pid === owner.pid && current.hostname === owner.hostname && current.started_at === owner.started_at) {
      rmSync(lockPath, { force: true });
    }
  };
  // Best effort on a plain exit; signals are handled by the process (main.ts).
  process.once("exit", release);
  return { path: lockPath, release };
}
