/**
 * Statistics failures yield empty data (docs/product.md#errors-behaviour): a statistics read that
 * fails is logged and answers its empty value, so its card shows "empty".
 * A read cancelled because the screen moved on still throws: it is no failure.
 */
export async function readOrEmpty<T>(read: () => Promise<T>, empty: T, what: string, signal?: AbortSignal): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (signal?.aborted) throw error;
    console.error(`Statistics: ${what} could not be read; the card shows no data.`, error);
    return empty;
  }
}
