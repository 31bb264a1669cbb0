import type { FastifyInstance } from "fastify";
import fastifyPlugin from "fastify-plugin";
import { emptyScope, type Scope } from "./scope";
import { scopeOf } from "./scope-of";

declare module "fastify" {
  interface FastifyRequest {
    /**
     * What tenant data this request may touch, from `request.actor`
     * (DESIGN.md "Tenancy"); the empty scope when nobody is signed in.
     */
    scope: Scope;
  }
}

/**
 * Computes `request.scope` once per request, right after the authentication
 * plugin set `request.actor` (hooks run in registration order).
 */
export const scopePlugin = fastifyPlugin(
  async (app: FastifyInstance) => {
    // Every request gets its own in the hook below (a shared object default is refused by Fastify).
    app.decorateRequest("scope");
    app.addHook("onRequest", async (request) => {
      request.scope = request.actor ? await scopeOf(app.database.db, request.actor) : emptyScope;
    });
  },
  { name: "ondine-scope", dependencies: ["ondine-authentication", "ondine-database"] },
);
