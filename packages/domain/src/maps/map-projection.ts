import type { MapMode, MapRotation } from "./map-view";

export type PlanPoint = { x: number; y: number };
export type PlanSize = { width: number; height: number };

/** The isometric view's angle: 30° axes, the classic 2:1 look. */
const isoCos = Math.cos(Math.PI / 6);
const isoSin = Math.sin(Math.PI / 6);

/** How far apart stacked floors are drawn, as a share of the plan's larger side. */
export const isometricFloorGapRatio = 0.28;

/** A point of a plan turned by quarter turns about the plan's centre. */
export function rotatePlanPoint(point: PlanPoint, plan: PlanSize, rotation: MapRotation): PlanPoint {
  const cx = plan.width / 2;
  const cy = plan.height / 2;
  const dx = point.x - cx;
  const dy = point.y - cy;
  switch (rotation) {
    case 0:
      return { x: dx, y: dy };
    case 1:
      return { x: -dy, y: dx };
    case 2:
      return { x: -dx, y: -dy };
    case 3:
      return { x: dy, y: -dx };
  }
}

/**
 * Where a plan point of a floor lands in the view, in plan units about the
 * view's centre (before the canvas scales and pans it). Flat: the plan as it
 * is, centred. Isometric: the plan turned, laid on the ground at 30°, and
 * raised by its level.
 */
export function projectPlanPoint(
  mode: MapMode,
  point: PlanPoint,
  plan: PlanSize,
  options: { rotation: MapRotation; level: number },
): PlanPoint {
  if (mode === "floor") return { x: point.x - plan.width / 2, y: point.y - plan.height / 2 };
  const turned = rotatePlanPoint(point, plan, options.rotation);
  const gap = Math.max(plan.width, plan.height) * isometricFloorGapRatio;
  return {
    x: (turned.x - turned.y) * isoCos,
    y: (turned.x + turned.y) * isoSin - options.level * gap,
  };
}

/** A 2D affine map, in the order of the canvas's `setTransform(a, b, c, d, e, f)`: x' = a·x + c·y + e, y' = b·x + d·y + f. */
export type AffineMatrix = { a: number; b: number; c: number; d: number; e: number; f: number };

/**
 * `projectPlanPoint` of one floor as an affine matrix (the projection is
 * linear in the plan point), so a canvas can draw the plan image itself
 * projected, turned and raised, with one `setTransform`.
 */
export function planProjectionMatrix(
  mode: MapMode,
  plan: PlanSize,
  options: { rotation: MapRotation; level: number },
): AffineMatrix {
  const origin = projectPlanPoint(mode, { x: 0, y: 0 }, plan, options);
  const alongX = projectPlanPoint(mode, { x: 1, y: 0 }, plan, options);
  const alongY = projectPlanPoint(mode, { x: 0, y: 1 }, plan, options);
  return {
    a: alongX.x - origin.x,
    b: alongX.y - origin.y,
    c: alongY.x - origin.x,
    d: alongY.y - origin.y,
    e: origin.x,
    f: origin.y,
  };
}

/**
 * The inverse of the flat projection: the plan point under a view point.
 * (The isometric view is only read through its projected markers.)
 */
export function unprojectFlatPoint(point: PlanPoint, plan: PlanSize): PlanPoint {
  return { x: point.x + plan.width / 2, y: point.y + plan.height / 2 };
}

export type ViewBounds = { minX: number; minY: number; maxX: number; maxY: number };

/** The view's extent of these floors' plans (their four corners projected), for fitting it to a canvas. */
export function projectedBounds(
  mode: MapMode,
  floors: readonly { plan: PlanSize; level: number }[],
  rotation: MapRotation,
): ViewBounds {
  const bounds = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  for (const floor of floors) {
    const { width, height } = floor.plan;
    for (const corner of [
      { x: 0, y: 0 },
      { x: width, y: 0 },
      { x: width, y: height },
      { x: 0, y: height },
    ]) {
      const p = projectPlanPoint(mode, corner, floor.plan, { rotation, level: floor.level });
      bounds.minX = Math.min(bounds.minX, p.x);
      bounds.minY = Math.min(bounds.minY, p.y);
      bounds.maxX = Math.max(bounds.maxX, p.x);
      bounds.maxY = Math.max(bounds.maxY, p.y);
    }
  }
  if (bounds.minX === Infinity) return { minX: -1, minY: -1, maxX: 1, maxY: 1 };
  return bounds;
}

/** The scale (canvas pixels per plan unit) at which these bounds fit a canvas, with a margin. */
export function fitScale(bounds: ViewBounds, canvas: PlanSize, margin = 24): number {
  const width = Math.max(1, bounds.maxX - bounds.minX);
  const height = Math.max(1, bounds.maxY - bounds.minY);
  return Math.max(1e-6, Math.min((canvas.width - 2 * margin) / width, (canvas.height - 2 * margin) / height));
}
