import {
  accessPointMarkerSizeAt,
  type MapLegendEntry,
  shelfLabelMarkerSize,
  showsConnectedCount,
  switchMarkerSize,
} from "@ondine/domain";
import { type CountLabels, countFont } from "./count-labels";
import { areShelfLabelsShown, isMarkerShown, type MapScene, type SceneFloor, type SceneMarker } from "./map-scene";
import { shelfLabelRing } from "./shelf-label-ring";
import type { ViewTransform } from "./view-transform";

const markerOutline = "#1d2630";
const planBackground = "#ffffff";
const planEdge = "#8d99a6";
const highlightRing = "#0f7690";
const countBadge = "#1d2630";
const countText = "#ffffff";
/** Isometric: the floors other than the selected one are drawn faded. */
const otherFloorAlpha = 0.35;
const coverageAlpha = 0.45;
const switchCornerRadius = 4;
const countBadgeHeight = 14;
/** A little more than the marker answers the pointer (a fingertip is not a cursor). */
const hitSlop = 3;
/** Markers this far off the canvas are skipped (a ring of shelf labels may still reach in). */
const offscreenMargin = 64;

export interface FrameInput {
  scene: MapScene;
  view: ViewTransform;
  /** CSS pixels. */
  width: number;
  height: number;
  pixelRatio: number;
  hidden: ReadonlySet<MapLegendEntry>;
  highlighted: SceneMarker | null;
  /** The highlight ring's pulse, 0 (at rest) to 1 (widest). */
  pulse: number;
  planOf(floor: SceneFloor): CanvasImageSource | null;
  /** The selected floor's coverage estimate, stretched over its plan; null for none. */
  coverage: CanvasImageSource | null;
  countLabels: CountLabels;
}

/**
 * What the last frame drew: where each marker of the scene is on the canvas
 * and how near the pointer must come to it (for hit-testing), and how many
 * markers and plans. Kept from frame to frame, grown only when the scene grows.
 */
export class FrameRecord {
  x = new Float32Array(0);
  y = new Float32Array(0);
  /** 0: not drawn, not hittable. */
  hitRadius = new Float32Array(0);
  /** 1: the marker itself is drawn (not only its shelf labels). */
  shown = new Uint8Array(0);
  count = 0;
  /** Equipment markers and shelf labels drawn. */
  drawnMarkers = 0;
  /** Floors whose plan image was drawn (not only its outline). */
  drawnPlans = 0;

  reserve(count: number) {
    if (this.x.length < count) {
      this.x = new Float32Array(count);
      this.y = new Float32Array(count);
      this.hitRadius = new Float32Array(count);
      this.shown = new Uint8Array(count);
    }
    this.count = count;
  }
}

/**
 * One frame of the map: each floor's plan through its projection (lower
 * floors first), then its markers, each colour of each shape in one path.
 * Writes what it drew into `record`.
 */
export function drawMapFrame(context: CanvasRenderingContext2D, input: FrameInput, record: FrameRecord): void {
  const { scene, view, pixelRatio, hidden } = input;
  record.reserve(scene.markers.length);
  record.drawnMarkers = 0;
  record.drawnPlans = 0;
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.globalAlpha = 1;
  context.clearRect(0, 0, context.canvas.width, context.canvas.height);
  const radius = accessPointMarkerSizeAt(view.scale) / 2;
  const showCounts = showsConnectedCount(view.scale) && !hidden.has("deviceCount");

  for (const floor of scene.floors) {
    const alpha = scene.mode === "building" && !floor.selected ? otherFloorAlpha : 1;
    context.globalAlpha = alpha;
    if (drawPlan(context, floor, input)) record.drawnPlans += 1;
    context.setTransform(pixelRatio, 0, 0, pixelRatio, 0, 0);
    placeMarkers(floor, input, radius, record);
    record.drawnMarkers += drawShelfLabels(context, floor, hidden, record);
    record.drawnMarkers += drawMarkers(context, floor, radius, record);
    if (showCounts) drawCounts(context, floor, radius, input.countLabels, record);
  }

  context.globalAlpha = 1;
  const { highlighted } = input;
  if (highlighted && record.shown[highlighted.index] === 1) {
    drawHighlight(context, highlighted, radius, input.pulse, record);
  }
}

function drawPlan(context: CanvasRenderingContext2D, floor: SceneFloor, input: FrameInput): boolean {
  const { view, pixelRatio } = input;
  const { a, b, c, d, e, f } = floor.matrix;
  const s = view.scale * pixelRatio;
  context.setTransform(
    s * a,
    s * b,
    s * c,
    s * d,
    pixelRatio * (view.scale * e + view.offsetX),
    pixelRatio * (view.scale * f + view.offsetY),
  );
  const { width, height } = floor.size;
  context.fillStyle = planBackground;
  context.fillRect(0, 0, width, height);
  const bitmap = floor.plan ? input.planOf(floor) : null;
  if (bitmap) context.drawImage(bitmap, 0, 0, width, height);
  if (floor.selected && input.coverage) {
    const alpha = context.globalAlpha;
    context.globalAlpha = alpha * coverageAlpha;
    context.drawImage(input.coverage, 0, 0, width, height);
    context.globalAlpha = alpha;
  }
  // One CSS pixel, whatever the projection stretches.
  context.lineWidth = 1 / (view.scale * Math.sqrt(Math.abs(a * d - b * c)));
  context.strokeStyle = planEdge;
  context.strokeRect(0, 0, width, height);
  return bitmap !== null;
}

