/** The tickets' calls (docs/tickets.md#calls), under /api. */
export const ticketsApiPath = "/tickets";
