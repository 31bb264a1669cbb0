/** docs/product.md#monitoring-maintenance: incidents and interventions are read over the last 3 months. */
export const maintenanceLookBackMonths = 3;

/** The look-back as the search proxy's date math, from the start of that day. */
export const maintenanceLookBackDateMath = `now-${maintenanceLookBackMonths}M/d`;

/** docs/product.md#monitoring-maintenance: the interventions list shows the 10 latest. */
export const interventionListSize = 10;

/**
 * The interventions' window, the same for what the home counts and what the
 * call-outs page lists: from the look-back's start on, with no end, so an
 * intervention planned for next month is both counted and listed.
 */
export const interventionsDateRange = { gte: maintenanceLookBackDateMath } as const;
