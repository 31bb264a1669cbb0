import { readdirSync, readFileSync } from "node:fs";

// What Linux's /proc says of a process: memory (status, smaps) and CPU time (stat).

const mebibyte = 1024 * 1024;
// /proc/<pid>/stat counts CPU time in clock ticks: 100 a second on Linux (getconf CLK_TCK).
const ticksPerSecond = 100;

function readProc(pid: number, file: string): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/${file}`, "utf8");
  } catch {
    return undefined; // gone
  }
}

/** Resident set now and at its peak (VmRSS, VmHWM), in MiB; undefined once the process is gone. */
export function readResidentSet(pid: number): { now: number; peak: number } | undefined {
  const status = readProc(pid, "status");
  if (!status) return undefined;
  const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? 0);
  return { now: (kib("VmRSS") * 1024) / mebibyte, peak: (kib("VmHWM") * 1024) / mebibyte };
}

/** The fields of /proc/<pid>/stat after the command's name (which may hold spaces), from field 3 on. */
function statFields(pid: number, file = "stat"): string[] | undefined {
  const stat = readProc(pid, file);
  return stat?.slice(stat.lastIndexOf(")") + 2).split(" ");
}

/**
 * CPU seconds (user + system) of the process, and of the children it has
 * waited for (an exited seed the launcher ran, for instance).
 */
export function readCpuSeconds(pid: number): { own: number; waitedChildren: number } | undefined {
  const fields = statFields(pid);
  if (!fields) return undefined;
  // Fields 14 to 17 of stat(5): utime, stime, cutime, cstime; this array starts at field 3.
  const at = (field: number) => Number(fields[field - 3] ?? 0) / ticksPerSecond;
  return { own: at(14) + at(15), waitedChildren: at(16) + at(17) };
}

/**
 * CPU seconds of the process's main thread alone (/proc/<pid>/task/<pid>/stat):
 * what its start would take on an idle machine, where the threads beside it
 * (V8's compilers and collector, libuv's pool) run on other cores.
 */
export function readMainThreadCpuSeconds(pid: number): number | undefined {
  const fields = statFields(pid, `task/${pid}/stat`);
  if (!fields) return undefined;
  return (Number(fields[14 - 3] ?? 0) + Number(fields[15 - 3] ?? 0)) / ticksPerSecond;
}

/** The pids whose parent is `pid`. */
export function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    if (Number(statFields(Number(entry))?.[1]) === pid) children.push(Number(entry));
  }
  return children;
}

/** The command line's script: `tools/dist/demo-server.js` of `node tools/dist/demo-server.js ...`. */
export function scriptOf(pid: number): string {
  const args = readProc(pid, "cmdline")?.split("\0") ?? [];
  return args.find((arg) => /\.(m?js|ts)$/.test(arg)) ?? args.join(" ");
}

/**
 * Where a process's resident memory lies, in MiB, from /proc/<pid>/smaps:
 * `wasmHeap`, the linear memory of WebAssembly (PGlite's PostgreSQL: its
 * shared buffers, caches and work memory), which V8 maps inside a
 * reservation of 8 GiB or more; `files`, mapped files (node's code, native
 * addons, their data); `otherAnonymous`, the rest (V8's heaps, compiled
 * code, malloc).
 */
export type ResidentBreakdown = { wasmHeap: number; files: number; otherAnonymous: number };

type Mapping = { start: number; end: number; path: string; perms: string; rssKib: number };

function readMappings(pid: number): Mapping[] {
  const smaps = readProc(pid, "smaps");
  if (!smaps) return [];
  const mappings: Mapping[] = [];
  for (const line of smaps.split("\n")) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (head) {
      const [, start = "0", end = "0", perms = "", path = ""] = head;
      mappings.push({ start: Number.parseInt(start, 16), end: Number.parseInt(end, 16), perms, path, rssKib: 0 });
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    const last = mappings.at(-1);
    if (rss && last) last.rssKib = Number(rss[1]);
  }
  return mappings;
}

const wasmReservation = 8 * 1024 * mebibyte;

export function readResidentBreakdown(pid: number): ResidentBreakdown | undefined {
  const mappings = readMappings(pid);
  if (mappings.length === 0) return undefined;
  // A wasm memory is a read-write mapping that opens a reservation: its tail, inaccessible, follows it
  // contiguously, and the two span 8 GiB or more (V8's guard regions).
  const isWasmHeap = (mapping: Mapping, index: number) => {
    const next = mappings[index + 1];
    return (
      mapping.path === "" &&
      mapping.perms.startsWith("rw") &&
      next !== undefined &&
      next.start === mapping.end &&
      next.perms.startsWith("---") &&
      next.end - mapping.start >= wasmReservation
    );
  };
  const breakdown = { wasmHeap: 0, files: 0, otherAnonymous: 0 };
  for (const [index, mapping] of mappings.entries()) {
    const mib = mapping.rssKib / 1024;
    if (isWasmHeap(mapping, index)) breakdown.wasmHeap += mib;
    else if (mapping.path.startsWith("/")) breakdown.files += mib;
    else breakdown.otherAnonymous += mib;
  }
  return breakdown;
}
