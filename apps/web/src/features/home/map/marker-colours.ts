import type { MarkerColour } from "@ondine/domain";

/** The marker (docs/product.md#maps-equipment) colours on the map: strong enough on both road and satellite tiles. */
export const markerFill: Record<MarkerColour, string> = {
  green: "#2b8a3e",
  orange: "#e8590c",
  red: "#c92a2a",
  grey: "#868e96",
};

/** A cluster takes its most alarming member's colour. */
const alarm: Record<MarkerColour, number> = { green: 0, grey: 1, orange: 2, red: 3 };

export function mostAlarming(colours: Iterable<MarkerColour>): MarkerColour {
  let worst: MarkerColour = "green";
  for (const colour of colours) if (alarm[colour] > alarm[worst]) worst = colour;
  return worst;
}
