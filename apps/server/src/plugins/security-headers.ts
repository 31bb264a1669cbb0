import fastifyHelmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import fastifyPlugin from "fastify-plugin";
import type { Config } from "../config";

/**
 * The origin a tile URL template loads from, as a CSP source: Leaflet's
 * `{s}` subdomain placeholder becomes a `*.` wildcard.
 */
export function tileSourceOf(urlTemplate: string): string | undefined {
  const origin = /^https?:\/\/[^/?#]+/i.exec(urlTemplate)?.[0];
  return origin?.replace("{s}", "*");
}

/**
 * The console's Content-Security-Policy. Scripts come only from our origin
 * (no inline script, no eval: the console turns zod's compiled parsers off);
 * styles also allow inline, because Mantine writes its global classes in a
 * `<style>` element and components set `style` attributes (docs/security.md
 * "Security headers" gives the reasoning); images may come from the map's
 * tile servers; nothing may frame the console.
 */
export function contentSecurityPolicy(config: Pick<Config, "mapTiles">) {
  const tileSources = [config.mapTiles.road, config.mapTiles.satellite]
    .map((layer) => (layer ? tileSourceOf(layer.url) : undefined))
    .filter((source): source is string => source !== undefined);
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:", ...new Set(tileSources)],
      // Vite inlines the smallest font subsets as data: URLs.
      fontSrc: ["'self'", "data:"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  };
}

/** One year, with subdomains: sent only when the console is served over https (`PUBLIC_URL`). */
const strictTransportSecurity = { maxAge: 31_536_000, includeSubDomains: true };

/**
 * Security headers on every answer, the console's and the API's
 * (@fastify/helmet): CSP, `X-Frame-Options: DENY` for browsers without
 * `frame-ancestors`, `nosniff`, a Referrer-Policy that keeps paths (which
 * may hold a mailed token) on our origin while tile servers still learn
 * which site asks, and HSTS when `PUBLIC_URL` is https.
 */
export const securityHeadersPlugin = fastifyPlugin(
  async (app: FastifyInstance, options: { config: Pick<Config, "mapTiles" | "publicUrl"> }) => {
    const { config } = options;
    await app.register(fastifyHelmet, {
      global: true,
      contentSecurityPolicy: contentSecurityPolicy(config),
      xFrameOptions: { action: "deny" },
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      strictTransportSecurity: config.publicUrl.startsWith("https:") ? strictTransportSecurity : false,
      // Leaflet's tiles come from other origins without CORP headers.
      crossOriginEmbedderPolicy: false,
    });
  },
  { name: "ondine-security-headers" },
);
