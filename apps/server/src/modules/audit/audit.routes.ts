import { auditEventsPageSchema, pageQuerySchema } from "@ondine/domain";
import type { FastifyInstance } from "fastify";
import { moduleDependencies } from "../../module-dependencies";
import { parseDeclared } from "../../openapi/declared-input";
import { routeSchemaFor } from "../../openapi/route-schema";
import { requireAdmin } from "../../plugins/authentication";
import { listAuditEvents } from "./audit.service";

const auditRoute = routeSchemaFor("Audit");

/** `GET /api/audit_events?page=`: the security log, newest first, for admins. */
export async function auditRoutes(app: FastifyInstance) {
  const deps = moduleDependencies(app);
  app.get(
    "/audit_events",
    {
      schema: auditRoute({
        summary: "The security log, newest first, 50 a page (admins)",
        auth: "signed-in",
        querystring: pageQuerySchema,
        success: { status: 200, description: "One page of the log.", schema: auditEventsPageSchema },
      }),
    },
    async (request, reply) => {
      requireAdmin(request);
      const { page } = parseDeclared(request, "querystring");
      reply.header("cache-control", "no-store");
      return listAuditEvents(deps.db, page);
    },
  );
}
