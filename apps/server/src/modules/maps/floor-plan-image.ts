import { type FloorPlanContentType, type FloorPlanRefusal, floorPlanLimits, floorPlanRefusals } from "@ondine/domain";
import { isRasterImageProblem, readJpeg, readPng, sniffRasterType } from "../../images/raster-image";
import { isSvgProblem, sanitizeSvg } from "../../images/svg-sanitizer";

/**
 * What an uploaded plan's own bytes say it is, and the bytes to store: a
 * PNG's or JPEG's as sent, an SVG's as cleaned (`sanitizeSvg`).
 */
export type FloorPlanImage = { contentType: FloorPlanContentType; width: number; height: number; bytes: Uint8Array };

/** Why the bytes are refused: the i18n key of `errors.plan`, and the same in English. */
export type FloorPlanImageRefusal = { refusal: FloorPlanRefusal; message: string };

const typeNames: Record<FloorPlanContentType, string> = {
  "image/png": "a PNG image",
  "image/jpeg": "a JPEG image",
  "image/svg+xml": "an SVG image",
};

const refused = (refusal: FloorPlanRefusal, message: string): FloorPlanImageRefusal => ({ refusal, message });
const unreadable = (message: string) => refused(floorPlanRefusals.unreadable, message);

/** A length of the root element in user units: a number, optionally in px. */
function svgLength(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  // Trimmed first: blanks on both sides of an optional unit would make the pattern backtrack.
  const match = /^(\d+(?:\.\d+)?)(?:px)?$/.exec(value.trim());
  return match ? Number(match[1]) : undefined;
}

/** The plan's size in user units from its root: the viewBox's, else its width and height in px. */
function svgSize(root: ReadonlyMap<string, string>): { width: number; height: number } | FloorPlanImageRefusal {
  const viewBox = root
    .get("viewBox")
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (viewBox && viewBox.length === 4 && viewBox.every(Number.isFinite)) {
    return { width: Math.round(viewBox[2] ?? 0), height: Math.round(viewBox[3] ?? 0) };
  }
  const width = svgLength(root.get("width"));
  const height = svgLength(root.get("height"));
  if (width === undefined || height === undefined) {
    return unreadable("The SVG image gives its size neither by viewBox nor by width and height in px.");
  }
  return { width: Math.round(width), height: Math.round(height) };
}

/**
 * SVG: UTF-8 text read as XML and written again from an allowlist
 * (`sanitizeSvg`, docs/api.md "Floor plans"): the cleaned text is what is
 * stored and served. One holding script, event handlers, animation, links
 * outside itself or CSS that loads is refused rather than cleaned; the
 * answer's CSP forbids these too. Its size in user units is the viewBox's
 * (equipment positions are in those units), else its width and height in px.
 */
function readSvg(bytes: Uint8Array): FloorPlanImage | FloorPlanImageRefusal {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return unreadable("The SVG image is not UTF-8 text.");
  }
  const sanitized = sanitizeSvg(text);
  if (isSvgProblem(sanitized)) {
    return sanitized.problem === "unsafe"
      ? refused(floorPlanRefusals.unsafeSvg, `The SVG image holds ${sanitized.holds}, which a floor plan may not.`)
      : unreadable(sanitized.message);
  }
  const size = svgSize(sanitized.rootAttributes);
  if ("refusal" in size) return size;
  const cleaned = new TextEncoder().encode(sanitized.svg);
  // Escaping can lengthen text (a ">" becomes "&gt;"): what is stored stays within the upload's limit.
  if (cleaned.length > floorPlanLimits.maxBytes) {
    return unreadable("The SVG image, once cleaned, is over the 5 MiB a floor plan may weigh.");
  }
  return { contentType: "image/svg+xml", ...size, bytes: cleaned };
}

/** The type the bytes themselves show, whatever the request said (an SVG's prolog within its first 64 KiB). */
function sniffedType(bytes: Uint8Array): FloorPlanContentType | null {
  const raster = sniffRasterType(bytes);
  if (raster !== null) return raster;
  // Markup naming an <svg> element early on: readSvg then parses it, checking that <svg> is its root.
  // Both patterns run in linear time (no nested or adjacent repetition).
  const start = new TextDecoder("utf-8").decode(bytes.subarray(0, 65_536));
  return /^\uFEFF?\s*</.test(start) && /<svg\b/.test(start) ? "image/svg+xml" : null;
}

/** A PNG or JPEG read by the shared reader, its problem as a plan's refusal. */
function readRaster(bytes: Uint8Array, read: typeof readPng): FloorPlanImage | FloorPlanImageRefusal {
  const image = read(bytes);
  if (!isRasterImageProblem(image)) return { ...image, bytes };
  return refused(
    image.problem === "unsupported" ? floorPlanRefusals.unsupportedType : floorPlanRefusals.unreadable,
    image.message,
  );
}

/**
 * An uploaded plan checked from its bytes: a PNG, JPEG or SVG of
 * the type the request declared, its sides within `floorPlanLimits`, and an
 * SVG without script or links elsewhere, cleaned to an allowlist. The size
 * in bytes is checked as the body is read (413 beyond `maxBytes`). The
 * answer carries the bytes to store in place of the upload's.
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
