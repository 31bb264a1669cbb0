import { type ChildProcess, spawn } from "node:child_process";

/**
 * The server in its own process group, so that Ctrl-C reaches it once,
 * through us. With an IPC channel: when this process ends, even by SIGKILL,
 * the channel closes and the server stops too (apps/server/src/main.ts),
 * rather than live on holding DATA_DIR (docs/operations.md#instances).
 * `nodeArguments` start the server: its built script, or a loader and its source.
 */
export function startServer(nodeArguments: readonly string[]): ChildProcess {
  return spawn(process.execPath, nodeArguments, {
    stdio: ["inherit", "inherit", "inherit", "ipc"],
    detached: true,
  });
}
