/** docs/product.md#home-map: the home map's centre in France, shown at zoom 6 when it has no items. */
export const homeMapCentre = { latitude: 46.6, longitude: 2.45 } as const;
export const homeMapEmptyZoom = 6;
/** docs/product.md#home-map: fitting the map to its items zooms in no further than this. */
export const homeMapFitMaxZoom = 17;
/** docs/product.md#home-map: the zoom around a single item. */
export const homeMapDefaultZoom = 15;
