import { searchResultWindow } from "@ondine/domain";

/** The last page a dashboard can open: the result window bounds `from + size`. */
export function lastReachablePage(total: number, pageSize: number): number {
  return Math.max(1, Math.min(Math.ceil(total / pageSize), Math.floor(searchResultWindow / pageSize)));
}
