import { switchMarkerSize } from "@ondine/domain";

export const markerOutline = "#1d2630";
const countBadgeFill = "#1d2630";
const countText = "#ffffff";
const countFont = "600 10px system-ui, sans-serif";
const countBadgeHeight = 14;
const switchCornerRadius = 4;
/** Access point radii are kept to half pixels: a zoom makes a handful of sprites, not one a frame. */
const radiusStep = 0.5;

/** A marker's image, in device pixels, drawn with its centre at (`half`, `half`) or, for a badge, `halfWidth`. */
export interface Sprite {
  image: CanvasImageSource;
  halfWidth: number;
  halfHeight: number;
}

/** A canvas to paint a sprite on, and the image it gives once painted. */
export type CreateCanvas = (
  width: number,
  height: number,
) => { context: CanvasRenderingContext2D | null; finish(): CanvasImageSource };

/**
 * An ImageBitmap where the browser has OffscreenCanvas: copying a canvas
 * element snapshots it each time, a bitmap is copied as it is (a third faster
 * for hundreds of markers).
 */
const createSpriteCanvas: CreateCanvas = (width, height) => {
  if (typeof OffscreenCanvas !== "undefined") {
    const canvas = new OffscreenCanvas(width, height);
    return {
      context: canvas.getContext("2d") as CanvasRenderingContext2D | null,
      finish: () => canvas.transferToImageBitmap(),
    };
  }
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  return { context: canvas.getContext("2d"), finish: () => canvas };
};

/**
 * Each look of marker (shape, fill and size; each connected-device count)
 * drawn once into a small image, then copied at whole device pixels: a
 * canvas without a GPU strokes hundreds of anti-aliased circles or prints
 * hundreds of labels in more than a frame's time, and copies their images
 * in about one millisecond (tools/bench/map-canvas). Made again for another
 * pixel ratio or language.
 */
export class MarkerSprites {
  readonly pixelRatio: number;
  readonly language: string;
  private readonly sprites = new Map<string, Sprite | null>();
  private readonly counts = new Map<number, Sprite | null>();
  private readonly format: Intl.NumberFormat;
  private readonly createCanvas: CreateCanvas;

  constructor(pixelRatio: number, language: string, createCanvas: CreateCanvas = createSpriteCanvas) {
    this.pixelRatio = pixelRatio;
    this.language = language;
    this.format = new Intl.NumberFormat(language);
    this.createCanvas = createCanvas;
  }

  /** The radius an access point is drawn at, kept to the sprites' steps. */
  static accessPointRadius(radius: number): number {
    return Math.round(radius / radiusStep) * radiusStep;
  }

  accessPoint(fill: string, radius: number): Sprite | null {
    const key = `a${fill}${radius}`;
    if (!this.sprites.has(key)) {
      this.sprites.set(
        key,
        this.draw(radius * 2 + 3, radius * 2 + 3, (context, centreX, centreY, ratio) => {
          context.beginPath();
          context.arc(centreX, centreY, radius * ratio, 0, 2 * Math.PI);
          context.fillStyle = fill;
          context.fill();
          context.lineWidth = 1.5 * ratio;
          context.strokeStyle = markerOutline;
          context.stroke();
        }),
      );
    }
    return this.sprites.get(key) ?? null;
  }

  switch(fill: string): Sprite | null {
    const key = `s${fill}`;
    if (!this.sprites.has(key)) {
      const side = switchMarkerSize;
      this.sprites.set(
        key,
        this.draw(side + 3, side + 3, (context, centreX, centreY, ratio) => {
          context.beginPath();
          context.roundRect(
            centreX - (side / 2) * ratio,
            centreY - (side / 2) * ratio,
            side * ratio,
            side * ratio,
            switchCornerRadius * ratio,
          );
          context.fillStyle = fill;
          context.fill();
          context.lineWidth = 1.5 * ratio;
          context.strokeStyle = markerOutline;
          context.stroke();
        }),
      );
    }
    return this.sprites.get(key) ?? null;
  }

  /** The badge of a connected-device count, in the interface language. */
  count(count: number): Sprite | null {
    if (!this.counts.has(count)) {
      const text = this.format.format(count);
      // Measured on a scratch canvas in the badge's font, then drawn at its width.
      const scratch = this.createCanvas(1, 1).context;
      if (scratch) scratch.font = countFont;
      const textWidth = scratch ? scratch.measureText(text).width : text.length * 6;
      const width = Math.max(countBadgeHeight, Math.ceil(textWidth) + 6);
      this.counts.set(
        count,
        this.draw(width, countBadgeHeight, (context, centreX, centreY, ratio) => {
          context.beginPath();
          context.roundRect(
            centreX - (width / 2) * ratio,
            centreY - (countBadgeHeight / 2) * ratio,
            width * ratio,
            countBadgeHeight * ratio,
            (countBadgeHeight / 2) * ratio,
          );
          context.fillStyle = countBadgeFill;
          context.fill();
          context.scale(ratio, ratio);
          context.font = countFont;
          context.fillStyle = countText;
          context.textAlign = "center";
          context.textBaseline = "middle";
          context.fillText(text, centreX / ratio, centreY / ratio + 0.5);
        }),
      );
    }
    return this.counts.get(count) ?? null;
  }

  /** A sprite of this size in CSS pixels, drawn at the pixel ratio; null where canvases cannot draw. */
  private draw(
    width: number,
    height: number,
    paint: (context: CanvasRenderingContext2D, centreX: number, centreY: number, ratio: number) => void,
  ): Sprite | null {
    const ratio = this.pixelRatio;
    const deviceWidth = Math.ceil(width * ratio);
    const deviceHeight = Math.ceil(height * ratio);
    const canvas = this.createCanvas(deviceWidth, deviceHeight);
    if (!canvas.context) return null;
    paint(canvas.context, deviceWidth / 2, deviceHeight / 2, ratio);
    return { image: canvas.finish(), halfWidth: deviceWidth / 2, halfHeight: deviceHeight / 2 };
  }
}
