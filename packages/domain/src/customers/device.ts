/**
 * Customer (docs/product.md#statistics-dashboards): the kind of device a guest or end user connected with.
 * `unknown` is what the portal could not tell; statistics leave it out of the
 * device split ("excluding unknown", docs/product.md#statistics-overview).
 */
export const customerDevices = ["mobile", "tablet", "desktop", "unknown"] as const;
export type CustomerDevice = (typeof customerDevices)[number];
