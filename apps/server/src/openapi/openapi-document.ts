import { isStateChanging } from "../plugins/authentication";
import { errorResponse, errorResponsesOf, errorSchema } from "./error-responses";
import { jsonSchemaOf, objectPropertiesOf, type SharedSchemas } from "./json-schema";
import { ClockedSchema, type InputSchema, type RouteSchema } from "./route-schema";
import { securityOf, securitySchemes } from "./security-schemes";

/** A route as Fastify's `onRoute` hook reports it. */
export type RegisteredRoute = {
  method: string;
  url: string;
  schema?: unknown;
  config?: { changesState?: boolean };
};

/** A route's path in OpenAPI's form: `/api/coupons/:id` is `/api/coupons/{id}`. */
export function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, "{$1}");
}

/** SPEC writes some paths with a trailing slash: they answer both ways, and are documented once, without it. */
export function withoutTrailingSlash(url: string): string {
  return url.replace(/(.)\/$/, "$1");
}

/** Whether a route declared what the document needs of it (`routeSchemaFor`): a summary, its group, who may call it. */
export function isDocumented(schema: unknown): schema is RouteSchema {
  return (
    typeof schema === "object" &&
    schema !== null &&
    "summary" in schema &&
    "auth" in schema &&
    "tags" in schema &&
    Array.isArray(schema.tags)
  );
}

type DocumentContext = { now: Date; shared: SharedSchemas; operationName: string };

function zodOf(declared: InputSchema, now: Date) {
  return declared instanceof ClockedSchema ? declared.build(now) : declared;
}

function parametersOf(
  declared: InputSchema | undefined,
  location: "path" | "query",
  context: DocumentContext,
): unknown[] {
  if (!declared) return [];
  const json = jsonSchemaOf(zodOf(declared, context.now), {
    io: "input",
    namePrefix: `${context.operationName}_${location}_`,
    shared: context.shared,
  });
  const { properties, required } = objectPropertiesOf(json);
  return Object.entries(properties).map(([name, { description, ...schema }]) => ({
    name,
    in: location,
    // A path parameter is always there: the route matches nothing without it.
    required: location === "path" || required.includes(name),
    ...(typeof description === "string" ? { description } : {}),
    schema,
  }));
}

function requestBodyOf(schema: RouteSchema, context: DocumentContext) {
  const mediaTypes = schema.consumes ?? ["application/json"];
  if (!schema.body) {
    // A body read its own way (the search DSL): documented as any JSON, its rules in the description.
    return schema.consumes && { content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: {} }])) };
  }
  const zod = zodOf(schema.body, context.now);
  const json = jsonSchemaOf(zod, { io: "input", namePrefix: `${context.operationName}_body_`, shared: context.shared });
  return {
    required: !zod.safeParse(undefined).success,
    content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: json }])),
  };
}

function successResponseOf(schema: RouteSchema, context: DocumentContext) {
  const success = schema.success ?? { status: 200, description: "The answer (docs/api.md)." };
  const body =
    success.schema &&
    jsonSchemaOf(success.schema, {
      io: "output",
      namePrefix: `${context.operationName}_answer_`,
      shared: context.shared,
    });
  const mediaTypes = [success.mediaType ?? "application/json"].flat();
  const content = body
    ? { content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: body }])) }
    : success.mediaType
      ? { content: Object.fromEntries(mediaTypes.map((type) => [type, {}])) }
      : {};
  return { [success.status]: { description: success.description, ...content } };
}

function operationOf(route: RegisteredRoute, schema: RouteSchema, context: DocumentContext) {
  const requestBody = requestBodyOf(schema, context);
  return {
    summary: schema.summary,
    ...(schema.description ? { description: schema.description } : {}),
    tags: [...schema.tags],
    security: securityOf(schema.auth, isStateChanging(route.method, route.config)),
    parameters: [
      ...parametersOf(schema.params, "path", context),
      ...parametersOf(schema.querystring, "query", context),
    ],
    ...(requestBody ? { requestBody } : {}),
    responses: { ...successResponseOf(schema, context), ...errorResponsesOf(schema) },
  };
}

/**
 * The OpenAPI 3.1 document of the API's routes, from the schemas they
 * declare (`schema: routeSchemaFor(...)`) and validate. Routes without a
 * declaration are left out: openapi.routes.test.ts fails on them.
 */
export function buildOpenApiDocument(routes: readonly RegisteredRoute[], options: { version: string; now: Date }) {
  const shared: SharedSchemas = {};
  const paths: Record<string, Record<string, unknown>> = {};
  const tags: string[] = [];
  const registered = new Set(routes.map((route) => `${route.method} ${route.url}`));
  for (const route of routes) {
    const path = withoutTrailingSlash(route.url);
    if (path !== route.url && registered.has(`${route.method} ${path}`)) continue;
    if (!isDocumented(route.schema)) continue;
    const method = route.method.toLowerCase();
    const operationName = `${method}${path.replace(/[^A-Za-z0-9]+/g, "_")}`;
    const pathItem = paths[openApiPath(path)] ?? {};
    pathItem[method] = operationOf(route, route.schema, { now: options.now, shared, operationName });
    paths[openApiPath(path)] = pathItem;
    for (const tag of route.schema.tags) if (!tags.includes(tag)) tags.push(tag);
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Ondine API",
      version: options.version,
      description:
        "The REST calls of the Ondine console, under `/api`, generated from the zod schemas each route " +
        "validates with. Conventions (languages, request ids, errors): docs/api.md.",
    },
    tags: tags.map((name) => ({ name })),
    paths,
    components: {
      schemas: { Error: errorSchema(shared), ...shared },
      responses: { Error: errorResponse },
      securitySchemes,
    },
  };
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;
