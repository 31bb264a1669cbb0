import { type PublicConfig, publicConfigSchema } from "@ondine/domain";
import type { FastifyInstance } from "fastify";
import type { Config } from "../../config";
import { routeSchemaFor } from "../../openapi/route-schema";

/** The settings the console may know (no secret among them): an explicit list, as a presenter. */
export function presentPublicConfig(config: Config): PublicConfig {
  return {
    support_portal_url: config.supportPortalUrl,
    external_tickets_url: config.externalTicketsUrl ?? "",
    map_tiles: { road: config.mapTiles.road, satellite: config.mapTiles.satellite },
    customer_service_phones: config.customerServicePhones,
    menu_environment_links: [...config.menuEnvironmentLinks],
  };
}

/**
 * `GET /api/config/public`: the support portal's address, the home map's
 * tile layers, the numbers printed on coupons and the menu's links into other
 * environments (README "Settings"). Open to anyone, like the console's own files.
 */
export async function publicConfigRoutes(app: FastifyInstance) {
  const answer = presentPublicConfig(app.config);
  const schema = routeSchemaFor("Configuration")({
    summary: "The settings the console reads: support portal, map tiles, customer service numbers",
    auth: "none",
    success: { status: 200, description: "The settings.", schema: publicConfigSchema },
  });
  app.get("/config/public", { config: { actor: "none" }, schema }, async (_request, reply) =>
    reply.header("cache-control", "no-cache").send(answer),
  );
}
