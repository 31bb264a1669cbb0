import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db";
import { users } from "../../db/schema";
import { signInAs } from "../../test/sessions";
import { insertTenancyFixture, type TenancyFixture } from "../../test/tenancy-fixture";
import { buildTestApp } from "../../test/test-app";
import { openTestDatabase, testEngines } from "../../test/test-database";

describe.each(testEngines)("PATCH /api/users/language on %s", (engine) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let world: TenancyFixture;

  // Tests share the tenancy fixture, built once: a test that changes a language changes its own caller's (the operator's, the admin's), and the manager's, which one test reads unchanged, no test changes.
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    app = buildTestApp(database);
    world = await insertTenancyFixture(database.db);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const languageOf = async (id: number) =>
    (await database.db.select({ language: users.language }).from(users).where(eq(users.id, id)))[0]?.language;

  it("keeps the caller's choice, which their next sign-in and /users/me answer with", async () => {
    const session = await signInAs(app, world.operator);
    const response = await app.inject({
      method: "PATCH",
      url: "/api/users/language",
      headers: session.headers,
      payload: { language: "nl" },
    });
    expect(response.statusCode).toBe(204);
    expect(await languageOf(world.operator.id)).toBe("nl");

    const next = await signInAs(app, world.operator);
    expect(next.response.json()).toMatchObject({ id: world.operator.id, language: "nl" });
    const me = await app.inject({ method: "GET", url: "/api/users/me", headers: next.headers });
    expect(me.json().language).toBe("nl");
  });

  it("changes only the caller's own account", async () => {
    const before = await languageOf(world.manager.id);
    const session = await signInAs(app, world.admin);
    await app.inject({
      method: "PATCH",
      url: "/api/users/language",
      headers: session.headers,
      payload: { language: "zh" },
    });
    expect(await languageOf(world.admin.id)).toBe("zh");
    expect(await languageOf(world.manager.id)).toBe(before);
  });

  it("refuses a language the product does not speak, and anonymous callers", async () => {
    const session = await signInAs(app, world.manager);
    const refused = await app.inject({
      method: "PATCH",
      url: "/api/users/language",
      headers: session.headers,
      payload: { language: "it" },
    });
    expect(refused.statusCode).toBe(422);
    const anonymous = await app.inject({ method: "PATCH", url: "/api/users/language", payload: { language: "en" } });
    expect(anonymous.statusCode).toBe(401);
  });

  it("answers in the language the console shows, nl and zh included", async () => {
    for (const language of ["nl", "zh"]) {
      const response = await app.inject({
        method: "GET",
        url: "/api/health",
        headers: { "accept-language": language },
      });
      expect(response.headers["content-language"]).toBe(language);
    }
  });
});
