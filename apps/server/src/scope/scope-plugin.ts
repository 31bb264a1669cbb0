import type { FastifyInstance } from "fastify";
import fastifyPlugin from "fastify-plugin";
import type { RequestActor } from "../modules/sessions";
import { emptyScope, type Scope } from "./scope";
import { scopeOf } from "./scope-of";

declare module "fastify" {
  interface FastifyRequest {
    /**
     * What tenant data this request may touch, from `request.actor`
     * (docs/decisions.md#tenancy); the empty scope when nobody is signed in.
     */
    scope: Scope;
  }
}

/**
 * Computes `request.scope` once per request, right after the authentication
 * plugin set `request.actor` (hooks run in registration order). An actor
 * object the principal cache serves again keeps its scope: any change the
 * scope is made of drops that actor from the cache (migration 0009), so the
 * next request brings a new object and a new scope.
 */
export const scopePlugin = fastifyPlugin(
  async (app: FastifyInstance) => {
    // Every request gets its own in the hook below (a shared object default is refused by Fastify).
    app.decorateRequest("scope");
    const scopeOfActor = new WeakMap<RequestActor, Scope>();
    app.addHook("onRequest", async (request) => {
      const actor = request.actor;
      if (!actor) {
        request.scope = emptyScope;
        return;
      }
      let scope = scopeOfActor.get(actor);
      if (!scope) {
        scope = await scopeOf(app.database.db, actor);
        scopeOfActor.set(actor, scope);
      }
      request.scope = scope;
    });
  },
  { name: "ondine-scope", dependencies: ["ondine-authentication", "ondine-database"] },
);
