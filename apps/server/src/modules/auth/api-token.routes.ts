import { generateApiTokenBodySchema } from "@ondine/domain";
import type { FastifyInstance } from "fastify";
import { parseWith } from "../../errors/parse-with";
import { requireActor } from "../../plugins/authentication";
import { generateApiToken } from "./api-token.service";
import { authDependencies } from "./auth-dependencies";

/**
 * SPEC §7 `POST /api/generate_api_token`; the console's older `/api/api/...`
 * path answers too. No body (SPEC's plain call) is an empty one.
 */
export async function apiTokenRoutes(app: FastifyInstance) {
  const deps = authDependencies(app);
  const generate = async (request: Parameters<typeof requireActor>[0]) => {
    const actor = requireActor(request);
    const restrictions = parseWith(
      generateApiTokenBodySchema(deps.now()),
      request.body === undefined ? {} : request.body,
    );
    return generateApiToken(deps, actor, restrictions, request.ip);
  };
  app.post("/generate_api_token", generate);
  app.post("/api/generate_api_token", generate);
}
