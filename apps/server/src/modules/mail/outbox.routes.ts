import { outboxPageSchema, pageQuerySchema } from "@ondine/domain";
import type { FastifyInstance } from "fastify";
import { moduleDependencies } from "../../module-dependencies";
import { parseDeclared } from "../../openapi/declared-input";
import { routeSchemaFor } from "../../openapi/route-schema";
import { requireAdmin } from "../../plugins/authentication";
import { listOutboxMessages } from "./outbox.service";

const outboxRoute = routeSchemaFor("Outbox");

/** `GET /api/admin/outbox?page=`: mails and SMS held, sent or failed, newest first, for admins. */
export async function outboxRoutes(app: FastifyInstance) {
  const deps = moduleDependencies(app);
  app.get(
    "/admin/outbox",
    {
      schema: outboxRoute({
        summary: "Mails and SMS held, sent or failed, newest first, 50 a page (admins)",
        auth: "signed-in",
        querystring: pageQuerySchema,
        success: { status: 200, description: "One page of the outbox.", schema: outboxPageSchema },
      }),
    },
    async (request, reply) => {
      requireAdmin(request);
      const { page } = parseDeclared(request, "querystring");
      // The bodies hold live links (reset, confirmation): never cached.
      reply.header("cache-control", "no-store");
      return listOutboxMessages(deps.db, page);
    },
  );
}
