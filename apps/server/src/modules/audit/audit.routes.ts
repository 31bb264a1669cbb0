import { pageQuerySchema } from "@ondine/domain";
import type { FastifyInstance } from "fastify";
import { parseDeclared } from "../../openapi/declared-input";
import { routeSchemaFor } from "../../openapi/route-schema";
import { requireAdmin } from "../../plugins/authentication";
import { listAuditEvents } from "./audit.service";

const auditRoute = routeSchemaFor("Audit");

/** `GET /api/audit_events?page=`: the security log, newest first, for admins. */
export async function auditRoutes(app: FastifyInstance) {
  app.get(
    "/audit_events",
    {
      schema: auditRoute({
        summary: "The security log, newest first, 50 a page (admins)",
        auth: "signed-in",
        querystring: pageQuerySchema,
      }),
    },
    async (request, reply) => {
      requireAdmin(request);
      const { page } = parseDeclared(request, "querystring");
      reply.header("cache-control", "no-store");
      return listAuditEvents(app.database.db, page);
    },
  );
}
