/** docs/product.md#maps-screen: the map's remembered choices, in local storage. */
export const mapsStorageKeys = {
  /** The legend entries hidden from the map ("hidden/shown remembered locally", docs/product.md#maps-equipment). */
  legendHidden: "ondine.maps.legendHidden",
  /** Whether the legend panel is folded. */
  legendFolded: "ondine.maps.legendFolded",
} as const;
