import type { FastifyInstance } from "fastify";
import { readServerVersion } from "../../server-package";
import { createHealthRepository } from "./health.repository";
import { createHealthService } from "./health.service";

/** `GET /api/health`: 200 when the database answers, 503 (status "degraded") when it does not. */
export async function healthRoutes(app: FastifyInstance) {
  const service = createHealthService({
    repository: createHealthRepository(app.database),
    engine: app.database.engine,
    version: readServerVersion(),
  });

  app.get("/health", { config: { actor: "none" } }, async (_request, reply) => {
    const health = await service.getHealth();
    return reply
      .code(health.status === "ok" ? 200 : 503)
      .header("cache-control", "no-store")
      .send(health);
  });
}
