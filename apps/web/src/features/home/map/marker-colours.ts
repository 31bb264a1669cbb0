import type { MarkerColour } from "@ondine/domain";

/** The marker (docs/product.md#home-map) colours on the map: strong enough on both road and satellite tiles. */
export const markerFill: Record<MarkerColour, string> = {
  green: "#2b8a3e",
  orange: "#e8590c",
  red: "#c92a2a",
  grey: "#868e96",
};

/** How alarming a colour is: where markers overlap, the more alarming is drawn on top. */
export const alarmRank: Record<MarkerColour, number> = { green: 0, grey: 1, orange: 2, red: 3 };
