import fastifyCookie from "@fastify/cookie";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fastifyPlugin from "fastify-plugin";
import type { Database } from "../db";
import { AppError } from "../errors/app-error";
import {
  checkApiToken,
  clearSessionCookies,
  csrfHeaderName,
  endSession,
  PrincipalCache,
  principalChannel,
  type RequestActor,
  readPrincipalVersion,
  requireWriteAccess,
  resolveSession,
  sessionCookieName,
  sharedRead,
} from "../modules/sessions";
import { secretsEqual } from "../security/secret-tokens";
import { isApiPath } from "./api-path";

declare module "fastify" {
  interface FastifyInstance {
    /** Who sessions and API tokens act as, kept while the database's notifications say nothing changed. */
    principals: PrincipalCache;
  }
  interface FastifyRequest {
    /** Who the request acts as (session cookie or X-API-TOKEN), null when anonymous. */
    actor: RequestActor | null;
  }
  interface FastifyContextConfig {
    /**
     * A GET that changes state (SPEC's sign_out, log-as, resend...): like a
     * POST, it needs the X-CSRF-Token header when a session cookie signs it.
     */
    changesState?: boolean;
    /**
     * A POST that only reads (the search proxy; GraphQL, which refuses its
     * mutations itself): a read-only API token may call it. It still needs
     * the CSRF header when a session cookie signs it.
     */
    readsOnly?: boolean;
    /**
     * "none": a public call that never reads request.actor nor request.scope:
     * no session or API token is looked up for it (and none is refused).
     */
    actor?: "none";
  }
}

export const apiTokenHeaderName = "x-api-token";

/**
 * Whether an actor may act from a client address (docs/security.md
 * "Organism security"): organism-security's `MemberAddressCheck`, handed in
 * by app.ts (a plugin does not reach into a module that imports it back).
 * `trusted`: the principal cache may be read for this request.
 */
export type ActorAddressCheck = {
  allows(db: Database, actor: RequestActor, ip: string, trusted: boolean): Promise<boolean>;
};

export type AuthenticationOptions = {
  /** Made once with the app's principal cache, whose notifications it follows. */
  addressCheck: (principals: PrincipalCache) => ActorAddressCheck;
};

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/** Whether a call changes state, so that a session cookie must come with X-CSRF-Token (the OpenAPI document says it too). */
export function isStateChanging(method: string, config: { changesState?: boolean } | undefined): boolean {
  return !safeMethods.has(method) || config?.changesState === true;
}

/**
 * Whether a read-only API token may make the request: it changes nothing, or
 * its route declared it a read (an unknown call answers its 404).
 */
function isReadForApiToken(request: FastifyRequest): boolean {
  return (
    !isStateChanging(request.method, request.routeOptions.config) ||
    request.routeOptions.config.readsOnly === true ||
    request.is404
  );
}

/** Whether the route declared it needs no actor (`config: { actor: "none" }`). */
export function needsNoActor(request: FastifyRequest): boolean {
  return request.routeOptions.config?.actor === "none";
}

/**
 * Sets `request.actor` on every API request: from X-API-TOKEN (no session,
 * no CSRF: the header itself cannot be sent by another site; an expired
 * token answers 401, a read-only one 403 on any call that changes state
 * unless its route `readsOnly`), else from the
 * `ondine_session` cookie, whose state-changing requests must echo the
 * session's CSRF token in X-CSRF-Token (docs/security.md). Registers
 * @fastify/cookie for the whole app. Who a session or token acts as comes
 * from `app.principals` when nothing changed since it was read
 * (docs/security.md "Principal cache"). A member whose organisms do not
 * allow the client address is refused 403 IP_NOT_ALLOWED, and their browser
 * session ends (docs/security.md "Organism security").
 */
