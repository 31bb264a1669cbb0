import { canUseApiToken, graphqlResponseSchema } from "@ondine/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import mercurius from "mercurius";
import { AppError } from "../../errors/app-error";
import { moduleDependencies } from "../../module-dependencies";
import { routeSchemaFor } from "../../openapi/route-schema";
import { requireActor } from "../../plugins/authentication";
import { couponsDependencies } from "../coupons";
import type { IotDependencies } from "../iot";
import { privateWifiDependencies, privateWifiRoomKeys } from "../private-wifi";
import { searchDependencies } from "../search";
import type { RequestActor } from "../sessions";
import { ticketsDependencies } from "../tickets";
import { refuseOversizedAnswer } from "./answer-size";
import { createGraphqlDocumentCheck } from "./document-limits";
import type { GraphqlContext } from "./graphql-context";
import { formatGraphqlErrors } from "./graphql-errors";
import { createGraphqlLoaders } from "./graphql-loaders";
import { graphqlQueryStringSchema, graphqlRequestBodySchema, readGraphqlRequest } from "./graphql-request-schema";
import { graphqlResolvers } from "./graphql-resolvers";
import { graphqlTypeDefs } from "./graphql-schema";
import { refuseCostlyQuery } from "./query-cost-rule";

const graphqlRoute = routeSchemaFor("GraphQL");

const graphqlDescription =
  'The integrators\' API (docs/api.md "GraphQL"), for the api role: the schema is at GET /api/graphql/schema.graphql. ' +
  "Errors carry the code (docs/product.md#errors) in `extensions.code`; depth and cost are limited, and requests counted per account.";

const graphqlPostSchema = graphqlRoute({
  summary: "Run a GraphQL query or mutation",
  description: graphqlDescription,
  auth: "signed-in",
  body: graphqlRequestBodySchema,
  success: { status: 200, description: "`{data, errors}`.", schema: graphqlResponseSchema },
});

const graphqlGetSchema = graphqlRoute({
  summary: "Run a GraphQL query (no mutation) from the query string",
  description: graphqlDescription,
  auth: "signed-in",
  querystring: graphqlQueryStringSchema,
  success: { status: 200, description: "`{data, errors}`.", schema: graphqlResponseSchema },
});

/** Signed in (X-API-TOKEN or the console's session) with the api role (docs/product.md#accounts-permissions), else 401 or 403 before the body is read. */
function requireApiUser(request: FastifyRequest): RequestActor {
  const actor = requireActor(request);
  if (!canUseApiToken(actor)) throw new AppError("NOT_ALLOWED", "The GraphQL API needs the api role.");
  return actor;
}

/**
 * `POST /api/graphql` (docs/decisions.md#graphql, docs/api.md "GraphQL"): the
 * integrators' API over the same services, scope and policies as the REST
 * calls, with the document's bounds and its cost checked before anything runs, a rate
 * per account, and the sites' statuses read in batches. `GET /api/graphql/schema.graphql`
 * gives the schema (SDL) to download.
 */
export async function graphqlRoutes(app: FastifyInstance) {
  const { db, now } = moduleDependencies(app);
  const search = searchDependencies(app);
  const coupons = couponsDependencies(app);
  const tickets = ticketsDependencies(app);
  const privateWifi = privateWifiDependencies(app);
  // As app.ts gives them to iotRoutes: a room's checkout changes the key its private Wi-Fi space shares.
  const iot: IotDependencies = { db, now, roomKeys: privateWifiRoomKeys };
  const advertisements = { db, now };
  const checkDocument = createGraphqlDocumentCheck();

  app.get(
    "/graphql/schema.graphql",
    {
      schema: graphqlRoute({
        summary: "The GraphQL schema, as SDL (with each field's @cost)",
        description: 'For the api role, as `POST /api/graphql` (docs/api.md "GraphQL").',
        auth: "signed-in",
        success: { status: 200, description: "The SDL.", mediaType: "text/plain" },
      }),
    },
    async (request, reply) => {
      requireApiUser(request);
      return reply
        .header("content-type", "text/plain; charset=utf-8")
        .header("content-disposition", 'attachment; filename="ondine-schema.graphql"')
        .header("cache-control", "private, no-cache")
        .send(`${graphqlTypeDefs.trim()}\n`);
    },
  );

  // Its own context: mercurius sets the error handler of the routes beside it.
  await app.register(async (graphql) => {
    graphql.addHook("onRoute", (route) => {
      // A read-only token may query: its mutations refuse it one by one (graphql-resolvers.ts).
      route.config = { ...route.config, readsOnly: true };
      // What the OpenAPI document says of mercurius's two routes, in place of its JSON schemas.
      route.schema = route.method === "GET" ? graphqlGetSchema : graphqlPostSchema;
    });
    graphql.addHook("onRequest", async (request) => {
      const actor = requireApiUser(request);
      await app.enforceRateLimit(request, "graphqlPerAccount", { value: actor.id });
    });
    // Before mercurius reads anything: the request's shape, then the document's bounds
    // (document-limits.ts), so no document costs more than its length to refuse.
    graphql.addHook("preValidation", async (request) => {
      const { query, operationName } = readGraphqlRequest(request);
      checkDocument(query, request.method, operationName);
    });
    graphql.addHook("onSend", async (_request, reply, payload) => refuseOversizedAnswer(reply, payload));

    await graphql.register(mercurius, {
      schema: graphqlTypeDefs,
      resolvers: graphqlResolvers,
      path: "/graphql",
      graphiql: false,
      // A query run a second time is compiled (graphql-jit): a page of 1,000 codes resolves its
      // 20,000 fields in a fraction of graphql-js's time (docs/performance.md "GraphQL: 1,000 codes").
      jit: 1,
      allowBatchedQueries: false,
      // Parsed and validated documents are cached by their text; the cost, which depends on the
      // variables (page sizes), is weighed before each execution below. The depth and the other
      // bounds of a document are checked before mercurius parses it (preValidation above).
      context: (request): GraphqlContext => {
        const context = {
          // onRequest refused the request without one; mercurius's error path may still ask for a context.
          actor: request.actor as RequestActor,
          scope: request.scope,
          language: request.language,
          ip: request.ip,
          now: now(),
          db,
          search,
          coupons,
          tickets,
          privateWifi,
          iot,
          advertisements,
        };
        return { ...context, loaders: createGraphqlLoaders(context) };
      },
      errorFormatter: formatGraphqlErrors as never,
    });
    graphql.graphql.addHook("preExecution", async (schema, document, _context, variables) => {
      refuseCostlyQuery(schema, document, variables ?? {});
    });
  });
}
