import {
  sponsoredCouponAnswerSchema,
  sponsorLinkPresentationSchema,
  sponsorRequestAnswerSchema,
  sponsorRequestBodySchema,
  sponsorUseBodySchema,
} from "@ondine/domain";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { AppError } from "../../errors/app-error";
import { type DeclaringRequest, declaredSchema, parseDeclared } from "../../openapi/declared-input";
import { clocked, routeSchemaFor } from "../../openapi/route-schema";
import { getSponsorLink, requestSponsoring, useSponsorLink } from "./sponsors.service";
import { sponsorsDependencies } from "./sponsors-dependencies";

// Tokens are 43 base64url characters; anything else names no link.
export const tokenParamsSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/) });

function tokenFrom(request: DeclaringRequest<{ params: typeof tokenParamsSchema }>): string {
  const result = declaredSchema(request, "params").safeParse(request.params);
  if (!result.success) {
    throw new AppError("NOT_FOUND", "No such sponsoring link.", { token: ["sponsor.error.invalid_link"] });
  }
  return result.data.token;
}

const sponsorsRoute = routeSchemaFor("Sponsors");

/**
 * Guest sponsoring (docs/product.md#sponsors-link, docs/api.md "Sponsors"). Public: the
 * captive portal asks, the mailed token authenticates the sponsor.
 */
export async function sponsorsRoutes(app: FastifyInstance) {
  const deps = sponsorsDependencies(app);

  app.post(
    "/sponsors",
    {
      schema: sponsorsRoute({
        summary: "A guest asks a sponsor for a code: the sponsor is mailed a link",
        auth: "none",
        body: sponsorRequestBodySchema,
        success: {
          status: 202,
          description: "`{expires_at}` of the mailed link (24 hours).",
          schema: sponsorRequestAnswerSchema,
        },
      }),
    },
    async (request, reply) => {
      const body = parseDeclared(request, "body");
      await app.enforceRateLimit(request, "sponsorRequestsPerSite", { value: body.site_id });
      const answer = await requestSponsoring(deps, body, { ip: request.ip, language: request.language });
      return reply.code(202).send(answer);
    },
  );

  app.get(
    "/sponsors/:token",
    {
      schema: sponsorsRoute({
        summary: "The request a sponsoring link names: the guest, the site, the days allowed",
        auth: "none",
        params: tokenParamsSchema,
        success: {
          status: 200,
          description: "The request and the end dates allowed.",
          schema: sponsorLinkPresentationSchema,
        },
      }),
    },
    async (request, reply) => {
      const token = tokenFrom(request);
      // Names and addresses of a guest: never kept by a cache.
      reply.header("cache-control", "no-store");
      return getSponsorLink(deps, token);
    },
  );

  app.post(
    "/sponsors/:token/use",
    {
      schema: sponsorsRoute({
        summary: "The sponsor accepts: the guest's code, valid to the end of the chosen day",
        description: "`ends_at`: a day (`2026-07-14`) or an ISO 8601 moment, from today to a month ahead (Paris).",
        auth: "none",
        params: tokenParamsSchema,
        body: clocked(sponsorUseBodySchema),
        success: {
          status: 201,
          description: "The code, also mailed to the guest.",
          schema: sponsoredCouponAnswerSchema,
        },
      }),
    },
    async (request, reply) => {
      const token = tokenFrom(request);
      const body = parseDeclared(request, "body", deps.now());
      reply.header("cache-control", "no-store");
      return reply.code(201).send(await useSponsorLink(deps, token, body));
    },
  );
}
