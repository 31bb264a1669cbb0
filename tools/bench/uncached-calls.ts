/**
 * Sends a call `warmup + runs` times through the app, its read cache emptied
 * before each (every figure a read of the database), and keeps the runs'
 * durations in milliseconds, the warm-up left out. Throws on an answer
 * other than 200; gives the last answer back (none when asked for no run).
 */
export async function timeUncachedCalls<Answer extends { statusCode: number; body: string }>(
  app: { readCache: { clear: () => void } },
  call: { name: string; warmup: number; runs: number },
  send: () => Promise<Answer>,
): Promise<{ samples: number[]; last: Answer | undefined }> {
  const samples: number[] = [];
  let last: Answer | undefined;
  for (let index = 0; index < call.warmup + call.runs; index++) {
    app.readCache.clear();
    const started = performance.now();
    const response = await send();
    const elapsed = performance.now() - started;
    if (response.statusCode !== 200) {
      throw new Error(`${call.name} answered ${response.statusCode}: ${response.body.slice(0, 500)}`);
    }
    if (index >= call.warmup) samples.push(elapsed);
    last = response;
  }
  return { samples, last };
}
