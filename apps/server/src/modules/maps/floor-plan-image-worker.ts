// The worker thread that reads uploaded floor plans (floor-plan-image-thread.ts):
// an SVG's parse and rewrite takes half a second at 5 MiB, which on the main
// thread every other customer's request would wait for.
import { parentPort } from "node:worker_threads";
import type { FloorPlanContentType } from "@ondine/domain";
import { readFloorPlanImage } from "./floor-plan-image";

export type FloorPlanImageJob = { job: number; bytes: Uint8Array; declared: FloorPlanContentType };

parentPort?.on("message", ({ job, bytes, declared }: FloorPlanImageJob) => {
  try {
    const result = readFloorPlanImage(bytes, declared);
    const transfer = "bytes" in result && result.bytes !== bytes ? [result.bytes.buffer as ArrayBuffer] : [];
    parentPort?.postMessage({ job, result }, transfer);
  } catch (error) {
    parentPort?.postMessage({ job, failure: error instanceof Error ? error.message : String(error) });
  }
});
