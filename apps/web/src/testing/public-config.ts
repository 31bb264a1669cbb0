import { defaultCustomerServicePhones, type PublicConfig, publicConfigSchema } from "@ondine/domain";

/**
 * `GET /config/public` as the server answers it, built through the route's
 * schema: a stub the server could not send fails here, not in a screen.
 */
export function testPublicConfig(overrides: Partial<PublicConfig> = {}): PublicConfig {
  return publicConfigSchema.parse({
    support_portal_url: "https://support.ondine.example",
    external_tickets_url: "",
    map_tiles: { road: null, satellite: null },
    customer_service_phones: defaultCustomerServicePhones,
    menu_environment_links: [],
    ...overrides,
  });
}
