import type { JobRegistry } from "../modules/jobs";

/**
 * Runs the handler an app registered for `kind` once, at `now`, as the worker
 * runs a claimed job of it: what a recurring job does in one slot, without
 * the worker's claim and schedule (docs/operations.md#background-jobs).
 */
export async function runRegisteredJob(registry: JobRegistry, kind: string, now: Date): Promise<void> {
  const handler = registry.handlers().get(kind);
  if (!handler) throw new Error(`no ${kind} handler is registered`);
  await handler.run({ id: 1, kind, key: now.toISOString(), payload: {}, maxAttempts: 3, runAt: now, attempt: 1 });
}
