import { describe, expect, it } from "vitest";
import { activeTicketFilterCount, ticketsApiQuery, ticketsExportQuery } from "./tickets-list-query";
import { validateTicketsListSearch } from "./tickets-list-search";

describe("the tickets list's address", () => {
  it("keeps what is well formed, as the router or a hand-typed address gives it", () => {
    expect(
      validateTicketsListSearch({
        page: "2",
        q: "  wifi ",
        status: [2, 11, 99, 2],
        kind: "technical",
        organism_id: 3,
        site_id: "12",
        assignee: "none",
        older_than_days: 7,
        overdue: 1,
        sort: "opened",
      }),
    ).toEqual({
      page: 2,
      q: "wifi",
      status: [2, 11],
      kind: "technical",
      organism_id: 3,
      site_id: 12,
      assignee: "none",
      older_than_days: 7,
      overdue: 1,
      sort: "opened",
    });
    expect(validateTicketsListSearch({ status: "3,13", assignee: 42, all: 1, since: "2026-01-01" })).toEqual({
      status: [3, 13],
      assignee: 42,
      all: 1,
    });
    expect(validateTicketsListSearch({ since: "2026-08-01" })).toEqual({ since: "2026-08-01" });
    expect(
      validateTicketsListSearch({
        page: 1,
        status: "open",
        kind: "bug",
        assignee: "someone",
        older_than_days: -1,
        overdue: 2,
        sort: "name",
        since: "yesterday",
      }),
    ).toEqual({});
  });
});

describe("what the list asks the API for (docs/tickets.md#calls)", () => {
  const search = validateTicketsListSearch({
    page: 3,
    status: [2, 11],
    kind: "pos",
    site_id: 12,
    organism_id: 3,
    assignee: "me",
    overdue: 1,
  });

  it("asks a customer's tickets of the last 3 months by last activity, the desk's filters left out", () => {
    expect(ticketsApiQuery(search, false)).toEqual({
      q: undefined,
      status: "2,11",
      page: 3,
      all: undefined,
      since: undefined,
      sort: "activity",
    });
    expect(ticketsApiQuery({ all: 1 }, false)).toMatchObject({ all: 1, since: undefined });
    expect(ticketsApiQuery({ since: "2026-08-01" }, false)).toMatchObject({ all: undefined, since: "2026-08-01" });
  });

  it("asks the desk's queue over every ticket whatever its age, by due time, with its filters (the site over its organism)", () => {
    expect(ticketsApiQuery(search, true)).toEqual({
      q: undefined,
      status: "2,11",
      page: 3,
      all: 1,
      kind: "pos",
      organism_id: undefined,
      site_id: 12,
      assignee: "me",
      older_than_days: undefined,
      overdue: 1,
      sort: "due",
    });
    expect(ticketsExportQuery(search, true)).not.toHaveProperty("page");
  });

  it("counts the filters each side shows", () => {
    expect(activeTicketFilterCount(search, false)).toBe(1);
    expect(activeTicketFilterCount(search, true)).toBe(5);
    expect(activeTicketFilterCount({ all: 1 }, false)).toBe(1);
  });
});
