import type { MarkerColour, SiteMarkerShape } from "@ondine/domain";
import { markerFill } from "./marker-colours";

// The markers' drawings, as SVG text: Leaflet takes them as divIcon HTML, the
// legend draws the same ones. Kept apart from Leaflet so the legend does not load it.

const pinPath = "M14 1C7 1 2 6.1 2 12.6 2 21.2 14 35 14 35s12-13.8 12-22.4C26 6.1 21 1 14 1Z";
const incidentGlyph =
  '<path d="M14 6.5v8" stroke="#fff" stroke-width="3" stroke-linecap="round"/><circle cx="14" cy="18.6" r="1.8" fill="#fff"/>';
const interventionGlyph =
  '<path d="M17.8 7.2a4 4 0 0 0-5.3 5.1l-4.3 4.3 1.9 1.9 4.3-4.3a4 4 0 0 0 5.1-5.3l-2.3 2.3-1.8-.5-.5-1.8Z" fill="#fff"/>';
const interventionBadge =
  '<circle cx="23" cy="6" r="5.5" fill="#1c7ed6" stroke="#fff" stroke-width="1.5"/><path d="M24.6 3.6a1.9 1.9 0 0 0-2.5 2.4l-2 2 .9.9 2-2a1.9 1.9 0 0 0 2.4-2.5l-1.1 1.1-.9-.2-.2-.9Z" fill="#fff"/>';

/** White glyphs in the pin: a dot, "!" (incident), a wrench (intervention); both: "!" and a wrench badge. */
const glyphs: Record<SiteMarkerShape, string> = {
  marker: '<circle cx="14" cy="12.5" r="4" fill="#fff"/>',
  incident: incidentGlyph,
  intervention: interventionGlyph,
  both: incidentGlyph + interventionBadge,
};

export const siteMarkerSize = { width: 28, height: 36 } as const;
export const buildingMarkerSize = 26;

export function siteMarkerSvg(colour: MarkerColour, shape: SiteMarkerShape): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="28" height="36" viewBox="0 0 28 36" aria-hidden="true" focusable="false"><path d="${pinPath}" fill="${markerFill[colour]}" stroke="#fff" stroke-width="2"/>${glyphs[shape]}</svg>`;
}

export function buildingMarkerSvg(colour: MarkerColour): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="26" height="26" viewBox="0 0 26 26" aria-hidden="true" focusable="false"><rect x="1" y="1" width="24" height="24" rx="6" fill="${markerFill[colour]}" stroke="#fff" stroke-width="2"/><path d="M8 19V8.5L13 6l5 2.5V19M11 11h1m2 0h1m-4 3h1m2 0h1m-3 5v-2.5h2V19" stroke="#fff" stroke-width="1.6" fill="none" stroke-linecap="round"/></svg>`;
}
