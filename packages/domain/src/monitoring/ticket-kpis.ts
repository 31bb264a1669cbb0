import { maintenanceLookBackMonths } from "../maintenance/maintenance-look-back";

/**
 * docs/product.md#monitoring-maintenance: incidents and interventions are counted over the last 3 months,
 * from the start of that day (UTC), as the search proxy reads `now-3M/d`.
 */
export function maintenanceLookBackStart(now: Date): Date {
  const start = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - maintenanceLookBackMonths, now.getUTCDate()),
  );
  // 31 May minus 3 months is 28 (or 29) February, not 3 March.
  const wantedMonth = (((now.getUTCMonth() - maintenanceLookBackMonths) % 12) + 12) % 12;
  if (start.getUTCMonth() !== wantedMonth) start.setUTCDate(0);
  return start;
}
