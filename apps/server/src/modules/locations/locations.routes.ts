import { buildingsQuerySchema, locationOptionsQuerySchema } from "@ondine/domain";
import type { FastifyInstance } from "fastify";
import { parseWith } from "../../errors/parse-with";
import { requireActor } from "../../plugins/authentication";
import { listBuildings } from "./buildings.service";
import { listLocationOptions } from "./locations.service";

/**
 * `GET /api/locations?search=&type=&state=&limit=`: the location pickers'
 * source, within the caller's scope. `GET /api/locations/buildings?site=|organism=`:
 * the buildings of a site or an organism, with their access points counted.
 */
export async function locationsRoutes(app: FastifyInstance) {
  app.get("/locations", async (request) => {
    requireActor(request);
    const query = parseWith(locationOptionsQuerySchema, request.query);
    return listLocationOptions(app.database.db, request.scope, query);
  });

  app.get("/locations/buildings", async (request) => {
    requireActor(request);
    const query = parseWith(buildingsQuerySchema, request.query);
    return listBuildings(app.database.db, request.scope, query);
  });
}
