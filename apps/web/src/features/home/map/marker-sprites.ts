import type { MapPoint } from "./map-points";
import { buildingMarkerDrawing, type DrawingPart, type MarkerDrawing, siteMarkerDrawing } from "./marker-drawings";
import { markerBox } from "./marker-places";

/** Room around a drawing for its shadow, in CSS pixels. */
const shadowRoom = 3;
const shadowColour = "rgba(8, 54, 74, 0.35)";

/** A marker's look painted once: copied at each of its places, never drawn path by path. */
export interface MarkerSprite {
  image: CanvasImageSource;
  /** From the marker's place to the image's top left corner, and the image's size, in CSS pixels. */
  left: number;
  top: number;
  width: number;
  height: number;
}

function lookOf(point: MapPoint): string {
  return point.kind === "site" ? `site-${point.colour}-${point.shape}` : `building-${point.colour}`;
}

function drawingOf(point: MapPoint): MarkerDrawing {
  return point.kind === "site" ? siteMarkerDrawing(point.colour, point.shape) : buildingMarkerDrawing(point.colour);
}

function pathOf(part: DrawingPart): Path2D {
  if (part.kind === "path") return new Path2D(part.d);
  const circle = new Path2D();
  circle.arc(part.cx, part.cy, part.r, 0, 2 * Math.PI);
  return circle;
}

/** A canvas to paint on and the image it gives: a bitmap where the browser has OffscreenCanvas (copied as it is, not snapshotted at each copy). */
function spriteCanvas(width: number, height: number) {
  if (typeof OffscreenCanvas !== "undefined") {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext("2d") as CanvasRenderingContext2D | null;
    return { context, finish: (): CanvasImageSource => canvas.transferToImageBitmap() };
  }
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  return { context: canvas.getContext("2d"), finish: (): CanvasImageSource => canvas };
}

function paint(drawing: MarkerDrawing, pixelRatio: number, box: { left: number; top: number }): MarkerSprite | null {
  if (typeof Path2D === "undefined") return null;
  const width = drawing.width + 2 * shadowRoom;
  const height = drawing.height + 2 * shadowRoom;
  const { context, finish } = spriteCanvas(Math.ceil(width * pixelRatio), Math.ceil(height * pixelRatio));
  if (!context) return null;
  context.scale(pixelRatio, pixelRatio);
  context.translate(shadowRoom, shadowRoom);
  drawing.parts.forEach((part, index) => {
    const path = pathOf(part);
    if (part.fill) {
      // The body casts the map's shadow (shadows are in device pixels, whatever the scale).
      if (index === 0) {
        context.shadowColor = shadowColour;
        context.shadowBlur = 2 * pixelRatio;
        context.shadowOffsetY = pixelRatio;
      }
      context.fillStyle = part.fill;
      context.fill(path);
      context.shadowColor = "transparent";
    }
    if (part.stroke) {
      context.strokeStyle = part.stroke;
      context.lineWidth = part.strokeWidth ?? 1;
      context.lineCap = part.roundCaps ? "round" : "butt";
      context.stroke(path);
    }
  });
  return { image: finish(), left: box.left - shadowRoom, top: box.top - shadowRoom, width, height };
}

/**
 * The markers' looks (a site's colour and shape, a building's colour), each
 * painted once at the canvas's pixel ratio: thousands of markers are a
 * dozen images copied, which takes a few milliseconds where drawing each
 * path would take a frame or more.
 */
export class MarkerSprites {
  private readonly sprites = new Map<string, MarkerSprite | null>();
  private readonly pixelRatio: number;

  constructor(pixelRatio: number) {
    this.pixelRatio = pixelRatio;
  }

  /** Null where the browser cannot paint (no 2D canvas): the marker is then not drawn. */
  spriteOf(point: MapPoint): MarkerSprite | null {
    const look = lookOf(point);
    let sprite = this.sprites.get(look);
    if (sprite === undefined) {
      sprite = paint(drawingOf(point), this.pixelRatio, markerBox(point));
      this.sprites.set(look, sprite);
    }
    return sprite;
  }
}
