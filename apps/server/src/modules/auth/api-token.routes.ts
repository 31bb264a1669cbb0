import type { FastifyInstance } from "fastify";
import { routeSchemaFor } from "../../openapi/route-schema";
import { requireActor } from "../../plugins/authentication";
import { generateApiToken } from "./api-token.service";
import { authDependencies } from "./auth-dependencies";

const apiTokenRoute = routeSchemaFor("API tokens");

/** SPEC §7 `POST /api/generate_api_token`; the console's older `/api/api/...` path answers too. */
export async function apiTokenRoutes(app: FastifyInstance) {
  const deps = authDependencies(app);
  const options = {
    schema: apiTokenRoute({
      summary: "Make the caller's API token (shown once; the previous one stops working)",
      description: "For holders of the api role, from their own browser session (not while logged in as someone).",
      auth: "browser-session",
      success: { status: 200, description: "`{api_token}`." },
    }),
  };
  const generate = async (request: Parameters<typeof requireActor>[0]) =>
    generateApiToken(deps, requireActor(request), request.ip);
  app.post("/generate_api_token", options, generate);
  app.post("/api/generate_api_token", options, generate);
}
