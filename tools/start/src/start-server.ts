import { type ChildProcess, spawn } from "node:child_process";

/**
 * The server in its own process group, so that Ctrl-C reaches it once,
 * through us. With an IPC channel: when this process ends, even by SIGKILL,
 * the channel closes and the server stops too (apps/server/src/run-server.ts),
 * rather than live on holding DATA_DIR (docs/operations.md#instances). The
 * channel also brings the server's message once it listens (server-listening.ts),
 * in Node's "advanced" serialization (a Map and a Date arrive as they left).
 * `nodeArguments` start the server: its built script, or a loader and its source.
 */
export function startServer(nodeArguments: readonly string[]): ChildProcess {
  return spawn(process.execPath, nodeArguments, {
    stdio: ["inherit", "inherit", "inherit", "ipc"],
    detached: true,
    serialization: "advanced",
  });
}
