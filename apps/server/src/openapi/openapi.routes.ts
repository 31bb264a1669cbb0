import type { FastifyInstance } from "fastify";
import { sendRevalidated } from "./revalidated-answer";
import { routeSchemaFor } from "./route-schema";

const referenceRoute = routeSchemaFor("Reference");

/**
 * `GET /api/openapi.json`: the OpenAPI 3.1 document of every /api call.
 * Public: it names the calls and their fields, no data and no secret.
 */
export async function openApiRoutes(app: FastifyInstance) {
  app.get(
    "/openapi.json",
    {
      config: { actor: "none" },
      schema: referenceRoute({
        summary: "This document: the OpenAPI 3.1 description of every call",
        auth: "none",
        success: {
          status: 200,
          description: "The OpenAPI document (OpenAPI 3.1); 304 when `If-None-Match` names its ETag.",
          mediaType: "application/json",
        },
      }),
    },
    async (request, reply) => sendRevalidated(request, reply, app.openApiDocument().answer),
  );
}
