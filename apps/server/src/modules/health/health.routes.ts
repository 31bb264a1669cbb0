import { healthResponseSchema } from "@ondine/domain";
import type { FastifyInstance } from "fastify";
import { routeSchemaFor } from "../../openapi/route-schema";
import { readServerVersion } from "../../server-package";
import { createHealthRepository } from "./health.repository";
import { createHealthService } from "./health.service";

const healthRoute = routeSchemaFor("Health");

/** `GET /api/health`: 200 when the database answers, 503 (status "degraded") when it does not. */
export async function healthRoutes(app: FastifyInstance) {
  const service = createHealthService({
    repository: createHealthRepository(app.database),
    engine: app.database.engine,
    version: readServerVersion(),
  });

  const schema = healthRoute({
    summary: "Whether the server and its database answer",
    description: '503, with the same body and `status: "degraded"`, when the database does not answer.',
    auth: "none",
    success: { status: 200, description: "Up.", schema: healthResponseSchema },
  });
  app.get("/health", { config: { actor: "none" }, schema }, async (_request, reply) => {
    const health = await service.getHealth();
    return reply
      .code(health.status === "ok" ? 200 : 503)
      .header("cache-control", "no-store")
      .send(health);
  });
}
