import type { UserPresentation } from "@ondine/domain";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db";
import { auditEvents, users, userTokens } from "../../db/schema";
import { lastMessageTo, signInAs, type TestSession, tokenInLink } from "../../test/sessions";
import { insertTenancyFixture, type TenancyFixture } from "../../test/tenancy-fixture";
import { buildTestApp } from "../../test/test-app";
import { openTestDatabase, testEngines } from "../../test/test-database";
import { insertUser, type TestUser } from "../../test/user-factory";

const publicUrl = "http://console.test";
const linkStart = `${publicUrl}/account/email/confirm/`;

/** A new address is confirmed by its owner, the old one is told and stays until then. */
describe.each(testEngines)("e-mail change on %s", (engine) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let world: TenancyFixture;
  let manager: TestSession;

  // Tests share the tenancy fixture and the manager's session, built once: each test changes the address of an account it makes, to an address no other test uses.
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    app = buildTestApp(database, { publicUrl });
    world = await insertTenancyFixture(database.db);
    manager = await signInAs(app, world.manager);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const onHotel = () =>
    insertUser(database.db, { roles: ["api"], locations: [{ type: "Site", id: world.hotelSites[0].id }] });
  const show = async (id: number, session: TestSession) =>
    (await app.inject({ method: "GET", url: `/api/users/${id}`, headers: session.headers })).json<UserPresentation>();
  const patch = async (id: number, session: TestSession, changes: Record<string, unknown>) => {
    const user = await show(id, session);
    return app.inject({
      method: "PATCH",
      url: `/api/users/${id}`,
      headers: session.headers,
      payload: {
        user: {
          first_name: user.first_name,
          last_name: user.last_name,
          email: user.email,
          country: user.country,
          salutation: "mrs",
          user_locations_attributes: user.locations.map((location) => ({
            id: location.id,
            location_id: location.location_id,
            location_type: location.location_type,
          })),
          ...changes,
        },
      },
    });
  };
  const confirm = (token: string) =>
    app.inject({ method: "PUT", url: "/api/users/email_confirmation", payload: { token } });
  const signIn = (email: string, password: string) =>
    app.inject({ method: "POST", url: "/api/users/sign_in", payload: { email, password } });
  const rowOf = async (id: number) => (await database.db.select().from(users).where(eq(users.id, id)))[0];
  const linkTokenFor = async (email: string) =>
    tokenInLink((await lastMessageTo(database.db, email)).bodyText, linkStart);

  it("asks for one's current password to change one's own address (422 naming user.current_password)", async () => {
    const user = await onHotel();
    const session = await signInAs(app, user);
    const missing = await patch(user.id, session, { email: "new-self@example.test" });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ "user.current_password": ["formErrors.required"] });
    const wrong = await patch(user.id, session, { email: "new-self@example.test", current_password: "not it at all" });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ "user.current_password": ["account.password.wrong"] });
    expect(await rowOf(user.id)).toMatchObject({ email: user.email, unconfirmedEmail: null });
  });

  it("keeps the old address until the link mailed to the new one is followed, tells the old one, then swaps", async () => {
    const user = await onHotel();
    const session = await signInAs(app, user);
    const token = (
      await app.inject({ method: "POST", url: "/api/generate_api_token", headers: session.headers })
    ).json().api_token as string;
    const saved = await patch(user.id, session, { email: "Anne.New@Example.test", current_password: user.password });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ email: user.email, unconfirmed_email: "anne.new@example.test" });

    const notice = await lastMessageTo(database.db, user.email);
    expect(notice.subject).toBe("Changement d'adresse e-mail demandé sur votre compte Ondine");
    expect(notice.bodyText).toContain("anne.new@example.test");
    expect(notice.bodyText).not.toContain(linkStart);
    const confirmation = await lastMessageTo(database.db, "anne.new@example.test");
    expect(confirmation.subject).toBe("Confirmez votre nouvelle adresse e-mail Ondine");
    expect(confirmation.bodyText).toContain("24 heures");

    // Until confirmed, the old address signs in and the new one does not.
    expect((await signIn(user.email, user.password)).statusCode).toBe(200);
    expect((await signIn("anne.new@example.test", user.password)).statusCode).toBe(401);

    const linkToken = await linkTokenFor("anne.new@example.test");
    const confirmed = await confirm(linkToken);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ email: "anne.new@example.test" });
    expect(await rowOf(user.id)).toMatchObject({
      email: "anne.new@example.test",
      unconfirmedEmail: null,
      apiTokenHash: null,
    });
    expect((await signIn("anne.new@example.test", user.password)).statusCode).toBe(200);
    expect((await signIn(user.email, user.password)).statusCode).toBe(401);
    expect(
      (await app.inject({ method: "GET", url: "/api/users/me", headers: { "x-api-token": token } })).statusCode,
    ).toBe(401);
    const events = await database.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectId, user.id), eq(auditEvents.action, "email_changed")));
    expect(events).toHaveLength(1);

    // Once only.
    const again = await confirm(linkToken);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: "NOT_FOUND" });
  });

  it("lets a manager change another account's address without a password, through the same confirmation", async () => {
    const user = await onHotel();
    const saved = await patch(user.id, manager, { email: "managed-new@example.test" });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ email: user.email, unconfirmed_email: "managed-new@example.test" });
    expect((await lastMessageTo(database.db, user.email)).subject).toContain("Changement d'adresse");
    expect((await confirm(await linkTokenFor("managed-new@example.test"))).statusCode).toBe(200);
    expect((await rowOf(user.id))?.email).toBe("managed-new@example.test");
  });

  it("refuses an address already taken, when asked (422) and when confirmed (422, nothing swapped)", async () => {
    const user = await onHotel();
    const taken = await patch(user.id, manager, { email: world.operator.email });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ "user.email": ["users.email_unavailable"] });

    expect((await patch(user.id, manager, { email: "contested@example.test" })).statusCode).toBe(200);
    const linkToken = await linkTokenFor("contested@example.test");
    const other: TestUser = await insertUser(database.db, { email: "contested@example.test" });
    const late = await confirm(linkToken);
    expect(late.statusCode).toBe(422);
    expect(late.json().errors).toEqual({ "user.email": ["users.email_unavailable"] });
    expect((await rowOf(user.id))?.email).toBe(user.email);
    expect((await rowOf(other.id))?.email).toBe("contested@example.test");
  });

  it("answers an expired or unknown link 404, and a missing token 422", async () => {
    const user = await onHotel();
    expect((await patch(user.id, manager, { email: "late@example.test" })).statusCode).toBe(200);
    const linkToken = await linkTokenFor("late@example.test");
    await database.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(userTokens.userId, user.id), eq(userTokens.purpose, "email_change")));
    expect((await confirm(linkToken)).statusCode).toBe(404);
    expect((await confirm("no-such-token")).statusCode).toBe(404);
    const missing = await app.inject({ method: "PUT", url: "/api/users/email_confirmation", payload: {} });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ token: ["formErrors.required"] });
    expect((await rowOf(user.id))?.email).toBe(user.email);
  });
});
