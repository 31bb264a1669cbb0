import { type FloorPlanContentType, type FloorPlanRefusal, floorPlanLimits, floorPlanRefusals } from "@ondine/domain";
import { isRasterImageProblem, readJpeg, readPng, sniffRasterType } from "../../images/raster-image";

/** What an uploaded plan's own bytes say it is. */
export type FloorPlanImage = { contentType: FloorPlanContentType; width: number; height: number };

/** Why the bytes are refused: the i18n key of `errors.plan`, and the same in English. */
export type FloorPlanImageRefusal = { refusal: FloorPlanRefusal; message: string };

const typeNames: Record<FloorPlanContentType, string> = {
  "image/png": "a PNG image",
  "image/jpeg": "a JPEG image",
  "image/svg+xml": "an SVG image",
};

const refused = (refusal: FloorPlanRefusal, message: string): FloorPlanImageRefusal => ({ refusal, message });
const unreadable = (message: string) => refused(floorPlanRefusals.unreadable, message);

/**
 * What an SVG may not hold, served as it is to browsers (docs/api.md "Floor
 * plans"): script, event handlers, `javascript:` addresses, HTML islands,
 * and anything it would load from elsewhere. The answer's CSP forbids these
 * too; refusing them keeps a hostile file out of the database altogether.
 */
const unsafeSvgParts: readonly [RegExp, string][] = [
  [/<\s*script\b/i, "a script element"],
  [/<\s*foreignObject\b/i, "a foreignObject element"],
  // A document type naming its DTD is common in exports; one with its own declarations (entities) is not.
  [/<!\s*ENTITY\b|<!\s*DOCTYPE\b[^>]*\[/i, "an entity declaration"],
  [/[\s"'/]on[a-z]+\s*=/i, "an event handler attribute (on...=)"],
  [/javascript:/i, "a javascript: address"],
  [/\bhref\s*=\s*["']?\s*(https?:|\/\/)/i, "a link to another site"],
  [/url\(\s*["']?\s*(https?:|\/\/)/i, "a style loading from another site"],
  [/@import\b/i, "a style import"],
];

/** Character references decoded and blanks removed: `java&#x09;script:` reads as `javascript:`. */
function normalizedMarkup(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16) % 0x110000))
    .replace(/&#(\d+);?/g, (_, decimal: string) => String.fromCodePoint(Number(decimal) % 0x110000))
    .replace(/&colon;/gi, ":")
    .replace(/&tab;|&newline;/gi, "")
    .replace(/[\t\n\r]/g, "");
}

/** The root `<svg ...>` tag after the prolog: an XML declaration, comments, a document type, blanks. */
const svgRoot = /^\uFEFF?\s*(?:<\?xml[\s\S]*?\?>\s*)?(?:(?:<!--[\s\S]*?-->|<!DOCTYPE[^>[]*>)\s*)*<svg\b([^>]*)>/;

/** A length of the root element in user units: a number, optionally in px. */
function svgLength(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const match = /^\s*(\d+(?:\.\d+)?)\s*(px)?\s*$/.exec(value);
  return match ? Number(match[1]) : undefined;
}

function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of tag.matchAll(/([A-Za-z_:][\w:.-]*)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
    attributes.set(match[1] ?? "", match[2] ?? match[3] ?? "");
  }
  return attributes;
}

/**
 * SVG: UTF-8 text whose root element is `<svg>`; its size in user units is
 * the viewBox's (equipment positions are in those units), else its width and
 * height attributes in px.
 */
function readSvg(bytes: Uint8Array): FloorPlanImage | FloorPlanImageRefusal {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return unreadable("The SVG image is not UTF-8 text.");
  }
  const normalized = normalizedMarkup(text);
  for (const [pattern, what] of unsafeSvgParts) {
    if (pattern.test(text) || pattern.test(normalized)) {
      return refused(floorPlanRefusals.unsafeSvg, `The SVG image holds ${what}, which a floor plan may not.`);
    }
  }
  const root = svgRoot.exec(text);
  if (!root) return unreadable("The SVG image's root element is not <svg>.");
  const attributes = attributesOf(root[1] ?? "");
  const viewBox = attributes
    .get("viewBox")
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (viewBox && viewBox.length === 4 && viewBox.every(Number.isFinite)) {
    return { contentType: "image/svg+xml", width: Math.round(viewBox[2] ?? 0), height: Math.round(viewBox[3] ?? 0) };
  }
  const width = svgLength(attributes.get("width"));
  const height = svgLength(attributes.get("height"));
  if (width === undefined || height === undefined) {
    return unreadable("The SVG image gives its size neither by viewBox nor by width and height in px.");
  }
  return { contentType: "image/svg+xml", width: Math.round(width), height: Math.round(height) };
}

/** The type the bytes themselves show, whatever the request said (an SVG's prolog within its first 64 KiB). */
function sniffedType(bytes: Uint8Array): FloorPlanContentType | null {
  const raster = sniffRasterType(bytes);
  if (raster !== null) return raster;
  // Markup naming an <svg> element early on: readSvg then checks what it holds and that <svg> is its root.
  const start = new TextDecoder("utf-8").decode(bytes.subarray(0, 65_536));
  return /^\uFEFF?\s*</.test(start) && /<svg\b/.test(start) ? "image/svg+xml" : null;
}

/** A PNG or JPEG read by the shared reader, its problem as a plan's refusal. */
function readRaster(bytes: Uint8Array, read: typeof readPng): FloorPlanImage | FloorPlanImageRefusal {
  const image = read(bytes);
  if (!isRasterImageProblem(image)) return image;
  return refused(
    image.problem === "unsupported" ? floorPlanRefusals.unsupportedType : floorPlanRefusals.unreadable,
    image.message,
  );
}

/**
 * Issue 15: an uploaded plan checked from its bytes: a PNG, JPEG or SVG of
 * the type the request declared, its sides within `floorPlanLimits`, and an
 * SVG without script or links elsewhere. The size in bytes is checked as the
 * body is read (413 beyond `maxBytes`).
 */
export function readFloorPlanImage(
  bytes: Uint8Array,
  declared: FloorPlanContentType,
): FloorPlanImage | FloorPlanImageRefusal {
  if (bytes.length === 0) return refused(floorPlanRefusals.empty, "The plan is empty.");
  const type = sniffedType(bytes);
  if (type === null) {
    return refused(floorPlanRefusals.unsupportedType, "The file is neither a PNG, a JPEG nor an SVG image.");
  }
  if (type !== declared) {
    return refused(floorPlanRefusals.typeMismatch, `The file is ${typeNames[type]} but was sent as ${declared}.`);
  }
  const image =
    type === "image/png"
      ? readRaster(bytes, readPng)
      : type === "image/jpeg"
        ? readRaster(bytes, readJpeg)
        : readSvg(bytes);
  if ("refusal" in image) return image;
  const { minSide, maxSide } = floorPlanLimits;
  const fits = (side: number) => side >= minSide && side <= maxSide;
  if (!fits(image.width) || !fits(image.height)) {
    return refused(
      floorPlanRefusals.sizeOutOfRange,
      `The plan is ${image.width} × ${image.height}: each side must be from ${minSide} to ${maxSide} pixels (SVG user units).`,
    );
  }
  return image;
}

export function isFloorPlanImageRefusal(value: FloorPlanImage | FloorPlanImageRefusal): value is FloorPlanImageRefusal {
  return "refusal" in value;
}
