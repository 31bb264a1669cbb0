import { afterAll, describe, expect, it } from "vitest";
import { svgBytes } from "../../test/floor-plan-images";
import { readFloorPlanImage } from "./floor-plan-image";
import { readFloorPlanImageOffThread, stopFloorPlanWorker } from "./floor-plan-image-thread";

describe("readFloorPlanImageOffThread", () => {
  afterAll(() => stopFloorPlanWorker());

  it("answers what readFloorPlanImage answers, from the worker thread", async () => {
    const plan = svgBytes('viewBox="0 0 1000 700"', '<rect width="10" height="10"/><!-- dropped -->');
    const unsafe = svgBytes('viewBox="0 0 1000 700"', "<script>alert(1)</script>");
    const [cleaned, refused] = await Promise.all([
      readFloorPlanImageOffThread(plan, "image/svg+xml"),
      readFloorPlanImageOffThread(unsafe, "image/svg+xml"),
    ]);
    expect(cleaned).toEqual(readFloorPlanImage(plan, "image/svg+xml"));
    expect(refused).toEqual(readFloorPlanImage(unsafe, "image/svg+xml"));
    expect(refused).toMatchObject({ refusal: "floorPlan.unsafe_svg" });
  });

  it("keeps the event loop free while a 5 MiB plan is read", async () => {
    const rects = '<rect x="1" y="2" width="3" height="4"/>'.repeat(120_000);
    const plan = svgBytes('viewBox="0 0 1000 700"', rects);
    expect(plan.length).toBeGreaterThan(4_500_000);
    let ticks = 0;
    const ticking = setInterval(() => {
      ticks += 1;
    }, 5);
    const started = performance.now();
    const read = await readFloorPlanImageOffThread(plan, "image/svg+xml");
    const elapsed = performance.now() - started;
    clearInterval(ticking);
    expect(read).toMatchObject({ contentType: "image/svg+xml", width: 1000, height: 700 });
    // Timers kept firing meanwhile: at least a third of the 5 ms ticks the read's time allowed.
    expect(ticks).toBeGreaterThan(elapsed / 5 / 3);
  });

  it("starts a new worker after the last one was stopped", async () => {
    await stopFloorPlanWorker();
    const plan = svgBytes('viewBox="0 0 1000 700"');
    expect(await readFloorPlanImageOffThread(plan, "image/svg+xml")).toMatchObject({ width: 1000, height: 700 });
  });
});
