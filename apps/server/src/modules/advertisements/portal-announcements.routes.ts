import {
  portalAnnouncementAnswerSchema,
  portalAnnouncementParamsSchema,
  portalAnnouncementQuerySchema,
  textSchema,
} from "@ondine/domain";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { heldDigestsOf, sha256HexPattern } from "../../images/held-digests";
import { moduleDependencies } from "../../module-dependencies";
import { declaredSchema } from "../../openapi/declared-input";
import { routeSchemaFor } from "../../openapi/route-schema";
import { getAnnouncementImage, getPortalAnnouncement } from "./portal-announcements.service";

const portalRoute = routeSchemaFor("Portal announcements");

/** `{digest}` of an image's address: its SHA-256, hex; anything else names no image (404). */
export const announcementImageParamsSchema = z.object({ digest: textSchema(200) });

/** A portal may show the same announcement for a minute: a save reaches guests within it. */
const announcementCaching = "public, max-age=60";
/** An image's address holds its digest: those bytes for good. */
const imageCaching = "public, max-age=31536000, immutable";

// A captive portal is a page of another origin showing the image in an
// <img>: helmet's global `Cross-Origin-Resource-Policy: same-origin` would
// have browsers block it. The bytes are public anyway (no session, a digest
// that names them). Helmet sets its headers on the raw response in an
// onRequest hook; Fastify writes the reply's own headers over those when it
// sends, so this route's value wins (docs/security.md "Security headers").
const imageResourcePolicy = "cross-origin";

/**
 * The guest's side (docs/advertisements.md "The public call"):
 * what a captive portal shows before sign-in. Public, without session: the
 * answer names one site's current announcement and nothing else.
 */
export async function portalAnnouncementsRoutes(app: FastifyInstance) {
  const { db, now } = moduleDependencies(app);

  app.get(
    "/portal/sites/:id/announcement",
    {
      schema: portalRoute({
        summary: "The announcement a captive portal shows on a site now, in the guest's language",
        description:
          "`lang` (else `Accept-Language`; `de-CH` reads `de`) picks the texts when the announcement has them " +
          "all in that language, else its fallback language: `language` says which. An unknown site, a site " +
          "without a current announcement and a malformed id all answer `{announcement: null}`. " +
          "`image.url` is the image's address on this server. Cacheable a minute; rate-limited per client address.",
        auth: "none",
        params: portalAnnouncementParamsSchema,
        querystring: portalAnnouncementQuerySchema,
        success: {
          status: 200,
          description: "`{announcement}`: the announcement, or null.",
          schema: portalAnnouncementAnswerSchema,
        },
      }),
    },
    async (request, reply) => {
      await app.enforceRateLimit(request, "portalAnnouncementPerIp", { ip: true });
      // Whatever the path or query hold, the answer has the same shape: a malformed id is no site.
      const params = declaredSchema(request, "params").safeParse(request.params);
      const query = declaredSchema(request, "querystring").safeParse(request.query);
      const lang = query.success ? query.data.lang : undefined;
      const acceptLanguage = request.headers["accept-language"] ? request.language : undefined;
      const answer = await getPortalAnnouncement(
        db,
        params.success ? params.data.id : undefined,
        lang ?? acceptLanguage,
        now(),
      );
      return reply
        .header("cache-control", announcementCaching)
        .header("vary", "Accept-Language")
        .header("access-control-allow-origin", "*")
        .send(answer);
    },
  );

  app.get(
    "/portal/announcement-images/:digest",
    {
      schema: portalRoute({
        summary: "An announcement's image",
        description:
          "The JPEG or PNG bytes, with `ETag` (their SHA-256, also the address's last part); " +
          "`If-None-Match` answers 304. The same address always answers the same bytes: kept for good. " +
          "`Cross-Origin-Resource-Policy: cross-origin`, so that a portal on another origin can show it. " +
          "Any other digest answers 404.",
        auth: "none",
        params: announcementImageParamsSchema,
        success: { status: 200, description: "The image.", mediaType: "image/*" },
      }),
    },
    async (request, reply) => {
      const params = declaredSchema(request, "params").safeParse(request.params);
      const digest = params.success && sha256HexPattern.test(params.data.digest) ? params.data.digest : undefined;
      const image = await getAnnouncementImage(db, digest, heldDigestsOf(request.headers["if-none-match"]));
      reply
        .header("etag", `"${image.digest}"`)
        .header("cache-control", imageCaching)
        .header("x-content-type-options", "nosniff")
        .header("cross-origin-resource-policy", imageResourcePolicy);
      if (image.image === null) return reply.code(304).send();
      return reply
        .type(image.contentType)
        .send(Buffer.from(image.image.buffer, image.image.byteOffset, image.image.length));
    },
  );
}
