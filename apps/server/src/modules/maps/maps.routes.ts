import {
  equipmentSearchAnswerSchema,
  equipmentSearchQuerySchema,
  floorPlanContentTypes,
  floorPlanLimits,
  floorPlanParamsSchema,
  floorPlanQuerySchema,
  floorPlanSchema,
} from "@ondine/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { z } from "zod";
import { AppError } from "../../errors/app-error";
import { heldDigestsOf } from "../../images/held-digests";
import { moduleDependencies } from "../../module-dependencies";
import { declaredSchema, parseDeclared } from "../../openapi/declared-input";
import { routeSchemaFor } from "../../openapi/route-schema";
import { requireActor, requireAdmin } from "../../plugins/authentication";
import { isSiteMapCacheKeyOf } from "../monitoring";
import { searchEquipment } from "./equipment-search.service";
import { acceptFloorPlanBodies } from "./floor-plan-body";
import { getFloorPlanFile, replaceFloorPlan } from "./floor-plans.service";

const mapsRoute = routeSchemaFor("Maps");

/** A plan's address carries its digest (`?v=`): that address always answers the same bytes. */
const keptForGood = "private, max-age=31536000, immutable";

/**
 * An SVG plan opened on its own (its address in a tab) is a document of our
 * origin: it may not run script, load anything or reach the page that shows it.
 */
const svgPolicy = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** `{floorUuid}` of the path, read with the route's declared schema; anything but a UUID names no floor: 404. */
function floorUuidFromPath(params: unknown, schema: z.ZodType<{ floorUuid: string }>): string {
  const result = schema.safeParse(params);
  if (!result.success) throw new AppError("NOT_FOUND", "No such floor.");
  return result.data.floorUuid.toLowerCase();
}

/** The media type of the request's Content-Type, without its parameters, in lower case. */
function mediaTypeOf(request: FastifyRequest): string {
  return (request.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
}

/**
 * The live maps (docs/api.md "Floor plans", "Equipment search"):
 * floor plan images, read by anyone signed in within their scope and set by
 * admins, and the search of equipment by MAC, serial, tag or model.
 */
export async function mapsRoutes(app: FastifyInstance) {
  const { db, now } = moduleDependencies(app);
  acceptFloorPlanBodies(app);

  app.get(
    "/monitoring/floors/:floorUuid/plan",
    {
      schema: mapsRoute({
        summary: "A floor's plan image",
        description:
          "PNG, JPEG or SVG as uploaded, with `ETag` (its SHA-256); `If-None-Match` answers 304. " +
          "With `v` the current digest (the site map's `plan.url`) it may be kept for good. " +
          "A floor without a plan answers 404.",
        auth: "signed-in",
        params: floorPlanParamsSchema,
        querystring: floorPlanQuerySchema,
        success: { status: 200, description: "The image.", mediaType: "image/*" },
      }),
    },
    async (request, reply) => {
      requireActor(request);
      const floorUuid = floorUuidFromPath(request.params, declaredSchema(request, "params"));
      const { v } = parseDeclared(request, "querystring");
      const plan = await getFloorPlanFile(
        db,
        request.scope,
        floorUuid,
        heldDigestsOf(request.headers["if-none-match"]),
      );
      reply
        .header("etag", `"${plan.digest}"`)
        .header("cache-control", v === plan.digest ? keptForGood : "private, no-cache")
        .header("vary", "Cookie, X-API-TOKEN")
        .header("x-content-type-options", "nosniff");
      if (plan.contentType === "image/svg+xml") reply.header("content-security-policy", svgPolicy);
      if (plan.image === null) return reply.code(304).send();
      return reply
        .type(plan.contentType)
        .send(Buffer.from(plan.image.buffer, plan.image.byteOffset, plan.image.length));
    },
  );

  app.put(
    "/monitoring/floors/:floorUuid/plan",
    {
      // Admins only, decided before the body is read: nobody else makes the server read 5 MiB.
      onRequest: async (request) => {
        requireAdmin(request);
      },
      schema: mapsRoute({
        summary: "Sets or replaces a floor's plan (admins)",
        description:
          `The image's bytes as the body, at most ${floorPlanLimits.maxBytes / 1_048_576} MiB (413 beyond), ` +
          `each side ${floorPlanLimits.minSide} to ${floorPlanLimits.maxSide} pixels or SVG user units. ` +
          "The type is read from the bytes and must be the one sent; an SVG may hold no script, event handler, " +
          "`javascript:` or link to another site. A plan of another size scales the floor's equipment positions. " +
          "422 names the refusal in `errors.plan`.",
        auth: "signed-in",
        params: floorPlanParamsSchema,
        consumes: floorPlanContentTypes,
        success: { status: 200, description: "The floor's plan, as the site map gives it.", schema: floorPlanSchema },
      }),
    },
    async (request) => {
      const actor = requireAdmin(request);
      const floorUuid = floorUuidFromPath(request.params, declaredSchema(request, "params"));
      const { plan, siteId } = await replaceFloorPlan(
        { db, now },
        actor,
        request.scope,
        floorUuid,
        { bytes: request.body instanceof Uint8Array ? request.body : undefined, declaredType: mediaTypeOf(request) },
        { ip: request.ip },
      );
      // This process's site maps of the site show the new plan at once (others within their lifetime).
      app.readCache.forget((key) => isSiteMapCacheKeyOf(key, siteId));
      return plan;
    },
  );

  app.get(
    "/monitoring/equipment/search",
    {
      schema: mapsRoute({
        summary: "Equipment of the caller's sites by MAC, serial, tag or model",
        description:
          "`q`: 2 to 100 characters, the start of a MAC (any separators and case), serial, tag or model. " +
          "`limit`: 1 to 50, 20 by default. Spare equipment is left out; exact MACs, serials and tags come first, " +
          "then by site name and tag.",
        auth: "signed-in",
        querystring: equipmentSearchQuerySchema,
        success: { status: 200, description: "The equipment found.", schema: equipmentSearchAnswerSchema },
      }),
    },
    async (request) => {
      requireActor(request);
      const query = parseDeclared(request, "querystring");
      return searchEquipment(db, request.scope, query);
    },
  );
}
