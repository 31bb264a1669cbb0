import type { PlanPoint, ViewBounds } from "@ondine/domain";

/**
 * Where the view (plan units about the view's centre, as `projectPlanPoint`
 * gives them) lands on the canvas, in CSS pixels: screen = view · scale + offset.
 */
export interface ViewTransform {
  scale: number;
  offsetX: number;
  offsetY: number;
}

export interface Viewport {
  width: number;
  height: number;
}

/** The view with `centre` (view units) in the middle of the viewport, at this scale. */
export function viewCentredOn(centre: PlanPoint, viewport: Viewport, scale: number): ViewTransform {
  return { scale, offsetX: viewport.width / 2 - centre.x * scale, offsetY: viewport.height / 2 - centre.y * scale };
}

export function boundsCentre(bounds: ViewBounds): PlanPoint {
  return { x: (bounds.minX + bounds.maxX) / 2, y: (bounds.minY + bounds.maxY) / 2 };
}

/** The view point under a screen point. */
export function viewPointAt(view: ViewTransform, screenX: number, screenY: number): PlanPoint {
  return { x: (screenX - view.offsetX) / view.scale, y: (screenY - view.offsetY) / view.scale };
}

/** The view at another scale, the point under (anchorX, anchorY) staying where it is (zoom about the cursor). */
export function zoomViewAbout(view: ViewTransform, scale: number, anchorX: number, anchorY: number): ViewTransform {
  const ratio = scale / view.scale;
  return {
    scale,
    offsetX: anchorX - (anchorX - view.offsetX) * ratio,
    offsetY: anchorY - (anchorY - view.offsetY) * ratio,
  };
}

export function panView(view: ViewTransform, dx: number, dy: number): ViewTransform {
  return { scale: view.scale, offsetX: view.offsetX + dx, offsetY: view.offsetY + dy };
}
