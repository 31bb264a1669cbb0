/** Every query of one site's IoT screen starts with this key, so a command's answer can refresh them all. */
export function iotSiteQueryKey(siteId: number) {
  return ["iot", "site", siteId] as const;
}
