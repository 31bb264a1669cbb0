import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db";
import { organisms, sessions, sites, userLocations, users } from "../../db/schema";
import { requireActor } from "../../plugins/authentication";
import { insertOrganism } from "../../test/organism-factory";
import { signInAs } from "../../test/sessions";
import { insertSite } from "../../test/site-factory";
import { buildTestApp } from "../../test/test-app";
import { engineDependentEngines, openTestDatabase } from "../../test/test-database";
import { insertUser } from "../../test/user-factory";

type WhoAmI = { id: number; roleFlags: string[]; siteIds: readonly number[] | "all" };

/** An app with a route that shows the request's actor and scope as the hooks set them. */
function appShowingActor(database: DatabaseHandle): FastifyInstance {
  const app = buildTestApp(database);
  app.get("/api/test/whoami", async (request): Promise<WhoAmI> => {
    const actor = requireActor(request);
    const scope = request.scope;
    return { id: actor.id, roleFlags: actor.roleFlags, siteIds: scope.kind === "unscoped" ? "all" : scope.siteIds };
  });
  return app;
}

/**
 * The speed work's principal cache keeps the hardening review's rule: whatever changes who a
 * session or a token acts as, through the app, another app on the same
 * database or plain SQL (migration 0009's triggers), shows on the very next
 * request. Each case first warms the cache with one request.
 */
// Engine-dependent: the cache is invalidated by migration 0009's triggers and LISTEN/NOTIFY, which each engine delivers its own way.
describe.each(engineDependentEngines)("the principal cache on %s", (engine) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let otherApp: FastifyInstance;

  // Tests share two app instances on one database (the cross-instance cases need both): each test makes its own organism, sites and account and changes only those, and the two that rename the sessions table put it back in a finally.
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    app = appShowingActor(database);
    otherApp = appShowingActor(database);
    await Promise.all([app.ready(), otherApp.ready()]);
  });
  afterAll(async () => {
    await app.close();
    await otherApp.close();
    await database.close();
  });

  const whoami = (on: FastifyInstance, headers: Record<string, string>) =>
    on.inject({ method: "GET", url: "/api/test/whoami", headers });

  async function siteUser(roles: string[] = ["supervision", "api"]) {
    const organism = await insertOrganism(database.db);
    const site = await insertSite(database.db, { organismId: organism.id });
    const other = await insertSite(database.db, { organismId: organism.id });
    const user = await insertUser(database.db, {
      roles,
      locations: [
        { type: "Site", id: site.id },
        { type: "Organism", id: organism.id },
      ],
    });
    const session = await signInAs(app, user);
    const warm = await whoami(app, session.headers);
    expect(warm.json()).toEqual({ id: user.id, roleFlags: roles, siteIds: [site.id, other.id].sort((a, b) => a - b) });
    return { user, session, organism, site, other };
  }

  it("serves a warm session without reading the sessions table", async () => {
    const { user, session } = await siteUser();
    await database.db.execute(sql`alter table sessions rename to sessions_away`);
    try {
      expect((await whoami(app, session.headers)).json<WhoAmI>().id).toBe(user.id);
    } finally {
      await database.db.execute(sql`alter table sessions_away rename to sessions`);
    }
  });

  it("looks up no session for a public call", async () => {
    // Not in any cache: looking it up would fail on the missing table.
    const headers = { cookie: "ondine_session=never-cached" };
    await database.db.execute(sql`alter table sessions rename to sessions_away`);
    try {
      expect((await whoami(app, headers)).statusCode).toBe(500);
      expect((await app.inject({ method: "GET", url: "/api/config/public", headers })).statusCode).toBe(200);
      expect((await app.inject({ method: "GET", url: "/api/health", headers })).statusCode).toBe(200);
    } finally {
      await database.db.execute(sql`alter table sessions_away rename to sessions`);
    }
  });

  it("narrows the roles on the next request after a role is removed by SQL", async () => {
    const { user, session } = await siteUser();
    await database.db
      .update(users)
      .set({ roleFlags: ["supervision"] })
      .where(eq(users.id, user.id));
    expect((await whoami(app, session.headers)).json<WhoAmI>().roleFlags).toEqual(["supervision"]);
  });

  it("narrows the scope on the next request after a location is removed by SQL", async () => {
    const { user, session, site } = await siteUser();
    await database.db
      .delete(userLocations)
      .where(sql`${userLocations.userId} = ${user.id} and ${userLocations.organismId} is not null`);
    expect((await whoami(app, session.headers)).json<WhoAmI>().siteIds).toEqual([site.id]);
  });

  it("narrows the scope on the next request after a site moves to another organism", async () => {
    const { session, site, other } = await siteUser();
    const elsewhere = await insertOrganism(database.db);
    // A whole-organism assignment brought `other`; moved away, only the site assigned by itself stays.
    await database.db.update(sites).set({ organismId: elsewhere.id }).where(eq(sites.id, other.id));
    expect((await whoami(app, session.headers)).json<WhoAmI>().siteIds).toEqual([site.id]);
  });

  it("refuses the next request of a deactivated account", async () => {
    const { user, session } = await siteUser();
    await database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, user.id));
    expect((await whoami(app, session.headers)).statusCode).toBe(401);
  });

  it("refuses a session signed out on another app instance, and one deleted by SQL", async () => {
    const { session } = await siteUser();
    expect((await whoami(otherApp, session.headers)).statusCode).toBe(200);
    const signOut = await app.inject({ method: "GET", url: "/api/users/sign_out", headers: session.headers });
    expect(signOut.statusCode).toBe(204);
    expect((await whoami(otherApp, session.headers)).statusCode).toBe(401);

    const second = await siteUser();
    expect((await whoami(otherApp, second.session.headers)).statusCode).toBe(200);
    await database.db.delete(sessions).where(eq(sessions.userId, second.user.id));
    expect((await whoami(app, second.session.headers)).statusCode).toBe(401);
    expect((await whoami(otherApp, second.session.headers)).statusCode).toBe(401);
  });

  it("refuses a regenerated API token on the next request, on every instance", async () => {
    const { session } = await siteUser();
    const generate = () => app.inject({ method: "POST", url: "/api/generate_api_token", headers: session.headers });
    const first: string = (await generate()).json().api_token;
    expect((await whoami(app, { "x-api-token": first })).statusCode).toBe(200);
    expect((await whoami(otherApp, { "x-api-token": first })).statusCode).toBe(200);
    const second: string = (await generate()).json().api_token;
    expect((await whoami(app, { "x-api-token": first })).statusCode).toBe(401);
    expect((await whoami(otherApp, { "x-api-token": first })).statusCode).toBe(401);
    expect((await whoami(otherApp, { "x-api-token": second })).statusCode).toBe(200);
  });

  it("answers /api/users/me with what changed since, by SQL too: the account, its locations' names", async () => {
    const { user, session, organism } = await siteUser();
    const me = async () =>
      (await app.inject({ method: "GET", url: "/api/users/me", headers: session.headers })).json<{
        first_name: string;
        locations: { name: string }[];
      }>();
    expect((await me()).first_name).not.toBe("Renamed");
    await database.db.update(users).set({ firstName: "Renamed" }).where(eq(users.id, user.id));
    expect((await me()).first_name).toBe("Renamed");
    await database.db.update(organisms).set({ name: "Renamed chain" }).where(eq(organisms.id, organism.id));
    expect((await me()).locations.map((location) => location.name)).toContain("Renamed chain");
  });
});
