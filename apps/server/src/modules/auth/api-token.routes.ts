import { generateApiTokenBodySchema, generatedApiTokenSchema } from "@ondine/domain";
import type { FastifyInstance } from "fastify";
import { parseWith } from "../../errors/parse-with";
import { declaredSchema } from "../../openapi/declared-input";
import { clocked, routeSchemaFor } from "../../openapi/route-schema";
import { requireActor } from "../../plugins/authentication";
import { generateApiToken } from "./api-token.service";
import { authDependencies } from "./auth-dependencies";

const apiTokenRoute = routeSchemaFor("API tokens");

/**
 * docs/product.md#accounts-api-token `POST /api/generate_api_token`; the console's older `/api/api/...`
 * path answers too. No body (SPEC's plain call) is an empty one.
 */
export async function apiTokenRoutes(app: FastifyInstance) {
  const deps = authDependencies(app);
  for (const path of ["/generate_api_token", "/api/generate_api_token"]) {
    app.post(
      path,
      {
        schema: apiTokenRoute({
          summary: "Make the caller's API token (shown once; the previous one stops working)",
          description:
            "For holders of the api role, from their own browser session (not while logged in as someone). " +
            'The body may restrict the token to reading and give it a last day (docs/api.md "API tokens").',
          auth: "browser-session",
          body: clocked(generateApiTokenBodySchema),
          success: {
            status: 200,
            description: "`{api_token, read_only, expires_at}`.",
            schema: generatedApiTokenSchema,
          },
        }),
      },
      async (request) => {
        const actor = requireActor(request);
        const restrictions = parseWith(declaredSchema(request, "body", deps.now()), request.body ?? {});
        return generateApiToken(deps, actor, restrictions, request.ip);
      },
    );
  }
}
