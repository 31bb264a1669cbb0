/**
 * Map modes (docs/product.md#maps-equipment): the floor (flat) view of one floor, and the building
 * (isometric) view with its floors stacked by level.
 */
export const mapModes = ["floor", "building"] as const;
export type MapMode = (typeof mapModes)[number];

/**
 * docs/product.md#maps-limits: how far a map zooms, as a ratio of the scale at which the view
 * fits the canvas: down to 0.35, up to 10 isometric and 2 flat.
 */
export const mapZoomLimits: Record<MapMode, { min: number; max: number }> = {
  floor: { min: 0.35, max: 2 },
  building: { min: 0.35, max: 10 },
};

/** One zoom button press multiplies or divides the ratio by this. */
export const mapZoomStep = 1.25;

/** A zoom ratio brought within its mode's limits (docs/product.md#maps-limits). */
export function clampZoomRatio(mode: MapMode, ratio: number): number {
  const { min, max } = mapZoomLimits[mode];
  if (!Number.isFinite(ratio)) return 1;
  return Math.min(max, Math.max(min, ratio));
}

/** Whether the zoom in (+1) or out (-1) button can still act. */
export function canZoom(mode: MapMode, ratio: number, direction: 1 | -1): boolean {
  const { min, max } = mapZoomLimits[mode];
  return direction > 0 ? ratio < max : ratio > min;
}

/**
 * docs/product.md#maps-screen: the view turns both ways, only in the isometric mode, a quarter
 * turn at a time. A rotation is a count of quarter turns, 0 to 3.
 */
export type MapRotation = 0 | 1 | 2 | 3;

export function rotateMap(rotation: MapRotation, direction: 1 | -1): MapRotation {
  return ((((rotation + direction) % 4) + 4) % 4) as MapRotation;
}
