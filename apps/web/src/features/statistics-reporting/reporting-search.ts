/** The reporting screen's address search: the year shown (`?year=2025`), so a reload or a link keeps it. */
export interface ReportingSearch {
  year?: number;
}

/**
 * Reads `year` as a whole number, anything else dropped; the screen checks it
 * is one the picker offers (2006 to the current year). Written without zod or
 * the domain's barrel: the route tree is on the sign-in path (docs/performance.md).
 */
export function validateReportingSearch(search: Record<string, unknown>): ReportingSearch {
  const raw = search.year;
  const year = typeof raw === "string" && raw.trim() !== "" ? Number(raw) : raw;
  return typeof year === "number" && Number.isSafeInteger(year) ? { year } : {};
}
