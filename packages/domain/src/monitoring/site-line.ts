/** Site status (docs/product.md#monitoring-data): a site's Internet lines are ok, unreachable, inactive or disconnected. */
export const siteLineStates = ["ok", "unreachable", "inactive", "disconnected"] as const;
export type SiteLineState = (typeof siteLineStates)[number];