function placeMarkers(floor: SceneFloor, input: FrameInput, radius: number, placements: FrameRecord) {
  const { view, width, height, hidden } = input;
  const halfSwitch = switchMarkerSize / 2;
  for (const batch of floor.batches) {
    for (const marker of batch.markers) {
      const x = marker.x * view.scale + view.offsetX;
      const y = marker.y * view.scale + view.offsetY;
      placements.x[marker.index] = x;
      placements.y[marker.index] = y;
      const onCanvas =
        x > -offscreenMargin && y > -offscreenMargin && x < width + offscreenMargin && y < height + offscreenMargin;
      const shown = onCanvas && isMarkerShown(marker, hidden);
      placements.shown[marker.index] = shown ? 1 : 0;
      let reach = 0;
      if (shown) reach = marker.shape === "accessPoint" ? radius : halfSwitch;
      if (onCanvas && areShelfLabelsShown(marker, hidden))
        reach = Math.max(reach, shelfLabelRing(marker.esls.length).reach);
      placements.hitRadius[marker.index] = reach > 0 ? reach + hitSlop : 0;
    }
  }
}

function drawShelfLabels(
  context: CanvasRenderingContext2D,
  floor: SceneFloor,
  hidden: ReadonlySet<MapLegendEntry>,
  placements: FrameRecord,
): number {
  if (hidden.has("shelfLabel")) return 0;
  const half = shelfLabelMarkerSize / 2;
  let drawn = 0;
  context.lineWidth = 1;
  context.strokeStyle = markerOutline;
  for (const batch of floor.eslBatches) {
    if (hidden.has(batch.group)) continue;
    context.beginPath();
    for (const marker of batch.markers) {
      if ((placements.hitRadius[marker.index] ?? 0) === 0) continue;
      const x = placements.x[marker.index] ?? 0;
      const y = placements.y[marker.index] ?? 0;
      const { offsets } = shelfLabelRing(marker.esls.length);
      for (let i = 0; i < offsets.length; i += 2) {
        context.rect(
          x + (offsets[i] ?? 0) - half,
          y + (offsets[i + 1] ?? 0) - half,
          shelfLabelMarkerSize,
          shelfLabelMarkerSize,
        );
      }
      drawn += marker.esls.length;
    }
    context.fillStyle = batch.fill;
    context.fill();
    context.stroke();
  }
  return drawn;
}

function drawMarkers(
  context: CanvasRenderingContext2D,
  floor: SceneFloor,
  radius: number,
  placements: FrameRecord,
): number {
  const halfSwitch = switchMarkerSize / 2;
  let drawn = 0;
  context.lineWidth = 1.5;
  context.strokeStyle = markerOutline;
  for (const batch of floor.batches) {
    context.beginPath();
    for (const marker of batch.markers) {
      if (placements.shown[marker.index] === 0) continue;
      const x = placements.x[marker.index] ?? 0;
      const y = placements.y[marker.index] ?? 0;
      if (batch.shape === "accessPoint") {
        context.moveTo(x + radius, y);
        context.arc(x, y, radius, 0, 2 * Math.PI);
      } else {
        context.roundRect(x - halfSwitch, y - halfSwitch, switchMarkerSize, switchMarkerSize, switchCornerRadius);
      }
      drawn += 1;
    }
    context.fillStyle = batch.fill;
    context.fill();
    context.stroke();
  }
  return drawn;
}

function drawCounts(
  context: CanvasRenderingContext2D,
  floor: SceneFloor,
  radius: number,
  labels: CountLabels,
  placements: FrameRecord,
) {
  context.font = countFont;
  const half = countBadgeHeight / 2;
  context.beginPath();
  for (const marker of floor.accessPoints) {
    if (placements.shown[marker.index] === 0) continue;
    const { width } = labels.of(marker.equipment.connected_stations, context);
    const badge = Math.max(countBadgeHeight, width + 6);
    context.roundRect(
      (placements.x[marker.index] ?? 0) + radius - badge / 2,
      (placements.y[marker.index] ?? 0) - radius - half,
      badge,
      countBadgeHeight,
      half,
    );
  }
  context.fillStyle = countBadge;
  context.fill();
  context.fillStyle = countText;
  context.textAlign = "center";
  context.textBaseline = "middle";
  for (const marker of floor.accessPoints) {
    if (placements.shown[marker.index] === 0) continue;
    const { text } = labels.of(marker.equipment.connected_stations, context);
    context.fillText(
      text,
      (placements.x[marker.index] ?? 0) + radius,
      (placements.y[marker.index] ?? 0) - radius + 0.5,
    );
  }
}

function drawHighlight(
  context: CanvasRenderingContext2D,
  marker: SceneMarker,
  radius: number,
  pulse: number,
  placements: FrameRecord,
) {
  const x = placements.x[marker.index] ?? 0;
  const y = placements.y[marker.index] ?? 0;
  const size = (marker.shape === "accessPoint" ? radius : (switchMarkerSize / 2) * Math.SQRT2) + 5 + pulse * 6;
  context.beginPath();
  context.arc(x, y, size, 0, 2 * Math.PI);
  context.lineWidth = 6;
  context.strokeStyle = planBackground;
  context.stroke();
  context.globalAlpha = 1 - pulse * 0.4;
  context.lineWidth = 3;
  context.strokeStyle = highlightRing;
  context.stroke();
  context.globalAlpha = 1;
}
