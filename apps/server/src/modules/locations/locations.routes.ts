import { locationOptionsQuerySchema } from "@ondine/domain";
import type { FastifyInstance } from "fastify";
import { parseWith } from "../../errors/parse-with";
import { requireActor } from "../../plugins/authentication";
import { listLocationOptions } from "./locations.service";

/** `GET /api/locations?search=&type=&state=&limit=`: the location pickers' source, within the caller's scope. */
export async function locationsRoutes(app: FastifyInstance) {
  app.get("/locations", async (request) => {
    requireActor(request);
    const query = parseWith(locationOptionsQuerySchema, request.query);
    return listLocationOptions(app.database.db, request.scope, query);
  });
}
