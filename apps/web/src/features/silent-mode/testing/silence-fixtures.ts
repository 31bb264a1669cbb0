import {
  type SilenceWindowAnswer,
  type SiteDeviceItem,
  silenceWindowAnswerSchema,
  siteDeviceItemSchema,
} from "@ondine/domain";
import type { LocationOption } from "../../../components/filters/location-option";

/** The tests' clock: Friday 20 November 2026, 09:00 in Paris. */
export const testNow = new Date("2026-11-20T08:00:00.000Z");

/** The caller's sites, as the screen gives them to the panel. */
export const nantes: LocationOption = {
  id: 12,
  type: "Site",
  name: "Hôtel Nantes",
  organism_id: 3,
  organism_name: "Hôtels Belle Escale",
};
export const brest: LocationOption = {
  id: 14,
  type: "Site",
  name: "Hôtel Brest",
  organism_id: 3,
  organism_name: "Hôtels Belle Escale",
};

/** One window as `GET /silent_mode/windows` lists it, through the answer's schema: a fixture the server could not send fails here. */
export function silenceWindowFixture(overrides: Partial<SilenceWindowAnswer> = {}): SilenceWindowAnswer {
  return silenceWindowAnswerSchema.parse({
    id: 41,
    site_id: nantes.id,
    site_name: nantes.name,
    organism_name: nantes.organism_name,
    target: "site",
    building_id: null,
    building_name: null,
    equipment: [],
    starts_at: "2026-11-20T07:00:00.000Z",
    ends_at: "2026-11-20T15:00:00.000Z",
    recurrence: null,
    rrule: null,
    reason: "works",
    note: "Rewiring of the ground floor",
    extensions: 0,
    ended_early_at: null,
    state: "current",
    next_occurrence: { starts_at: "2026-11-20T07:00:00.000Z", ends_at: "2026-11-20T15:00:00.000Z" },
    created_by: { id: 7, name: "Claire Martin" },
    created_at: "2026-11-19T16:00:00.000Z",
    ...overrides,
  });
}

/** `GET /silent_mode/windows` answering these windows on one page (or the pages given). */
export function silenceWindowListBody(
  items: readonly SilenceWindowAnswer[],
  pages = { current_page: 1, total_pages: 1 },
) {
  return { items, ...pages };
}

/** A piece of a site's network equipment as `GET /monitoring/devices` lists it, through its schema. */
export function siteEquipmentFixture({ id, mac, tag }: { id: number; mac: string; tag: string }): SiteDeviceItem {
  return siteDeviceItemSchema.parse({
    id,
    mac,
    mac_address: mac,
    main_mac_address: null,
    model: { name: "AP-305" },
    tag,
    state: "reachable",
    muted: false,
    status: "reachable",
    category: "access_point",
    connected_stations: 4,
    is_reachable: true,
    ssid_2ghz: null,
    ssid_5ghz: null,
    position: null,
    building_uuid: null,
    floor_uuid: null,
    esl: null,
  });
}

/** A site's building as `GET /locations/buildings` answers it, with the row id a window names. */
export function siteBuildingFixture({ id, name }: { id: number; name: string }) {
  return {
    id,
    uuid: `8d5c1807-523c-4624-a5a1-43d9bb1ade${String(id).padStart(2, "0")}`,
    name,
    site_id: nantes.id,
    beds_number: 40,
    floors_count: 3,
    state: { ap: { reached: 10, total: 10, unref: 0 } },
  };
}
