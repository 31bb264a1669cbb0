import { readFileSync } from "node:fs";

/** What Linux's /proc tells of a process that exists. */
export type LinuxProcess = {
  /** When it started, to the hundredth of a second. */
  startedAt: Date;
  /** Its arguments joined by spaces, as `ps` shows them. */
  commandLine: string;
  /** Ended, waiting for its parent to read its exit status. */
  isZombie: boolean;
};

// USER_HZ, the unit of /proc/<pid>/stat's times: 100 on every architecture Node runs on.
const clockTicksPerSecond = 100;

function readProcText(path: string): string | undefined {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return undefined;
  }
}

function commandLineOf(raw: string): string {
  return raw.replace(/\0+$/, "").split("\0").join(" ");
}

/** The boot time, from /proc/stat's `btime` (seconds since the epoch). */
function bootTimeSeconds(): number | undefined {
  const line = readProcText("/proc/stat")
    ?.split("\n")
    .find((entry) => entry.startsWith("btime "));
  const seconds = Number(line?.slice("btime ".length));
  return line && Number.isFinite(seconds) ? seconds : undefined;
}

/**
 * The process `pid` as /proc shows it; undefined where there is no /proc
 * (macOS, Windows), or when it cannot be read (gone meanwhile, hidden).
 */
export function readLinuxProcess(pid: number): LinuxProcess | undefined {
  const stat = readProcText(`/proc/${pid}/stat`);
  const rawCommandLine = readProcText(`/proc/${pid}/cmdline`);
  const bootTime = bootTimeSeconds();
  if (stat === undefined || rawCommandLine === undefined || bootTime === undefined) return undefined;
  // "pid (name) state ppid ...": the name may hold spaces and brackets, so count fields after its last ")".
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const state = fields[0];
  // Field 22 of proc(5), starttime: clock ticks after boot; fields[0] is field 3.
  const startTicks = Number(fields[19]);
  if (!state || !Number.isFinite(startTicks)) return undefined;
  return {
    startedAt: new Date((bootTime + startTicks / clockTicksPerSecond) * 1000),
    commandLine: commandLineOf(rawCommandLine),
    isZombie: state === "Z",
  };
}

/** This process's command line as /proc shows it (and so as readLinuxProcess will), where there is a /proc. */
export function readOwnCommandLine(): string | undefined {
  const raw = readProcText("/proc/self/cmdline");
  return raw === undefined ? undefined : commandLineOf(raw);
}
