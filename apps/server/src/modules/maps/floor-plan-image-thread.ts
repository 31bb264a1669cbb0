import type { Worker } from "node:worker_threads";
import { type FloorPlanContentType, floorPlanRefusals } from "@ondine/domain";
import { startModuleWorker, workerModuleUrl } from "../../threads/module-worker";
import type { FloorPlanImage, FloorPlanImageRefusal } from "./floor-plan-image";
import type { FloorPlanImageJob } from "./floor-plan-image-worker";

/**
 * The longest a plan may take to read: far above the half second a 5 MiB SVG
 * takes, so only a fault reaches it; the worker is then stopped and the next
 * plan gets a new one.
 */
export const floorPlanReadTimeoutMs = 15_000;

type Answer = { job: number; result: FloorPlanImage | FloorPlanImageRefusal } | { job: number; failure: string };
type Waiting = { resolve: (value: FloorPlanImage | FloorPlanImageRefusal) => void; reject: (error: Error) => void };
type PlanWorker = { worker: Worker; waiting: Map<number, Waiting> };

let current: PlanWorker | undefined;
let nextJob = 1;

/** The process's plan worker, started on the first upload; idle, it never holds the process open. */
function planWorker(): PlanWorker {
  if (current) return current;
  const worker = startModuleWorker(workerModuleUrl("floor-plan-image-worker", import.meta.url));
  const started: PlanWorker = { worker, waiting: new Map() };
  const lost = (error: Error) => {
    if (current === started) current = undefined;
    for (const waiting of started.waiting.values()) waiting.reject(error);
    started.waiting.clear();
  };
  worker.on("message", (answer: Answer) => {
    const waiting = started.waiting.get(answer.job);
    if (!waiting) return;
    started.waiting.delete(answer.job);
    if (started.waiting.size === 0) worker.unref();
    if ("failure" in answer) waiting.reject(new Error(`Floor plan worker: ${answer.failure}`));
    else waiting.resolve(answer.result);
  });
  worker.on("error", lost);
  worker.on("exit", (code) => lost(new Error(`Floor plan worker exited (code ${code})`)));
  worker.unref();
  current = started;
  return started;
}

/**
 * `readFloorPlanImage` on a worker thread (docs/security.md "No request
 * stalls every customer"): the event loop goes on serving everyone while a
 * plan is parsed. A plan not read within `floorPlanReadTimeoutMs` is refused
 * as unreadable.
 */
export function readFloorPlanImageOffThread(
  bytes: Uint8Array,
  declared: FloorPlanContentType,
): Promise<FloorPlanImage | FloorPlanImageRefusal> {
  const plan = planWorker();
  const job = nextJob++;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      plan.waiting.delete(job);
      resolve({ refusal: floorPlanRefusals.unreadable, message: "The plan took too long to read." });
      void plan.worker.terminate();
    }, floorPlanReadTimeoutMs);
    const settle =
      <T>(then: (value: T) => void) =>
      (value: T) => {
        clearTimeout(timer);
        then(value);
      };
    plan.waiting.set(job, { resolve: settle(resolve), reject: settle(reject) });
    plan.worker.ref();
    const message: FloorPlanImageJob = { job, bytes, declared };
    plan.worker.postMessage(message);
  });
}

/** Stops the plan worker (its waiting reads fail): for tests of a lost worker. */
export async function stopFloorPlanWorker(): Promise<void> {
  await current?.worker.terminate();
}
