import { Worker } from "node:worker_threads";

export interface BusyCore {
  /** Ends the spinning; the worker is gone once it resolves. */
  stop(): Promise<void>;
}

// A thread of this process rather than a child process: should the bench die
// before it stops the load, the load dies with it instead of spinning on.
const spinning = `
const { parentPort } = require("node:worker_threads");
parentPort.postMessage("spinning");
for (;;) {}
`;

/**
 * Keeps one core busy (a worker thread in an endless loop) until `stop`, the
 * CPU load the bench's `--busy` measures beside. Resolves once the loop runs.
 */
export async function startBusyCore(): Promise<BusyCore> {
  const worker = new Worker(spinning, { eval: true });
  await new Promise<void>((started, failed) => {
    worker.once("message", () => started());
    worker.once("error", failed);
  });
  return {
    async stop() {
      await worker.terminate();
    },
  };
}

/**
 * Runs `work` beside one busy core when `busy` (a bench's `--busy`), and
 * stops the load however the work ends.
 */
export async function besideBusyCore<T>(busy: boolean, work: () => Promise<T>): Promise<T> {
  const busyCore = busy ? await startBusyCore() : undefined;
  try {
    return await work();
  } finally {
    await busyCore?.stop();
  }
}
