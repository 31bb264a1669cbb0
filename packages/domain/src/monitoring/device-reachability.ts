/** Device reachability (docs/product.md#monitoring-availability), as the i18n key of its label. */
export type DeviceReachability = "not_configured" | "connected" | "unreachable";

export function deviceReachability(device: { isProvisioned: boolean; isReachable: boolean }): DeviceReachability {
  if (!device.isProvisioned) return "not_configured";
  return device.isReachable ? "connected" : "unreachable";
}
