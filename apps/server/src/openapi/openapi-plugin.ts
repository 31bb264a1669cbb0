import type { FastifyInstance } from "fastify";
import fastifyPlugin from "fastify-plugin";
import { isApiPath } from "../plugins/api-path";
import { readServerVersion } from "../server-package";
import { buildOpenApiDocument, type OpenApiDocument, type RegisteredRoute } from "./openapi-document";
import { type FixedAnswer, fixedAnswer } from "./revalidated-answer";

/** The document, and the answer of `GET /api/openapi.json` that sends it. */
export type PublishedOpenApiDocument = { document: OpenApiDocument; answer: FixedAnswer };

declare module "fastify" {
  interface FastifyInstance {
    /** The OpenAPI document of every /api route, built at its first use and then kept. */
    openApiDocument(): PublishedOpenApiDocument;
  }
}

/**
 * Collects the API's routes as they are registered (register it before the
 * modules) and decorates the app with their OpenAPI document. Built on first
 * use rather than at boot: most apps (tests, tools) never ask for it.
 */
export const openApiPlugin = fastifyPlugin(
  async (app: FastifyInstance) => {
    const routes: RegisteredRoute[] = [];
    app.addHook("onRoute", (route) => {
      if (!isApiPath(route.url)) return;
      for (const method of [route.method].flat()) {
        // Fastify adds a HEAD beside every GET: the GET documents both.
        if (method === "HEAD") continue;
        // Read when the document is built: a module's own onRoute hook, which runs after this one,
        // may still declare its routes (GraphQL, for the routes mercurius registers).
        routes.push({
          method,
          url: route.url,
          get schema() {
            return route.schema;
          },
          get config() {
            return route.config;
          },
        });
      }
    });
    let published: PublishedOpenApiDocument | undefined;
    app.decorate("openApiDocument", () => {
      if (!published) {
        const document = buildOpenApiDocument(routes, { version: readServerVersion(), now: app.clock.now() });
        published = { document, answer: fixedAnswer(JSON.stringify(document), "application/json; charset=utf-8") };
      }
      return published;
    });
  },
  { name: "ondine-openapi", dependencies: ["ondine-app-context"] },
);
