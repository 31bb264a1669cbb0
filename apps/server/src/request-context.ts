import { AsyncLocalStorage } from "node:async_hooks";

/** What the code running for a request knows of it without being handed the request. */
export type RequestContext = { readonly requestId: string };

const requestContexts = new AsyncLocalStorage<RequestContext>();

/**
 * Runs `work` (and everything it starts: awaits, timers, callbacks) as part
 * of the request `requestId`. plugins/request-context.ts enters it for each
 * request; the database reads it to name its connection (db/request-application-name.ts).
 */
export function runInRequestContext<T>(context: RequestContext, work: () => T): T {
  return requestContexts.run(context, work);
}

/** The id of the request the caller runs for, undefined outside any (workers, start-up). */
export function currentRequestId(): string | undefined {
  return requestContexts.getStore()?.requestId;
}
