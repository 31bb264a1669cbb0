import type { MapScene, SceneFloor } from "./map-scene";
import { paintPlan } from "./paint-plan";

/**
 * Without a GPU, drawing a plan scaled costs about 10 ms a frame on this
 * project's machines, copying it unscaled at whole pixels under 1 ms
 * (tools/bench/map-canvas). So once the view rests, each floor's plan is
 * painted at the view's scale into a layer of its own, and while the user
 * pans at that scale each frame only copies it. A layer larger than this is
 * not kept (deep zoom): the plan is then drawn directly.
 */
const maxLayerPixels = 8_000_000;

export type CreateLayerCanvas = (width: number, height: number) => HTMLCanvasElement | OffscreenCanvas;

interface PlanLayer {
  /** What it was painted from: any change and it is painted again. */
  geometry: string;
  scale: number;
  pixelRatio: number;
  image: CanvasImageSource | null;
  coverage: CanvasImageSource | null;
  canvas: HTMLCanvasElement | OffscreenCanvas;
  /** Its top-left corner, in device pixels from the view's origin at this scale. */
  left: number;
  top: number;
}

const createCanvas: CreateLayerCanvas = (width, height) => {
  if (typeof OffscreenCanvas !== "undefined") return new OffscreenCanvas(width, height);
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  return canvas;
};

export class PlanLayers {
  private readonly layers = new Map<string, PlanLayer>();
  private readonly create: CreateLayerCanvas;

  constructor(create: CreateLayerCanvas = createCanvas) {
    this.create = create;
  }

  /**
   * The floor's layer at this scale, painted now if `paintNow` (the view is
   * at rest) and none is up to date; null when there is none to copy.
   */
  layerOf(
    scene: MapScene,
    floor: SceneFloor,
    view: { scale: number; pixelRatio: number },
    image: CanvasImageSource | null,
    coverage: CanvasImageSource | null,
    paintNow: boolean,
  ): PlanLayer | null {
    const geometry = `${scene.fitKey}|${floor.uuid}`;
    const kept = this.layers.get(floor.uuid);
    if (
      kept &&
      kept.geometry === geometry &&
      kept.scale === view.scale &&
      kept.pixelRatio === view.pixelRatio &&
      kept.image === image &&
      kept.coverage === coverage
    ) {
      return kept;
    }
    if (!paintNow) return null;
    const device = view.scale * view.pixelRatio;
    const left = Math.floor(floor.bounds.minX * device) - 1;
    const top = Math.floor(floor.bounds.minY * device) - 1;
    const width = Math.ceil(floor.bounds.maxX * device) + 1 - left;
    const height = Math.ceil(floor.bounds.maxY * device) + 1 - top;
    if (width * height > maxLayerPixels) {
      this.layers.delete(floor.uuid);
      return null;
    }
    const canvas =
      kept && kept.canvas.width === width && kept.canvas.height === height ? kept.canvas : this.create(width, height);
    const context = canvas.getContext("2d") as CanvasRenderingContext2D | null;
    if (!context) return null;
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.clearRect(0, 0, width, height);
    const { a, b, c, d, e, f } = floor.matrix;
    context.setTransform(device * a, device * b, device * c, device * d, device * e - left, device * f - top);
    paintPlan(context, floor, image, coverage, view.scale);
    const layer: PlanLayer = { geometry, ...view, image, coverage, canvas, left, top };
    this.layers.set(floor.uuid, layer);
    return layer;
  }

  /** Lets go of the layers of floors no longer drawn. */
  keepOnly(scene: MapScene) {
    for (const uuid of this.layers.keys()) {
      if (!scene.floors.some((floor) => floor.uuid === uuid)) this.layers.delete(uuid);
    }
  }
}
