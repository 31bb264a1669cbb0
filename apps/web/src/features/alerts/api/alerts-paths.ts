/** The alert calls (docs/alerts.md#calls), under /api. */
export const alertsApiPaths = {
  subscriptions: "/alerts/subscriptions",
  log: "/alerts/log",
} as const;
