import type { FastifyInstance, FastifyRequest } from "fastify";
import { requireActor } from "../../plugins/authentication";
import { searchIndex } from "./search.service";
import { searchDependencies } from "./search-dependencies";
import { searchInputError } from "./search-input-error";

type SearchRequestParts = { Params: { index: string }; Querystring: Record<string, unknown> };

/**
 * `POST /api/es_proxy/{index}/_search` (SPEC §7 "Search proxy"), and `GET`
 * as Elasticsearch clients send a search without a body. Its own JSON
 * reading: an empty body is a match_all, and unreadable JSON answers 400
 * WRONG_PARAMETERS like every other refused search.
 */
export async function searchRoutes(app: FastifyInstance) {
  const readJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  // Elasticsearch and OpenSearch clients may send their own JSON media types.
  const jsonTypes = ["application/json", "application/vnd.opensearch+json", "application/vnd.elasticsearch+json"];
  app.addContentTypeParser(jsonTypes, { parseAs: "string" }, (request, body, done) => {
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

  const handler = async (request: FastifyRequest<SearchRequestParts>) => {
    const actor = requireActor(request);
    // Fastify reads no GET body: refuse one rather than search without it.
    const hasBody =
      Number(request.headers["content-length"] ?? 0) > 0 || request.headers["transfer-encoding"] !== undefined;
    if (request.method === "GET" && hasBody) {
      throw searchInputError("", "search.unsupported", "Send a search with a body by POST.");
    }
    return searchIndex(deps, {
      index: request.params.index,
      body: request.body,
      urlParameters: { ...request.query },
      actor,
      scope: request.scope,
      now: app.clock.now(),
    });
  };
  // A search by POST changes nothing: a read-only API token may search.
  app.post<SearchRequestParts>("/es_proxy/:index/_search", { config: { readsOnly: true } }, handler);
  app.get<SearchRequestParts>("/es_proxy/:index/_search", handler);
}
