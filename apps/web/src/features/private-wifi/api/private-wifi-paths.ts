/** The private Wi-Fi calls (docs/private-wifi.md#calls), under /api: a site's, then a space's own. */
export const privateWifiApiPaths = {
  spaces: (siteId: number) => `/ran/sites/${siteId}/spaces`,
  bulk: (siteId: number) => `/ran/sites/${siteId}/spaces/bulk`,
  importPreview: (siteId: number) => `/ran/sites/${siteId}/spaces/import/preview`,
  import: (siteId: number) => `/ran/sites/${siteId}/spaces/import`,
  imports: (siteId: number) => `/ran/sites/${siteId}/imports`,
  export: (siteId: number) => `/ran/sites/${siteId}/spaces/export`,
  cards: (siteId: number) => `/ran/sites/${siteId}/spaces/cards`,
  space: (id: number) => `/ran/spaces/${id}`,
  spaceAction: (id: number, action: "reset" | "reveal") => `/ran/spaces/${id}/${action}`,
};
