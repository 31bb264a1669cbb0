import { pageQuerySchema } from "@ondine/domain";
import type { FastifyInstance } from "fastify";
import { parseWith } from "../../errors/parse-with";
import { requireAdmin } from "../../plugins/authentication";
import { listAuditEvents } from "./audit.service";

/** `GET /api/audit_events?page=`: the security log, newest first, for admins. */
export async function auditRoutes(app: FastifyInstance) {
  app.get("/audit_events", async (request, reply) => {
    requireAdmin(request);
    const { page } = parseWith(pageQuerySchema, request.query);
    reply.header("cache-control", "no-store");
    return listAuditEvents(app.database.db, page);
  });
}
