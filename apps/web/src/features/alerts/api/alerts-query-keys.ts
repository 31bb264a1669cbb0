/** Every alert query starts with this key. */
export const alertsQueryKey = ["alerts"] as const;

export const alertSubscriptionsQueryKey = [...alertsQueryKey, "subscriptions"] as const;

/** Without a query: the key every page of the log starts with. */
export function alertLogQueryKey(query?: AlertLogPageQuery) {
  return query ? ([...alertsQueryKey, "log", query] as const) : ([...alertsQueryKey, "log"] as const);
}

/** One page of the log, optionally one site's. */
export interface AlertLogPageQuery {
  page: number;
  siteId?: number | undefined;
}
