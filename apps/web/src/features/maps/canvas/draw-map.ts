import {
  accessPointMarkerSizeAt,
  type MapLegendEntry,
  shelfLabelMarkerSize,
  showsConnectedCount,
  switchMarkerSize,
} from "@ondine/domain";
import { areShelfLabelsShown, isMarkerShown, type MapScene, type SceneFloor, type SceneMarker } from "./map-scene";
import { MarkerSprites, markerOutline, type Sprite } from "./marker-sprites";
import { floorAlpha, type PlansLayer, paintPlans } from "./plans-layer";
import { shelfLabelRing } from "./shelf-label-ring";
import type { ViewTransform } from "./view-transform";

/** Around the plans (the console's map background). */
const canvasBackground = "#eef2f5";
const highlightRing = "#0f7690";
const highlightHalo = "#ffffff";
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
  /** The floor's plan image once loaded; null without a plan or while it loads. */
  planOf(floor: SceneFloor): CanvasImageSource | null;
  /** The selected floor's coverage estimate, stretched over its plan; null for none. */
  coverage: CanvasImageSource | null;
  sprites: MarkerSprites;
  plansLayer: PlansLayer;
  /**
   * The view has rested a moment: plans are drawn smooth (and kept in a
   * layer). While it moves, plans are drawn with the nearest pixels, three
   * times faster, and nobody sees the difference in motion.
   */
  settled: boolean;
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
 * One frame of the map: the plans through their projections (lower floors
 * first, from the plans' layer when there is one), then each floor's markers,
 * colour by colour: shelf labels as plain rectangles, equipment and counts as
 * sprites copied at whole device pixels. Writes what it drew into `record`.
 */
export function drawMapFrame(context: CanvasRenderingContext2D, input: FrameInput, record: FrameRecord): void {
  const { scene, view, hidden } = input;
  record.reserve(scene.markers.length);
  record.drawnMarkers = 0;
  record.drawnPlans = 0;
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.globalAlpha = 1;
  context.fillStyle = canvasBackground;
  context.fillRect(0, 0, context.canvas.width, context.canvas.height);
  drawPlans(context, input);
  for (const floor of scene.floors) if (input.planOf(floor)) record.drawnPlans += 1;

  const radius = MarkerSprites.accessPointRadius(accessPointMarkerSizeAt(view.scale) / 2);
  const showCounts = showsConnectedCount(view.scale) && !hidden.has("deviceCount");
  context.setTransform(1, 0, 0, 1, 0, 0);
  for (const floor of scene.floors) {
    context.globalAlpha = floorAlpha(scene, floor);
    placeMarkers(floor, input, radius, record);
    record.drawnMarkers += drawShelfLabels(context, floor, input, record);
    record.drawnMarkers += drawMarkers(context, floor, input, radius, record);
    // Isometric, only the selected floor's counts: faded ones are unreadable, and as costly as the markers.
    if (showCounts && floor.selected) drawCounts(context, floor, input, radius, record);
  }

  context.globalAlpha = 1;
  const { highlighted } = input;
  if (highlighted && record.shown[highlighted.index] === 1) {
    context.setTransform(input.pixelRatio, 0, 0, input.pixelRatio, 0, 0);
    drawHighlight(context, highlighted, radius, input.pulse, record);
  }
}

function drawPlans(context: CanvasRenderingContext2D, input: FrameInput) {
  const { scene, view, pixelRatio, settled } = input;
  const { planOf } = input;
  const layer = input.plansLayer.layerOf(scene, { scale: view.scale, pixelRatio }, planOf, input.coverage, settled);
  context.imageSmoothingEnabled = settled;
  if (layer) {
    // Layer pixels to canvas pixels: copied at whole pixels at its own scale, stretched at another.
    const stretch = view.scale / layer.scale;
    const x = layer.left * stretch + view.offsetX * pixelRatio;
    const y = layer.top * stretch + view.offsetY * pixelRatio;
    if (stretch === 1) {
      context.setTransform(1, 0, 0, 1, 0, 0);
      context.drawImage(layer.canvas, Math.round(x), Math.round(y));
    } else {
      context.setTransform(stretch, 0, 0, stretch, x, y);
      context.drawImage(layer.canvas, 0, 0);
    }
  } else {
    const s = view.scale * pixelRatio;
    paintPlans(context, scene, planOf, input.coverage, view.scale, ({ matrix: { a, b, c, d, e, f } }) =>
      context.setTransform(
        s * a,
        s * b,
        s * c,
        s * d,
        pixelRatio * (view.scale * e + view.offsetX),
        pixelRatio * (view.scale * f + view.offsetY),
      ),
    );
  }
  context.imageSmoothingEnabled = true;
}

function placeMarkers(floor: SceneFloor, input: FrameInput, radius: number, record: FrameRecord) {
  const { view, width, height, hidden } = input;
  const halfSwitch = switchMarkerSize / 2;
  for (const batch of floor.batches) {
    for (const marker of batch.markers) {
      const x = marker.x * view.scale + view.offsetX;
      const y = marker.y * view.scale + view.offsetY;
      record.x[marker.index] = x;
      record.y[marker.index] = y;
      const onCanvas =
        x > -offscreenMargin && y > -offscreenMargin && x < width + offscreenMargin && y < height + offscreenMargin;
      const shown = onCanvas && isMarkerShown(marker, hidden);
      record.shown[marker.index] = shown ? 1 : 0;
      let reach = 0;
      if (shown) reach = marker.shape === "accessPoint" ? radius : halfSwitch;
      if (onCanvas && areShelfLabelsShown(marker, hidden)) {
        reach = Math.max(reach, shelfLabelRing(marker.esls.length).reach);
      }
      record.hitRadius[marker.index] = reach > 0 ? reach + hitSlop : 0;
    }
  }
}

/** Shelf labels: a dark square, then the colour inside it, at whole device pixels. */
function drawShelfLabels(
  context: CanvasRenderingContext2D,
  floor: SceneFloor,
  input: FrameInput,
  record: FrameRecord,
): number {
  const { hidden, pixelRatio } = input;
  if (hidden.has("shelfLabel")) return 0;
  const side = Math.max(2, Math.round(shelfLabelMarkerSize * pixelRatio));
  const border = Math.max(1, Math.round(pixelRatio));
  const half = shelfLabelMarkerSize / 2;
  let drawn = 0;
  for (const batch of floor.eslBatches) {
    if (hidden.has(batch.group)) continue;
    for (const pass of [0, 1]) {
      context.fillStyle = pass === 0 ? markerOutline : batch.fill;
      const grow = pass === 0 ? border : 0;
      for (const marker of batch.markers) {
        if ((record.hitRadius[marker.index] ?? 0) === 0) continue;
        const x = record.x[marker.index] ?? 0;
        const y = record.y[marker.index] ?? 0;
        const { offsets } = shelfLabelRing(marker.esls.length);
        for (let i = 0; i < offsets.length; i += 2) {
          const left = Math.round((x + (offsets[i] ?? 0) - half) * pixelRatio);
          const top = Math.round((y + (offsets[i + 1] ?? 0) - half) * pixelRatio);
          context.fillRect(left - grow, top - grow, side + 2 * grow, side + 2 * grow);
        }
        if (pass === 1) drawn += marker.esls.length;
      }
    }
  }
  return drawn;
}

function blit(context: CanvasRenderingContext2D, sprite: Sprite, x: number, y: number, pixelRatio: number) {
  context.drawImage(
    sprite.image,
    Math.round(x * pixelRatio - sprite.halfWidth),
    Math.round(y * pixelRatio - sprite.halfHeight),
  );
}

function drawMarkers(
  context: CanvasRenderingContext2D,
  floor: SceneFloor,
  input: FrameInput,
  radius: number,
  record: FrameRecord,
): number {
  const { sprites, pixelRatio } = input;
  let drawn = 0;
  for (const batch of floor.batches) {
    const sprite = batch.shape === "accessPoint" ? sprites.accessPoint(batch.fill, radius) : sprites.switch(batch.fill);
    for (const marker of batch.markers) {
      if (record.shown[marker.index] === 0) continue;
      if (sprite) blit(context, sprite, record.x[marker.index] ?? 0, record.y[marker.index] ?? 0, pixelRatio);
      drawn += 1;
    }
  }
  return drawn;
}

/** The connected-device count, on a badge at the access point's top right. */
function drawCounts(
  context: CanvasRenderingContext2D,
  floor: SceneFloor,
  input: FrameInput,
  radius: number,
  record: FrameRecord,
) {
  const { sprites, pixelRatio } = input;
  for (const marker of floor.accessPoints) {
    if (record.shown[marker.index] === 0) continue;
    const sprite = sprites.count(marker.equipment.connected_stations);
    if (sprite) {
      blit(context, sprite, (record.x[marker.index] ?? 0) + radius, (record.y[marker.index] ?? 0) - radius, pixelRatio);
    }
  }
}

function drawHighlight(
  context: CanvasRenderingContext2D,
  marker: SceneMarker,
  radius: number,
  pulse: number,
  record: FrameRecord,
) {
  const x = record.x[marker.index] ?? 0;
  const y = record.y[marker.index] ?? 0;
  const size = (marker.shape === "accessPoint" ? radius : (switchMarkerSize / 2) * Math.SQRT2) + 5 + pulse * 6;
  context.beginPath();
  context.arc(x, y, size, 0, 2 * Math.PI);
  context.lineWidth = 6;
  context.strokeStyle = highlightHalo;
  context.stroke();
  context.globalAlpha = 1 - pulse * 0.4;
  context.lineWidth = 3;
  context.strokeStyle = highlightRing;
  context.stroke();
  context.globalAlpha = 1;
}
