import { sponsorRequestBodySchema, sponsorUseBodySchema } from "@ondine/domain";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { AppError } from "../../errors/app-error";
import { parseWith } from "../../errors/parse-with";
import { getSponsorLink, requestSponsoring, useSponsorLink } from "./sponsors.service";
import { sponsorsDependencies } from "./sponsors-dependencies";

// Tokens are 43 base64url characters; anything else names no link.
export const tokenParamsSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/) });

function tokenFrom(params: unknown): string {
  const result = tokenParamsSchema.safeParse(params);
  if (!result.success) {
    throw new AppError("NOT_FOUND", "No such sponsoring link.", { token: ["sponsor.error.invalid_link"] });
  }
  return result.data.token;
}

/**
 * Guest sponsoring (SPEC §7 "Sponsors", docs/api.md "Sponsors"). Public: the
 * captive portal asks, the mailed token authenticates the sponsor.
 */
export async function sponsorsRoutes(app: FastifyInstance) {
  const deps = sponsorsDependencies(app);

  app.post("/sponsors", async (request, reply) => {
    const body = parseWith(sponsorRequestBodySchema, request.body);
    await app.enforceRateLimit(request, "sponsorRequestsPerSite", { value: body.site_id });
    const answer = await requestSponsoring(deps, body, { ip: request.ip, language: request.language });
    return reply.code(202).send(answer);
  });

  app.get("/sponsors/:token", async (request, reply) => {
    const token = tokenFrom(request.params);
    // Names and addresses of a guest: never kept by a cache.
    reply.header("cache-control", "no-store");
    return getSponsorLink(deps, token);
  });

  app.post("/sponsors/:token/use", async (request, reply) => {
    const token = tokenFrom(request.params);
    const body = parseWith(sponsorUseBodySchema(deps.now()), request.body);
    reply.header("cache-control", "no-store");
    return reply.code(201).send(await useSponsorLink(deps, token, body));
  });
}
