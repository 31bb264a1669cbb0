import { setTimeout as sleep } from "node:timers/promises";

/**
 * Polls `GET /api/health` until it answers 200, `signal` aborts (the server
 * exited) or `timeoutMs` passes. Returns whether the server is up.
 */
export async function waitForHealth(baseUrl: string, signal: AbortSignal, timeoutMs = 120_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!signal.aborted && Date.now() < deadline) {
    try {
      const response = await fetch(new URL("/api/health", baseUrl), { signal: AbortSignal.timeout(2_000) });
      await response.body?.cancel();
      if (response.ok) return true;
    } catch {
      // Not listening yet.
    }
    try {
      await sleep(250, undefined, { signal });
    } catch {
      return false;
    }
  }
  return false;
}

/** Where the start program reaches the server it started: a wildcard address is reached on loopback. */
export function localServerUrl(host: string, port: number): string {
  if (host === "0.0.0.0" || host === "") return `http://127.0.0.1:${port}`;
  if (host === "::") return `http://[::1]:${port}`;
  return `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
}
