import { livenessResponseSchema, readinessResponseSchema } from "@ondine/domain";
import type { FastifyInstance } from "fastify";
import { routeSchemaFor } from "../../openapi/route-schema";
import { healthDependencies } from "./health-dependencies";
import { getLiveness, getReadiness } from "./probes.service";

const healthRoute = routeSchemaFor("Health");

// Answered while the server sheds load: a probe refused as busy would read as dead or unready.
const answerUnderPressure = () => undefined;

/**
 * The probes of load balancers, systemd and Kubernetes (docs/operations.md#metrics):
 * `GET /api/health/live` (the process turns) and `GET /api/health/ready` (it can serve).
 */
export async function healthProbesRoutes(app: FastifyInstance) {
  const deps = healthDependencies(app);

  app.get(
    "/health/live",
    {
      config: { actor: "none", pressureHandler: answerUnderPressure },
      schema: healthRoute({
        summary: "Whether the process runs and its event loop turns (liveness)",
        description:
          "Always 200 while the process answers at all; asks nothing of the database, so that a database " +
          "outage does not get every instance restarted. A probe that times out here means a stuck process.",
        auth: "none",
        success: { status: 200, description: "Alive.", schema: livenessResponseSchema },
      }),
    },
    async (_request, reply) => reply.header("cache-control", "no-store").send(getLiveness(deps)),
  );

  app.get(
    "/health/ready",
    {
      config: { actor: "none", pressureHandler: answerUnderPressure },
      schema: healthRoute({
        summary: "Whether this instance can serve: database up and migrated (readiness)",
        description:
          '503, with the same body and `status: "not_ready"`, while the database does not answer or has applied ' +
          "fewer migrations than this version ships (`migrations_expected`). Answered even while the server sheds load.",
        auth: "none",
        success: { status: 200, description: "Ready.", schema: readinessResponseSchema },
      }),
    },
    async (_request, reply) => {
      const readiness = await getReadiness(deps);
      return reply
        .code(readiness.status === "ready" ? 200 : 503)
        .header("cache-control", "no-store")
        .send(readiness);
    },
  );
}
