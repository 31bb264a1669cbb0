import {
  type PrivateSpace,
  type PrivateSpaceList,
  type PrivateWifiSiteFigures,
  privateSpaceListSchema,
  privateSpaceSchema,
  privateWifiSiteFiguresSchema,
} from "@ondine/domain";

/** The tests' clock: Friday 20 November 2026, 09:00 in Paris. */
export const testNow = new Date("2026-11-20T08:00:00.000Z");

/** The header's site the page acts on. */
export const residence = { id: 12, name: "Résidence Horizon Nantes" };

/** One space as the list answers it, through the answer's schema: a fixture the server could not send fails here. */
export function privateSpaceFixture(overrides: Partial<PrivateSpace> = {}): PrivateSpace {
  return privateSpaceSchema.parse({
    id: 501,
    site_id: residence.id,
    name: "Chambre 114",
    comment: "Bail jusqu'au 30/06",
    state: "active",
    expires_on: "2027-06-30",
    room: null,
    coupon: null,
    push: {
      state: "applied",
      changed_at: "2026-11-19T10:00:00.000Z",
      finished_at: "2026-11-19T10:00:04.000Z",
      failure: null,
      attempts: 1,
    },
    devices_count: 2,
    created_at: "2026-09-01T08:00:00.000Z",
    key_changed_at: "2026-09-01T08:00:00.000Z",
    ...overrides,
  });
}

export function figuresFixture(overrides: Partial<PrivateWifiSiteFigures> = {}): PrivateWifiSiteFigures {
  return privateWifiSiteFiguresSchema.parse({
    ssid: "Horizon-Prive",
    key_limit: 5000,
    keys_in_use: 1240,
    active: 1200,
    expired: 38,
    with_devices: 870,
    devices: 2315,
    waiting: 3,
    failed: 1,
    ...overrides,
  });
}

/** `GET /ran/sites/{site_id}/spaces`'s answer: a page of these spaces, the search's total and the site's figures. */
export function spaceListBody(
  items: PrivateSpace[],
  page: { total_count?: number; current_page?: number; total_pages?: number } = {},
  figures: PrivateWifiSiteFigures = figuresFixture(),
): PrivateSpaceList {
  return privateSpaceListSchema.parse({
    items,
    total_count: page.total_count ?? items.length,
    current_page: page.current_page ?? 1,
    total_pages: page.total_pages ?? 1,
    figures,
  });
}
