import type { UserPresentation } from "@ondine/domain";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db";
import { users } from "../../db/schema";
import { lastMessageTo, signInAs, type TestSession, tokenInLink } from "../../test/sessions";
import { insertTenancyFixture, type TenancyFixture } from "../../test/tenancy-fixture";
import { buildTestApp } from "../../test/test-app";
import { openTestDatabase, testEngines } from "../../test/test-database";
import { insertUser, type TestUser } from "../../test/user-factory";

const publicUrl = "http://console.test";

/** A token never outlives the rights or the password that made it. */
describe.each(testEngines)("API token checks and revocation on %s", (engine) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let world: TenancyFixture;
  let admin: TestSession;

  // Tests share the tenancy fixture and the admin's session, built once: each test revokes the token of an account it makes for itself.
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    app = buildTestApp(database, { publicUrl });
    world = await insertTenancyFixture(database.db);
    admin = await signInAs(app, world.admin);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const me = (token: string) => app.inject({ method: "GET", url: "/api/users/me", headers: { "x-api-token": token } });
  const tokenHashOf = async (id: number) =>
    (await database.db.select().from(users).where(eq(users.id, id)))[0]?.apiTokenHash ?? null;

  /** An account with the api role on a hotel site, its session and a fresh token. */
  async function tokenHolder(): Promise<{ user: TestUser; session: TestSession; token: string }> {
    const user = await insertUser(database.db, {
      roles: ["api", "supervision"],
      locations: [{ type: "Site", id: world.hotelSites[0].id }],
    });
    const session = await signInAs(app, user);
    const response = await app.inject({ method: "POST", url: "/api/generate_api_token", headers: session.headers });
    expect(response.statusCode).toBe(200);
    const token: string = response.json().api_token;
    expect((await me(token)).statusCode).toBe(200);
    return { user, session, token };
  }

  it("answers 401 as soon as the api role is gone, even before any revocation", async () => {
    const { user, token } = await tokenHolder();
    await database.db
      .update(users)
      .set({ roleFlags: ["supervision"] })
      .where(eq(users.id, user.id));
    const response = await me(token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: "NOT_AUTHORIZED" });
  });

  it("revokes the token when an edit removes the api role", async () => {
    const { user, token } = await tokenHolder();
    const view = (
      await app.inject({ method: "GET", url: `/api/users/${user.id}`, headers: admin.headers })
    ).json<UserPresentation>();
    const edit = await app.inject({
      method: "PATCH",
      url: `/api/users/${user.id}`,
      headers: admin.headers,
      payload: {
        user: {
          first_name: view.first_name,
          last_name: view.last_name,
          email: view.email,
          country: view.country,
          salutation: "mr",
          roles: { ...view.role_flags, api: 0 },
          user_locations_attributes: view.locations.map((location) => ({
            id: location.id,
            location_id: location.location_id,
            location_type: location.location_type,
          })),
        },
      },
    });
    expect(edit.statusCode).toBe(200);
    expect(await tokenHashOf(user.id)).toBeNull();
    // Given the role back, the old token still does not answer.
    await database.db
      .update(users)
      .set({ roleFlags: ["api", "supervision"] })
      .where(eq(users.id, user.id));
    expect((await me(token)).statusCode).toBe(401);
  });

  it("revokes the token on deactivation", async () => {
    const { user, token } = await tokenHolder();
    const response = await app.inject({ method: "DELETE", url: `/api/admin/users/${user.id}`, headers: admin.headers });
    expect(response.statusCode).toBe(200);
    expect(await tokenHashOf(user.id)).toBeNull();
    expect((await me(token)).statusCode).toBe(401);
  });

  it("revokes the token on a password reset", async () => {
    const { user, token } = await tokenHolder();
    await app.inject({ method: "POST", url: "/api/users/password", payload: { user: { email: user.email } } });
    const mail = await lastMessageTo(database.db, user.email);
    const resetToken = tokenInLink(mail.bodyText, `${publicUrl}/account/password/reset/`);
    const reset = await app.inject({
      method: "PUT",
      url: "/api/users/password",
      payload: {
        user: { password: "a-new-password", password_confirmation: "a-new-password", reset_password_token: resetToken },
      },
    });
    expect(reset.statusCode).toBe(204);
    expect(await tokenHashOf(user.id)).toBeNull();
    expect((await me(token)).statusCode).toBe(401);
  });

  it("revokes the token on a password change", async () => {
    const { user, session, token } = await tokenHolder();
    const change = await app.inject({
      method: "PATCH",
      url: "/api/users/update_password",
      headers: session.headers,
      payload: {
        current_password: user.password,
        user: { password: "a-new-password", password_confirmation: "a-new-password" },
      },
    });
    expect(change.statusCode).toBe(204);
    expect(await tokenHashOf(user.id)).toBeNull();
    expect((await me(token)).statusCode).toBe(401);
  });

  it("refuses a token-authenticated request to mint a token, change the password or the e-mail (403)", async () => {
    const { user, token } = await tokenHolder();
    const headers = { "x-api-token": token };
    const mint = await app.inject({ method: "POST", url: "/api/generate_api_token", headers });
    expect(mint.statusCode).toBe(403);
    expect(mint.json()).toMatchObject({ code: "NOT_ALLOWED" });
    const password = await app.inject({
      method: "PATCH",
      url: "/api/users/update_password",
      headers,
      payload: {
        current_password: user.password,
        user: { password: "a-new-password", password_confirmation: "a-new-password" },
      },
    });
    expect(password.statusCode).toBe(403);
    const view = (await app.inject({ method: "GET", url: `/api/users/${user.id}`, headers })).json<UserPresentation>();
    const email = await app.inject({
      method: "PATCH",
      url: `/api/users/${user.id}`,
      headers,
      payload: {
        user: {
          first_name: view.first_name,
          last_name: view.last_name,
          email: "taken-over@example.test",
          current_password: user.password,
          country: view.country,
          salutation: "mr",
          user_locations_attributes: view.locations.map((location) => ({
            id: location.id,
            location_id: location.location_id,
            location_type: location.location_type,
          })),
        },
      },
    });
    expect(email.statusCode).toBe(403);
    expect(email.json()).toMatchObject({ code: "NOT_ALLOWED" });
    const [row] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ email: user.email, unconfirmedEmail: null });
    // The token itself still works: refusing is not revoking.
    expect((await me(token)).statusCode).toBe(200);
  });
});
