import type { FastifyInstance } from "fastify";
import { requireActor } from "../../plugins/authentication";
import { generateApiToken } from "./api-token.service";
import { authDependencies } from "./auth-dependencies";

/** SPEC §7 `POST /api/generate_api_token`; the console's older `/api/api/...` path answers too. */
export async function apiTokenRoutes(app: FastifyInstance) {
  const deps = authDependencies(app);
  const generate = async (request: Parameters<typeof requireActor>[0]) =>
    generateApiToken(deps, requireActor(request), request.ip);
  app.post("/generate_api_token", generate);
  app.post("/api/generate_api_token", generate);
}
