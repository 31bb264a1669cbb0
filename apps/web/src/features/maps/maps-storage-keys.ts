/** SPEC §2: the map's remembered choices, in local storage. */
export const mapsStorageKeys = {
  /** The legend entries hidden from the map (SPEC §2 "hidden/shown remembered locally"). */
  legendHidden: "ondine.maps.legendHidden",
  /** Whether the legend panel is folded. */
  legendFolded: "ondine.maps.legendFolded",
} as const;
