import { isTicketStatus, type TicketKind, type TicketStatus, ticketKinds } from "@ondine/domain";
import { dayText, isOneOf, positiveInteger, text } from "../../routing/search-field-readers";

/** How the list is sorted (`GET /tickets`'s `sort`): the queue by due time, the customer's list by last activity. */
export const ticketsListSorts = ["due", "activity", "opened"] as const;
export type TicketsListSort = (typeof ticketsListSorts)[number];

/** The queue's assignee filter: the caller, nobody, or a colleague of the support desk by id. */
export type TicketsAssigneeFilter = "me" | "none" | number;

/**
 * /support/tickets's query (docs/tickets.md#calls), named as the API names
 * its filters so the list and its export send them as they are: the page,
 * the searched text, the statuses (`[2,11]`), then the customer's window
 * (`all=1`, or `since` a day; the last 3 months otherwise) and the support
 * desk's filters (kind, organism, site, assignee, age, overdue, sort).
 * An address is typed, pasted or old: each field is kept only when well
 * formed.
 */
export interface TicketsListSearch {
  page?: number;
  q?: string;
  status?: TicketStatus[];
  all?: 1;
  since?: string;
  kind?: TicketKind;
  organism_id?: number;
  site_id?: number;
  assignee?: TicketsAssigneeFilter;
  older_than_days?: number;
  overdue?: 1;
  sort?: TicketsListSort;
}

const maxAgeDays = 3650;

export function validateTicketsListSearch(search: Record<string, unknown>): TicketsListSearch {
  const result: TicketsListSearch = {};
  const page = positiveInteger(numberOf(search.page));
  if (page !== undefined && page > 1) result.page = page;
  const q = text(typeof search.q === "string" ? search.q.trim() : undefined);
  if (q !== undefined) result.q = q;
  const status = statusesOf(search.status);
  if (status.length > 0) result.status = status;
  if (numberOf(search.all) === 1) result.all = 1;
  const since = dayText(search.since);
  if (since !== undefined && result.all === undefined) result.since = since;
  if (isOneOf(ticketKinds, search.kind)) result.kind = search.kind;
  const organism = positiveInteger(numberOf(search.organism_id));
  if (organism !== undefined) result.organism_id = organism;
  const site = positiveInteger(numberOf(search.site_id));
  if (site !== undefined) result.site_id = site;
  const assignee = search.assignee === "me" || search.assignee === "none" ? search.assignee : undefined;
  const assigneeId = positiveInteger(numberOf(search.assignee));
  if (assignee !== undefined || assigneeId !== undefined) result.assignee = assignee ?? assigneeId;
  const age = numberOf(search.older_than_days);
  if (typeof age === "number" && Number.isSafeInteger(age) && age > 0 && age <= maxAgeDays)
    result.older_than_days = age;
  if (numberOf(search.overdue) === 1) result.overdue = 1;
  if (isOneOf(ticketsListSorts, search.sort)) result.sort = search.sort;
  return result;
}

/** `[2, 11]` as the router reads it, or the API's own `2,11` typed by hand; unknown codes left out, each once. */
function statusesOf(value: unknown): TicketStatus[] {
  const items = Array.isArray(value) ? value : typeof value === "string" ? value.split(",") : [value];
  const statuses = items.map(numberOf).filter((item): item is TicketStatus => {
    return typeof item === "number" && isTicketStatus(item);
  });
  return [...new Set(statuses)];
}

/** The router parses `?page=3` as a number, but a hand-typed `?page=%223%22` reads as the text "3". */
function numberOf(value: unknown): unknown {
  return typeof value === "string" && value.trim() !== "" ? Number(value) : value;
}
