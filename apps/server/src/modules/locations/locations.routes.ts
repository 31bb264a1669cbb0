import {
  buildingsAnswerSchema,
  buildingsQuerySchema,
  locationOptionsAnswerSchema,
  locationOptionsQuerySchema,
} from "@ondine/domain";
import type { FastifyInstance } from "fastify";
import { moduleDependencies } from "../../module-dependencies";
import { parseDeclared } from "../../openapi/declared-input";
import { routeSchemaFor } from "../../openapi/route-schema";
import { requireActor } from "../../plugins/authentication";
import { listBuildings } from "./buildings.service";
import { listLocationOptions } from "./locations.service";

const locationsRoute = routeSchemaFor("Locations");

/**
 * `GET /api/locations?search=&type=&state=&limit=`: the location pickers'
 * source, within the caller's scope. `GET /api/locations/buildings?site=|organism=`:
 * the buildings of a site or an organism, with their access points counted.
 */
export async function locationsRoutes(app: FastifyInstance) {
  const deps = moduleDependencies(app);
  app.get(
    "/locations",
    {
      schema: locationsRoute({
        summary: "Organisms and sites of the caller's scope, by name (the location pickers)",
        auth: "signed-in",
        querystring: locationOptionsQuerySchema,
        success: { status: 200, description: "The locations found.", schema: locationOptionsAnswerSchema },
      }),
    },
    async (request) => {
      requireActor(request);
      const query = parseDeclared(request, "querystring");
      return listLocationOptions(deps.db, request.scope, query);
    },
  );

  app.get(
    "/locations/buildings",
    {
      schema: locationsRoute({
        summary: "The buildings of a site or an organism, their access points counted",
        auth: "signed-in",
        querystring: buildingsQuerySchema,
        success: { status: 200, description: "The buildings.", schema: buildingsAnswerSchema },
      }),
    },
    async (request) => {
      requireActor(request);
      const query = parseDeclared(request, "querystring");
      return listBuildings(deps.db, request.scope, query);
    },
  );
}
