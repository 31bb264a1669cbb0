import type { DatabaseHandle } from "../../../db";
import { codeChangeOf, codeChangesChannel } from "./code-changes";
import type { SearchFiguresCache } from "./search-figures-cache";

type Logger = { warn(details: object, message: string): void };

/**
 * Feeds the codes table's notifications to `cache` (one LISTEN per process):
 * each drops the entries of the scopes holding the changed codes; a lost
 * connection stops the cache and drops everything (changes go unheard),
 * its return starts it afresh. Without LISTEN the cache stays off and every
 * search counts. Returns the function that stops listening.
 */
export async function listenToCodeChanges(
  database: DatabaseHandle,
  cache: SearchFiguresCache,
  logger: Logger,
): Promise<() => Promise<void>> {
  try {
    const stop = await database.listen(codeChangesChannel, {
      onNotification: (payload) => cache.forget(codeChangeOf(payload)),
      onListening: (listening) => (listening ? cache.startListening() : cache.stopListening()),
    });
    return async () => {
      cache.stopListening();
      await stop();
    };
  } catch (error) {
    logger.warn({ err: error }, "Cannot listen for code changes: code searches count again at every search");
    return async () => {};
  }
}
