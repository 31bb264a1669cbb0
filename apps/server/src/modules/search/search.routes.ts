import { searchAnswerSchema, searchIndexNames } from "@ondine/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { AppError } from "../../errors/app-error";
import { moduleDependencies } from "../../module-dependencies";
import { type DeclaringRequest, declaredSchema } from "../../openapi/declared-input";
import { routeSchemaFor } from "../../openapi/route-schema";
import { requireActor } from "../../plugins/authentication";
import { searchIndex } from "./search.service";
import { searchDependencies } from "./search-dependencies";
import { searchInputError } from "./search-input-error";

const searchPathParamsSchema = z.object({ index: z.enum(searchIndexNames) });

/** The index a search names (docs/product.md#search nine); another answers 404 before the caller's roles are read. */
function searchIndexFrom(request: DeclaringRequest<{ params: typeof searchPathParamsSchema }>) {
  const result = declaredSchema(request, "params").safeParse(request.params);
  if (!result.success) {
    throw new AppError("NOT_FOUND", `No search index ${(request.params as { index?: unknown }).index}.`);
  }
  return result.data.index;
}

const searchRoute = routeSchemaFor("Search");

// Elasticsearch and OpenSearch clients may send their own JSON media types.
const searchMediaTypes = ["application/json", "application/vnd.opensearch+json", "application/vnd.elasticsearch+json"];

const searchDescription =
  "A subset of the Elasticsearch query DSL over the indexes (docs/product.md#search), answered in Elasticsearch's shape " +
  "within the caller's scope; the subset, the URL parameters and the roles: docs/search.md.";

const searchSchemas = {
  POST: searchRoute({
    summary: "Search an index",
    description: `${searchDescription} An empty body is a \`match_all\`.`,
    auth: "signed-in",
    params: searchPathParamsSchema,
    // The body is the search DSL, read by the module's own parser (dsl/), not by a zod schema.
    consumes: searchMediaTypes,
    success: { status: 200, description: "Elasticsearch's response shape.", schema: searchAnswerSchema },
  }),
  GET: searchRoute({
    summary: "Search an index without a body (a match_all, or URL parameters only)",
    description: `${searchDescription} A GET with a body answers 400: send it by POST.`,
    auth: "signed-in",
    params: searchPathParamsSchema,
    success: { status: 200, description: "Elasticsearch's response shape.", schema: searchAnswerSchema },
  }),
};

/**
 * `POST /api/es_proxy/{index}/_search` (docs/product.md#search), and `GET`
 * as Elasticsearch clients send a search without a body. Its own JSON
 * reading: an empty body is a match_all, and unreadable JSON answers 400
 * WRONG_PARAMETERS like every other refused search.
 */
export async function searchRoutes(app: FastifyInstance) {
  const readJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser(searchMediaTypes, { parseAs: "string" }, (request, body, done) => {
    if (typeof body !== "string" || body.trim() === "") {
      done(null, undefined);
      return;
    }
    readJson(request, body, (error, value) => {
      if (error) done(searchInputError("", "search.malformed_json"), undefined);
      else done(null, value);
    });
  });

  const deps = searchDependencies(app);
  const { now } = moduleDependencies(app);

  const search = async (request: FastifyRequest & DeclaringRequest<{ params: typeof searchPathParamsSchema }>) => {
    const actor = requireActor(request);
    // Fastify reads no GET body: refuse one rather than search without it.
    const hasBody =
      Number(request.headers["content-length"] ?? 0) > 0 || request.headers["transfer-encoding"] !== undefined;
    if (request.method === "GET" && hasBody) {
      throw searchInputError("", "search.unsupported", "Send a search with a body by POST.");
    }
    const index = searchIndexFrom(request);
    return searchIndex(deps, {
      index,
      body: request.body,
      urlParameters: { ...(request.query as Record<string, unknown>) },
      actor,
      scope: request.scope,
      now: now(),
    });
  };
  // A search by POST changes nothing: a read-only API token may search.
  app.post("/es_proxy/:index/_search", { schema: searchSchemas.POST, config: { readsOnly: true } }, search);
  app.get("/es_proxy/:index/_search", { schema: searchSchemas.GET }, search);
}
