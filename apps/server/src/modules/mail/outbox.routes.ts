import { pageQuerySchema } from "@ondine/domain";
import type { FastifyInstance } from "fastify";
import { parseWith } from "../../errors/parse-with";
import { requireAdmin } from "../../plugins/authentication";
import { listOutboxMessages } from "./outbox.service";

/** `GET /api/admin/outbox?page=`: mails and SMS held, sent or failed, newest first, for admins. */
export async function outboxRoutes(app: FastifyInstance) {
  app.get("/admin/outbox", async (request, reply) => {
    requireAdmin(request);
    const { page } = parseWith(pageQuerySchema, request.query);
    // The bodies hold live links (reset, confirmation): never cached.
    reply.header("cache-control", "no-store");
    return listOutboxMessages(app.database.db, page);
  });
}