export const authenticationPlugin = fastifyPlugin(
  async (app: FastifyInstance, options: AuthenticationOptions) => {
    await app.register(fastifyCookie);
    app.decorateRequest("actor", null);
    const principals = new PrincipalCache();
    app.decorate("principals", principals);
    const addressCheck = options.addressCheck(principals);
    let stopListening: (() => Promise<void>) | undefined;
    const startCache = async () => {
      try {
        principals.start(await readPrincipalVersion(app.database.db));
      } catch (error) {
        app.log.warn({ err: error }, "Cannot read principal_changes: the principal cache stays off");
      }
    };
    app.addHook("onReady", async () => {
      try {
        stopListening = await app.database.listen(principalChannel, {
          onNotification: (payload) => principals.receive(payload),
          onListening: (listening) => {
            if (listening) void startCache();
            else principals.stop();
          },
        });
      } catch (error) {
        // Without notifications nothing is cached: every request reads the database, as before.
        app.log.warn({ err: error }, "Cannot listen for principal changes: the principal cache stays off");
      }
    });
    app.addHook("onClose", async () => {
      principals.stop();
      await stopListening?.();
    });
    // PGlite has one connection, and delivers a commit's notifications before the committing query
    // returns: nothing can be committed that the cache has not applied. On PostgreSQL, other
    // connections commit too: a request trusts the cache once it applied the version they reached.
    // Requests waiting at the same time share one read of the version, started after they came.
    const readVersion = sharedRead(() => readPrincipalVersion(app.database.db));
    const trustedPrincipals = async (): Promise<PrincipalCache | undefined> => {
      if (!principals.enabled) return undefined;
      if (app.database.engine === "pglite") return principals;
      return (await principals.caughtUp(await readVersion())) ? principals : undefined;
    };
    app.addHook("onRequest", async (request, reply) => {
      if (!isApiPath(request.url) || needsNoActor(request)) return;
      const db = app.database.db;
      const apiToken = request.headers[apiTokenHeaderName];
      if (typeof apiToken === "string" && apiToken !== "") {
        const trusted = await trustedPrincipals();
        const check = await checkApiToken(db, apiToken, app.clock.now(), trusted);
        if (check.kind === "expired") throw new AppError("NOT_AUTHORIZED", "The API token has expired.");
        if (check.kind === "refused") throw new AppError("NOT_AUTHORIZED", "The API token is not valid.");
        if (!(await addressCheck.allows(db, check.actor, request.ip, trusted !== undefined))) {
          throw new AppError("IP_NOT_ALLOWED");
        }
        // The one place a read-only token is refused a change (docs/security.md "API token").
        if (!isReadForApiToken(request)) requireWriteAccess(check.actor);
        request.actor = check.actor;
        return;
      }
      const cookieToken = request.cookies[sessionCookieName];
      if (!cookieToken) return;
      const trusted = await trustedPrincipals();
      const session = await resolveSession(db, cookieToken, app.clock.now(), trusted);
      if (!session) {
        // Ended or unknown: the browser should forget it.
        clearSessionCookies(reply, request);
        return;
      }
      if (isStateChanging(request.method, request.routeOptions.config)) {
        const given = request.headers[csrfHeaderName];
        if (!secretsEqual(typeof given === "string" ? given : undefined, session.csrfToken)) {
          throw new AppError("NOT_ALLOWED", "A missing or wrong X-CSRF-Token header.");
        }
      }
      if (!(await addressCheck.allows(db, session.actor, request.ip, trusted !== undefined))) {
        // From outside the member's organisms' ranges: the session ends; the console signs out.
        await endSession(reply, request);
        throw new AppError("IP_NOT_ALLOWED");
      }
      request.actor = session.actor;
    });
  },
  { name: "ondine-authentication", dependencies: ["ondine-app-context", "ondine-database"] },
);

/** The request's actor, or 401 NOT_AUTHORIZED: the first beat of every private route. */
export function requireActor(request: FastifyRequest): RequestActor {
  if (!request.actor) throw new AppError("NOT_AUTHORIZED");
  return request.actor;
}

/** The actor when they are an admin, else 403 NOT_ALLOWED (401 when anonymous). */
export function requireAdmin(request: FastifyRequest): RequestActor {
  const actor = requireActor(request);
  if (!actor.admin) throw new AppError("NOT_ALLOWED");
  return actor;
}
