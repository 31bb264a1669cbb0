import type { PlanSize } from "@ondine/domain";

/**
 * Floor plans, decoded once per URL and painted once into a bitmap. Drawing
 * an SVG image re-rasterizes it at each new scale (every frame of a zoom),
 * and drawing a large photo scales all its pixels: a bitmap of at most
 * `maxBitmapSide` pixels is drawn at the cost of its own size. The URL carries
 * the plan's digest (`?v=`), so a new upload is a new entry.
 */
const maxBitmapSide = 2048;
/** Plans drawn at most twice their plan size: sharp at the flat view's largest zoom. */
const maxUpscale = 2;

type PlanImageEntry =
  | { state: "loading"; waiting: Set<() => void> }
  | { state: "ready"; bitmap: CanvasImageSource }
  | { state: "failed" };

const entries = new Map<string, PlanImageEntry>();

/**
 * The plan's bitmap once ready; null while it loads (`onReady` is then called
 * once it is) or when it failed (the canvas keeps the plan's outline).
 */
export function planBitmap(url: string, size: PlanSize, onReady: () => void): CanvasImageSource | null {
  const entry = entries.get(url);
  if (entry?.state === "ready") return entry.bitmap;
  if (entry?.state === "failed") return null;
  if (entry) {
    entry.waiting.add(onReady);
    return null;
  }
  const waiting = new Set([onReady]);
  entries.set(url, { state: "loading", waiting });
  const image = new Image();
  image.decoding = "async";
  image.src = url;
  loaded(image).then(
    () => settle(url, { state: "ready", bitmap: paint(image, size) }),
    () => settle(url, { state: "failed" }),
  );
  return null;
}

/** Decoded off the main thread where the browser can (`decode`), else once loaded. */
function loaded(image: HTMLImageElement): Promise<unknown> {
  if (typeof image.decode === "function") return image.decode();
  return new Promise((resolve, reject) => {
    image.onload = resolve;
    image.onerror = reject;
  });
}

function settle(url: string, entry: PlanImageEntry) {
  const loading = entries.get(url);
  entries.set(url, entry);
  if (loading?.state === "loading") for (const ready of loading.waiting) ready();
}

function paint(image: HTMLImageElement, size: PlanSize): CanvasImageSource {
  // An SVG without width and height has no natural size: the plan's says how large it is.
  const width = image.naturalWidth || size.width;
  const height = image.naturalHeight || size.height;
  const factor = Math.min(
    maxUpscale * Math.max(size.width / width, size.height / height),
    maxBitmapSide / Math.max(width, height),
  );
  const canvas = document.createElement("canvas");
  canvas.width = Math.max(1, Math.round(width * factor));
  canvas.height = Math.max(1, Math.round(height * factor));
  const context = canvas.getContext("2d");
  if (!context) return image;
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  return canvas;
}
