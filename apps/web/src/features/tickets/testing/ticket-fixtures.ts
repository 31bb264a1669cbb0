import {
  type SiteDeviceItem,
  siteDeviceItemSchema,
  type TicketSla,
  type TicketSummary,
  ticketSummarySchema,
} from "@ondine/domain";

/** An SLA as the server answers it: first response met, resolution running toward `next_due_at`. */
export function slaFixture(overrides: Partial<TicketSla> = {}): TicketSla {
  return {
    first_response: {
      target_seconds: 7200,
      elapsed_seconds: 1800,
      due_at: null,
      met_at: "2026-11-20T09:30:00.000Z",
      breached: false,
    },
    resolution: {
      target_seconds: 86_400,
      elapsed_seconds: 3600,
      due_at: overrides.next_due_at ?? "2026-11-23T16:00:00.000Z",
      met_at: null,
      breached: false,
    },
    paused: false,
    next_due_at: "2026-11-23T16:00:00.000Z",
    ...overrides,
  };
}

/** One item of `GET /tickets`, through the answer's schema: a fixture the server could not send fails here. */
export function ticketFixture(overrides: Partial<TicketSummary> = {}): TicketSummary {
  return ticketSummarySchema.parse({
    id: 123,
    issue_number: "T-000123",
    subject: "Wi-Fi down in the breakfast room",
    kind: "technical",
    status: 2,
    channel: "portal",
    conversation: "pending",
    location_type: "Site",
    location: {
      organism_id: 3,
      organism_name: "Hôtels Belle Escale",
      site_id: 12,
      site_name: "Hôtel Nantes",
      equipment_id: null,
      equipment_name: null,
    },
    requester: { id: 12, name: "Claire Martin", staff: false },
    assignee: null,
    last_answered_by: null,
    opened_at: "2026-11-20T09:00:00.000Z",
    last_activity_at: "2026-11-22T08:00:00.000Z",
    sla: slaFixture(),
    ...overrides,
  });
}

/** `GET /tickets` answering these tickets on one page. */
export function ticketListBody(tickets: readonly TicketSummary[], pages = { current_page: 1, total_pages: 1 }) {
  return { tickets, total_count: tickets.length, ...pages };
}

/** A piece of a site's equipment as `GET /monitoring/devices` lists it, through its schema. */
export function siteDeviceFixture(overrides: { id: number; mac: string; tag: string }): SiteDeviceItem {
  return siteDeviceItemSchema.parse({
    main_mac_address: null,
    model: { name: "AP-305" },
    state: "reachable",
    status: "reachable",
    category: "access_point",
    connected_stations: 4,
    is_reachable: true,
    muted: false,
    ssid_2ghz: null,
    ssid_5ghz: null,
    position: null,
    building_uuid: null,
    floor_uuid: null,
    esl: null,
    ...overrides,
    mac_address: overrides.mac,
  });
}
