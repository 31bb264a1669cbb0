import { type LocationType, locationTypes } from "@ondine/domain";
import { isOneOf, positiveInteger } from "./search-field-readers";

/**
 * /support/tickets/new's query (docs/tickets.md#context): the location (and
 * the equipment) the form opens with, and `site_state=1` to tick "attach
 * the site's current state", as home's alert and the maps' equipment card
 * link to it; `site_tool_run_id`, a site tool's run whose report starts the
 * first message (docs/site-tools.md#diagnosis).
 */
export interface NewTicketSearch {
  location_type?: LocationType;
  location_id?: number;
  equipment_id?: number;
  site_state?: 1;
  site_tool_run_id?: number;
}

export function validateNewTicketSearch(search: Record<string, unknown>): NewTicketSearch {
  const result: NewTicketSearch = {};
  const locationId = positiveInteger(numberOf(search.location_id));
  if (isOneOf(locationTypes, search.location_type) && locationId !== undefined) {
    result.location_type = search.location_type;
    result.location_id = locationId;
    const equipmentId = positiveInteger(numberOf(search.equipment_id));
    if (search.location_type === "Site" && equipmentId !== undefined) result.equipment_id = equipmentId;
  }
  if (numberOf(search.site_state) === 1) result.site_state = 1;
  const siteToolRunId = positiveInteger(numberOf(search.site_tool_run_id));
  if (siteToolRunId !== undefined) result.site_tool_run_id = siteToolRunId;
  return result;
}

/** A ticket about a site (and one of its pieces of equipment) as it is now: the form's query from context. */
export function newTicketSearchFromSite(siteId: number, equipmentId?: number): NewTicketSearch {
  return {
    location_type: "Site",
    location_id: siteId,
    ...(equipmentId !== undefined && { equipment_id: equipmentId }),
    site_state: 1,
  };
}

/** "Open a ticket with this report" (docs/site-tools.md#diagnosis): a ticket on the site, its first message the run's report. */
export function newTicketSearchFromSiteToolRun(siteId: number, runId: number): NewTicketSearch {
  return { location_type: "Site", location_id: siteId, site_tool_run_id: runId };
}

function numberOf(value: unknown): unknown {
  return typeof value === "string" && value.trim() !== "" ? Number(value) : value;
}
