import { describe, expect, it } from "vitest";
import { newTicketSearchFromSite, newTicketSearchFromSiteToolRun, validateNewTicketSearch } from "./new-ticket-search";

describe("the new ticket's address (docs/tickets.md#context)", () => {
  it("keeps a well-formed location, its equipment and the site's state", () => {
    expect(
      validateNewTicketSearch({ location_type: "Site", location_id: "12", equipment_id: "11", site_state: "1" }),
    ).toEqual({ location_type: "Site", location_id: 12, equipment_id: 11, site_state: 1 });
    expect(validateNewTicketSearch({ location_type: "Organism", location_id: 3, equipment_id: 11 })).toEqual({
      location_type: "Organism",
      location_id: 3,
    });
    expect(validateNewTicketSearch({ location_type: "Planet", location_id: 3, site_state: 2 })).toEqual({});
  });

  it("keeps a site tool's run whose report the first message starts with, a positive whole number only", () => {
    expect(validateNewTicketSearch({ location_type: "Site", location_id: "12", site_tool_run_id: "804" })).toEqual({
      location_type: "Site",
      location_id: 12,
      site_tool_run_id: 804,
    });
    for (const wrong of ["0", "-4", "4.5", "abc", "", null]) {
      expect(validateNewTicketSearch({ site_tool_run_id: wrong }), String(wrong)).toEqual({});
    }
  });

  it("writes the addresses the site's alert and the site tools link to", () => {
    expect(newTicketSearchFromSite(12, 11)).toEqual({
      location_type: "Site",
      location_id: 12,
      equipment_id: 11,
      site_state: 1,
    });
    expect(newTicketSearchFromSiteToolRun(12, 804)).toEqual({
      location_type: "Site",
      location_id: 12,
      site_tool_run_id: 804,
    });
  });
});
