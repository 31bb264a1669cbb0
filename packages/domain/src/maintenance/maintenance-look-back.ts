/** SPEC §9: incidents and interventions are read over the last 3 months. */
export const maintenanceLookBackMonths = 3;

/** The look-back as the search proxy's date math, from the start of that day. */
export const maintenanceLookBackDateMath = `now-${maintenanceLookBackMonths}M/d`;

/** SPEC §7 and §9: the interventions list shows the 10 latest. */
export const interventionListSize = 10;

/**
 * The call-outs list's window: the look-back up to now. Interventions planned
 * ahead are not call-outs yet ("the last 10 of the last 3 months"); the
 * home's markers and the KPIs still count them as under way.
 */
export const calloutsDateRange = { gte: maintenanceLookBackDateMath, lte: "now" } as const;
