import type { FastifyInstance } from "fastify";
import { type ModuleDependencies, moduleDependencies } from "../../module-dependencies";

/** What the private Wi-Fi services need: the database, the clock, and the site's key limit (PRIVATE_WIFI_SITE_KEY_LIMIT). */
export type PrivateWifiDependencies = ModuleDependencies & { keyLimit: number };

export function privateWifiDependencies(app: FastifyInstance): PrivateWifiDependencies {
  return { ...moduleDependencies(app), keyLimit: app.config.privateWifiSiteKeyLimit };
}
