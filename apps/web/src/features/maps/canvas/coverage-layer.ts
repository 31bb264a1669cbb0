import { type CoverageRaster, coverageKeyOf, startCoverageRaster } from "./coverage-raster";
import type { CanvasFloor } from "./map-canvas-props";

/** A slice of the estimate never holds the main thread longer than this, so frames keep coming. */
const sliceBudgetMs = 4;
/** Estimates kept, most recent last: going back and forth between floors reuses them. */
const keptEstimates = 6;

/**
 * The selected floor's coverage estimate as an image, computed once per
 * floor and set of radiating access points, a slice at a time between
 * frames, and kept. Until the new estimate is ready the previous one of the
 * same floor stays shown (a live update moving one access point does not
 * blank the floor).
 */
export class CoverageLayer {
  /** What to draw over the selected floor now; null for nothing. */
  current: CanvasImageSource | null = null;
  private readonly kept = new Map<string, CanvasImageSource>();
  private key: string | null = null;
  private floorUuid: string | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly onReady: () => void;

  constructor(onReady: () => void) {
    this.onReady = onReady;
  }

  /** The floor to shade, or null to shade none. */
  show(floor: CanvasFloor | null) {
    if (!floor) {
      this.stop();
      this.key = null;
      this.current = null;
      return;
    }
    const key = coverageKeyOf(floor);
    if (key === this.key) return;
    this.stop();
    this.key = key;
    if (floor.uuid !== this.floorUuid) this.current = null;
    this.floorUuid = floor.uuid;
    const kept = this.kept.get(key);
    if (kept) {
      this.current = kept;
      return;
    }
    const job = startCoverageRaster(floor);
    const slice = () => {
      const deadline = performance.now() + sliceBudgetMs;
      if (!job.fillRows(() => performance.now() > deadline)) {
        this.timer = setTimeout(slice, 0);
        return;
      }
      this.timer = null;
      const image = rasterImage(job.raster);
      if (!image) return;
      this.keep(key, image);
      this.current = image;
      this.onReady();
    };
    this.timer = setTimeout(slice, 0);
  }

  private keep(key: string, image: CanvasImageSource) {
    this.kept.delete(key);
    this.kept.set(key, image);
    for (const oldest of this.kept.keys()) {
      if (this.kept.size <= keptEstimates) break;
      this.kept.delete(oldest);
    }
  }

  private stop() {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  destroy() {
    this.stop();
    this.kept.clear();
  }
}

function rasterImage(raster: CoverageRaster): HTMLCanvasElement | null {
  const canvas = document.createElement("canvas");
  canvas.width = raster.columns;
  canvas.height = raster.rows;
  const context = canvas.getContext("2d");
  if (!context) return null;
  const image = context.createImageData(raster.columns, raster.rows);
  image.data.set(raster.pixels);
  context.putImageData(image, 0, 0);
  return canvas;
}
