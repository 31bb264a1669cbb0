import { collectDefaultMetrics, Registry } from "prom-client";

let processRegistry: Registry | undefined;

/**
 * The process's own metrics (prom-client's defaults: CPU, memory, heap,
 * handles, file descriptors, event loop lag, GC), once per process, started
 * on first use. Not on each app's registry: each set starts an event-loop
 * histogram and a GC observer that nothing stops, and tests build hundreds of
 * apps in one process. An app's scrape reads them beside its own.
 */
export function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}
