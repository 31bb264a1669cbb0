import type { MarkerColour, SiteMarkerShape } from "@ondine/domain";
import { markerFill } from "./marker-colours";

// The markers' drawings, once: the map paints them on its canvas (marker-sprites.ts),
// the legend shows them as SVG. Kept apart from Leaflet so the legend does not load it.

/** One stroke or fill of a drawing, in the marker's own units (its CSS pixels). */
export type DrawingPart = ({ kind: "path"; d: string } | { kind: "circle"; cx: number; cy: number; r: number }) & {
  fill?: string;
  stroke?: string;
  strokeWidth?: number;
  roundCaps?: boolean;
};

export interface MarkerDrawing {
  width: number;
  height: number;
  /** The point of the drawing that sits on the place: a pin's tip, a square's centre. */
  anchor: { x: number; y: number };
  parts: readonly DrawingPart[];
}

const white = "#fff";
const pinPath = "M14 1C7 1 2 6.1 2 12.6 2 21.2 14 35 14 35s12-13.8 12-22.4C26 6.1 21 1 14 1Z";
const incidentGlyph: DrawingPart[] = [
  { kind: "path", d: "M14 6.5v8", stroke: white, strokeWidth: 3, roundCaps: true },
  { kind: "circle", cx: 14, cy: 18.6, r: 1.8, fill: white },
];
const interventionGlyph: DrawingPart[] = [
  {
    kind: "path",
    d: "M17.8 7.2a4 4 0 0 0-5.3 5.1l-4.3 4.3 1.9 1.9 4.3-4.3a4 4 0 0 0 5.1-5.3l-2.3 2.3-1.8-.5-.5-1.8Z",
    fill: white,
  },
];
const interventionBadge: DrawingPart[] = [
  { kind: "circle", cx: 23, cy: 6, r: 5.5, fill: "#1c7ed6", stroke: white, strokeWidth: 1.5 },
  {
    kind: "path",
    d: "M24.6 3.6a1.9 1.9 0 0 0-2.5 2.4l-2 2 .9.9 2-2a1.9 1.9 0 0 0 2.4-2.5l-1.1 1.1-.9-.2-.2-.9Z",
    fill: white,
  },
];

/**
 * White glyphs in the pin: a dot, "!" (incident), a wrench (intervention); both: "!" and a wrench badge.
 * The shape says what the colour alone would not to someone who tells red from green badly.
 */
const glyphs: Record<SiteMarkerShape, readonly DrawingPart[]> = {
  marker: [{ kind: "circle", cx: 14, cy: 12.5, r: 4, fill: white }],
  incident: incidentGlyph,
  intervention: interventionGlyph,
  both: [...incidentGlyph, ...interventionBadge],
};

export function siteMarkerDrawing(colour: MarkerColour, shape: SiteMarkerShape): MarkerDrawing {
  return {
    width: 28,
    height: 36,
    anchor: { x: 14, y: 35 },
    parts: [{ kind: "path", d: pinPath, fill: markerFill[colour], stroke: white, strokeWidth: 2 }, ...glyphs[shape]],
  };
}

const roundedSquare = "M7 1h12a6 6 0 0 1 6 6v12a6 6 0 0 1-6 6H7a6 6 0 0 1-6-6V7a6 6 0 0 1 6-6Z";

export function buildingMarkerDrawing(colour: MarkerColour): MarkerDrawing {
  return {
    width: 26,
    height: 26,
    anchor: { x: 13, y: 13 },
    parts: [
      // A square of 24 with corners of 6.
      { kind: "path", d: roundedSquare, fill: markerFill[colour], stroke: white, strokeWidth: 2 },
      {
        kind: "path",
        d: "M8 19V8.5L13 6l5 2.5V19M11 11h1m2 0h1m-4 3h1m2 0h1m-3 5v-2.5h2V19",
        stroke: white,
        strokeWidth: 1.6,
        roundCaps: true,
      },
    ],
  };
}

function partSvg(part: DrawingPart): string {
  const paint = [
    `fill="${part.fill ?? "none"}"`,
    part.stroke ? `stroke="${part.stroke}" stroke-width="${part.strokeWidth ?? 1}"` : "",
    part.roundCaps ? 'stroke-linecap="round"' : "",
  ]
    .filter(Boolean)
    .join(" ");
  return part.kind === "path"
    ? `<path d="${part.d}" ${paint}/>`
    : `<circle cx="${part.cx}" cy="${part.cy}" r="${part.r}" ${paint}/>`;
}

/** The drawing as an SVG document, for the legend. */
export function drawingSvg({ width, height, parts }: MarkerDrawing): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" aria-hidden="true" focusable="false">${parts.map(partSvg).join("")}</svg>`;
}
