import type { MapScene, SceneFloor } from "./map-scene";
import { paintPlan } from "./paint-plan";

/**
 * Without a GPU, drawing the plans scaled costs about 10 ms a frame on this
 * project's machines (more for isometric floors, skewed and faded over each
 * other), copying one image of them unscaled at whole pixels under 1 ms
 * (tools/bench/map-canvas). So once the view rests, every floor's plan is
 * painted at the view's scale into one layer: while the user pans at that
 * scale each frame only copies it, and while they zoom it is stretched
 * (squarely, which is cheap) until the view rests again and it is painted
 * anew. A layer larger than this is not painted (deep zoom): the plans are
 * then drawn directly once at rest.
 */
const maxLayerPixels = 8_000_000;

/** Isometric: the floors other than the selected one are drawn faded. */
export const otherFloorAlpha = 0.35;

export type CreateLayerCanvas = (width: number, height: number) => HTMLCanvasElement | OffscreenCanvas;

export interface PlansLayerImage {
  canvas: HTMLCanvasElement | OffscreenCanvas;
  scale: number;
  /** Its top-left corner, in device pixels from the view's origin at its scale. */
  left: number;
  top: number;
}

interface PaintedLayer extends PlansLayerImage {
  /** What it was painted from: any change and it is painted again. */
  geometry: string;
  pixelRatio: number;
  images: (CanvasImageSource | null)[];
  coverage: CanvasImageSource | null;
}

const createCanvas: CreateLayerCanvas = (width, height) => {
  if (typeof OffscreenCanvas !== "undefined") return new OffscreenCanvas(width, height);
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  return canvas;
};

/** The floor's alpha in the scene: faded when isometric and not selected. */
export function floorAlpha(scene: MapScene, floor: SceneFloor): number {
  return scene.mode === "building" && !floor.selected ? otherFloorAlpha : 1;
}

/**
 * Every floor's plan, lower floors first, through its projection: the
 * selected floor's coverage over it, the others faded. `transform` is set to
 * each floor's plan-to-device matrix by `place`.
 */
export function paintPlans(
  context: CanvasRenderingContext2D,
  scene: MapScene,
  imageOf: (floor: SceneFloor) => CanvasImageSource | null,
  coverage: CanvasImageSource | null,
  scale: number,
  place: (floor: SceneFloor) => void,
) {
  for (const floor of scene.floors) {
    context.globalAlpha = floorAlpha(scene, floor);
    place(floor);
    paintPlan(context, floor, imageOf(floor), floor.selected ? coverage : null, scale);
  }
  context.globalAlpha = 1;
}

export class PlansLayer {
  private layer: PaintedLayer | null = null;
  private readonly create: CreateLayerCanvas;

  constructor(create: CreateLayerCanvas = createCanvas) {
    this.create = create;
  }

  /**
   * The plans' layer: painted now at this scale if `paintNow` (the view is at
   * rest) and it is not; else the one kept, perhaps at another scale (to
   * stretch while the view moves); null when there is none to use.
   */
  layerOf(
    scene: MapScene,
    view: { scale: number; pixelRatio: number },
    imageOf: (floor: SceneFloor) => CanvasImageSource | null,
    coverage: CanvasImageSource | null,
    paintNow: boolean,
  ): PlansLayerImage | null {
    const geometry = `${scene.fitKey}|${scene.floors.find((floor) => floor.selected)?.uuid}`;
    const kept = this.layer;
    let usable =
      kept !== null &&
      kept.geometry === geometry &&
      kept.pixelRatio === view.pixelRatio &&
      kept.coverage === coverage &&
      kept.images.length === scene.floors.length;
    for (let index = 0; usable && index < scene.floors.length; index += 1) {
      const floor = scene.floors[index];
      usable = floor !== undefined && kept?.images[index] === imageOf(floor);
    }
    if (usable && kept && (kept.scale === view.scale || !paintNow)) return kept;
    if (!paintNow) return null;
    const device = view.scale * view.pixelRatio;
    const { bounds } = scene;
    const left = Math.floor(bounds.minX * device) - 1;
    const top = Math.floor(bounds.minY * device) - 1;
    const width = Math.ceil(bounds.maxX * device) + 1 - left;
    const height = Math.ceil(bounds.maxY * device) + 1 - top;
    // Too large: drawn directly at rest; a layer kept still stretches in motion.
    if (width * height > maxLayerPixels) return null;
    const canvas =
      kept && kept.canvas.width === width && kept.canvas.height === height ? kept.canvas : this.create(width, height);
    const context = canvas.getContext("2d") as CanvasRenderingContext2D | null;
    if (!context) return null;
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.clearRect(0, 0, width, height);
    paintPlans(context, scene, imageOf, coverage, view.scale, ({ matrix: { a, b, c, d, e, f } }) =>
      context.setTransform(device * a, device * b, device * c, device * d, device * e - left, device * f - top),
    );
    this.layer = {
      geometry,
      pixelRatio: view.pixelRatio,
      scale: view.scale,
      images: scene.floors.map(imageOf),
      coverage,
      canvas,
      left,
      top,
    };
    return this.layer;
  }
}
