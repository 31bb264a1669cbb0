/**
 * Caches (docs/product.md#monitoring-caches): how long each monitoring read stays fresh, in
 * milliseconds. The server's cache keeps an entry this long, and the web's
 * TanStack Query uses it as staleTime and refetchInterval.
 */
export const monitoringCacheMs = {
  siteFull: 3_600_000,
  devices: 180_000,
  devicesMore: 180_000,
  counters: 180_000,
  status: 180_000,
  bandwidth: 180_000,
  speedtest: 180_000,
  traffic: 180_000,
  ticketKpis: 180_000,
  esls: 1_000,
} as const;

export type MonitoringRead = keyof typeof monitoringCacheMs;
