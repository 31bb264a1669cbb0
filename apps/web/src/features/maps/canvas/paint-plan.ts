import type { SceneFloor } from "./map-scene";

const planBackground = "#ffffff";
const planEdge = "#8d99a6";
const coverageAlpha = 0.45;

/**
 * A floor's plan in plan units (the context's transform projects and scales
 * it): white under the image (plans may be transparent), the image, the
 * coverage estimate over it, and an outline of one CSS pixel. `scale` is the
 * view's, in CSS pixels per view unit.
 */
export function paintPlan(
  context: CanvasRenderingContext2D,
  floor: SceneFloor,
  image: CanvasImageSource | null,
  coverage: CanvasImageSource | null,
  scale: number,
) {
  const { width, height } = floor.size;
  context.fillStyle = planBackground;
  context.fillRect(0, 0, width, height);
  if (image) context.drawImage(image, 0, 0, width, height);
  if (coverage) {
    const alpha = context.globalAlpha;
    context.globalAlpha = alpha * coverageAlpha;
    context.drawImage(coverage, 0, 0, width, height);
    context.globalAlpha = alpha;
  }
  const { a, b, c, d } = floor.matrix;
  context.lineWidth = 1 / (scale * Math.sqrt(Math.abs(a * d - b * c)));
  context.strokeStyle = planEdge;
  context.strokeRect(0, 0, width, height);
}
