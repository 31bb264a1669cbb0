import { healthResponseSchema } from "@ondine/domain";
import type { FastifyInstance } from "fastify";
import { routeSchemaFor } from "../../openapi/route-schema";
import { getHealth } from "./health.service";
import { healthDependencies } from "./health-dependencies";

const healthRoute = routeSchemaFor("Health");

/** `GET /api/health`: 200 when the database answers and no load is shed, 503 (status "degraded") otherwise. */
export async function healthRoutes(app: FastifyInstance) {
  const deps = healthDependencies(app);

  const schema = healthRoute({
    summary: "Whether the server and its database answer",
    description:
      '503, with the same body and `status: "degraded"`, when the database does not answer or the server sheds load ' +
      '(`event_loop.busy`: its event loop lags, docs/security.md "Load shedding"). Answered even then.',
    auth: "none",
    success: { status: 200, description: "Up.", schema: healthResponseSchema },
  });
  // Answered while the server sheds load: it is how a load balancer learns the server is busy.
  const answerUnderPressure = () => undefined;
  app.get(
    "/health",
    { config: { actor: "none", pressureHandler: answerUnderPressure }, schema },
    async (_request, reply) => {
      const health = await getHealth(deps);
      return reply
        .code(health.status === "ok" ? 200 : 503)
        .header("cache-control", "no-store")
        .send(health);
    },
  );
}
