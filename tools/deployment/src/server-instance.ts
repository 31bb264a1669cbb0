import { type ChildProcess, spawn } from "node:child_process";
import { closeSync, existsSync, openSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";

const repositoryRoot = resolve(import.meta.dirname, "../../..");
/** The built server, as deploy/systemd/ondine@.service and deploy/Dockerfile run it. */
export const serverEntry = resolve(repositoryRoot, "apps/server/dist/main.js");

export interface ServerInstance {
  port: number;
  /** `http://127.0.0.1:PORT`, the instance itself, not through nginx. */
  baseUrl: string;
  pid: number;
  /** Its output (one JSON line a record in production), in a file of its own. */
  logPath: string;
  output(): string;
  /** Whether its log names this request id (Fastify logs each request's `reqId`). */
  hasLogged(requestId: string): boolean;
  isRunning(): boolean;
  /** SIGTERM, as systemd and Docker stop it; resolves with its exit code once it has exited. */
  stop(): Promise<number | null>;
}

async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}):\n${output()}`);
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`The server did not answer /api/health within 60 s:\n${output()}`);
}

/**
 * One instance of the built server (`npm run build` first) on `port`, with
 * the environment an operator's /etc/ondine/ondine.env gives it plus `env`,
 * its output written to `logDir`; resolves once /api/health answers 200.
 */
export async function startServerInstance(options: {
  port: number;
  logDir: string;
  env: Record<string, string>;
}): Promise<ServerInstance> {
  if (!existsSync(serverEntry)) throw new Error("Build first: npm run build");
  const { port } = options;
  const logPath = join(options.logDir, `instance-${port}.log`);
  const log = openSync(logPath, "a");
  const { DATABASE_URL: _callers, ...callerEnv } = process.env;
  const child = spawn("node", [serverEntry], {
    cwd: repositoryRoot,
    env: { ...callerEnv, HOST: "127.0.0.1", ...options.env, PORT: String(port) },
    stdio: ["ignore", log, log],
  });
  closeSync(log);
  const output = () => (existsSync(logPath) ? readFileSync(logPath, "utf8") : "");
  const exited = new Promise<number | null>((resolveExit) => child.once("exit", (code) => resolveExit(code)));
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl, child, output);
  } catch (error) {
    if (child.exitCode === null) child.kill("SIGTERM");
    throw error;
  }
  return {
    port,
    baseUrl,
    pid: child.pid ?? 0,
    logPath,
    output,
    hasLogged: (requestId) => output().includes(`"reqId":${JSON.stringify(requestId)}`),
    isRunning: () => child.exitCode === null && child.signalCode === null,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      return exited;
    },
  };
}
