/**
 * SPEC §3 "Customer": the kind of device a guest or end user connected with.
 * `unknown` is what the portal could not tell; statistics leave it out of the
 * device split (SPEC §7 "excluding unknown").
 */
export const customerDevices = ["mobile", "tablet", "desktop", "unknown"] as const;
export type CustomerDevice = (typeof customerDevices)[number];
