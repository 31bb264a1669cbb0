import type { MonitoringLocation } from "@ondine/domain";

/** What a status or counters read covers: a site, an organism, or every site of the caller ("all", the home with no location chosen). */
export type MonitoringScope = MonitoringLocation | "all";

/** The read's path: `/monitoring/{read}/all` for every site, else `/monitoring/{read}` with `?site|organism=`. */
export function monitoringScopeRequest(
  read: "status" | "counters",
  scope: MonitoringScope,
): { path: string; query: Record<string, number> | undefined } {
  if (scope === "all") return { path: `/monitoring/${read}/all`, query: undefined };
  return { path: `/monitoring/${read}`, query: monitoringLocationQuery(scope) };
}

/** The query key's part that names what is read. */
export function monitoringScopeKey(scope: MonitoringScope): readonly (string | number)[] {
  return scope === "all" ? ["all"] : monitoringLocationKey(scope);
}

/** `?site=ID` or `?organism=ID`, as the monitoring calls take the location. */
export function monitoringLocationQuery(location: MonitoringLocation): { site: number } | { organism: number } {
  return location.type === "site" ? { site: location.id } : { organism: location.id };
}

/** The part of a query key that names the location: one shape, so features reading the same call share its cache. */
export function monitoringLocationKey(location: MonitoringLocation): readonly [string, number] {
  return [location.type, location.id];
}
