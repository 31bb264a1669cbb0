import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db";
import { auditEvents, outboxMessages, users } from "../../db/schema";
import { lastMessageTo, signInAs, type TestSession } from "../../test/sessions";
import { insertTenancyFixture, type TenancyFixture } from "../../test/tenancy-fixture";
import { buildTestApp } from "../../test/test-app";
import { openTestDatabase, testEngines } from "../../test/test-database";
import { insertUser } from "../../test/user-factory";

const publicUrl = "http://console.test";

describe.each(testEngines)("POST /api/admin/users/{id}/reactivate on %s", (engine) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let world: TenancyFixture;
  let admin: TestSession;
  let manager: TestSession;

  // Tests share the tenancy fixture and two sessions, built once: each test reactivates (or fails to) an account it makes itself.
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    app = buildTestApp(database, { publicUrl });
    world = await insertTenancyFixture(database.db);
    [admin, manager] = await Promise.all([signInAs(app, world.admin), signInAs(app, world.manager)]);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const reactivate = (id: number, session?: TestSession) =>
    app.inject({
      method: "POST",
      url: `/api/admin/users/${id}/reactivate`,
      ...(session ? { headers: session.headers } : {}),
    });

  const mailsTo = (email: string) =>
    database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email));

  it("reactivates a deactivated account with its roles and locations, mails its owner and logs it", async () => {
    const former = await insertUser(database.db, {
      deleted: true,
      roles: ["supervision", "code"],
      locations: [{ type: "Site", id: world.hotelSites[0].id }],
    });
    await database.db.update(users).set({ language: "de" }).where(eq(users.id, former.id));

    const response = await reactivate(former.id, admin);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: former.id,
      state: "confirmed",
      deleted_at: null,
      role_flags: { supervision: 1, code: 1, events: 0 },
      site_names: [world.hotelSites[0].name],
    });
    const mail = await lastMessageTo(database.db, former.email);
    expect(mail.subject).toBe("Ihr Ondine-Konto ist wieder aktiv");
    expect(mail.bodyText).toContain(`${publicUrl}/account/login`);
    const events = await database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "user_reactivated"), eq(auditEvents.subjectId, former.id)));
    expect(events).toMatchObject([{ actorId: world.admin.id, ip: "127.0.0.1" }]);
    // The owner signs in again.
    await signInAs(app, former);
  });

  it("mails an account that never chose a password its confirmation link instead", async () => {
    const invited = await insertUser(database.db, { deleted: true, confirmed: false });
    const response = await reactivate(invited.id, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ state: "unconfirmed", deleted_at: null });
    expect((await lastMessageTo(database.db, invited.email)).bodyText).toContain(
      `${publicUrl}/account/password/create/`,
    );
  });

  it("answers 422 errors.state for an account that is not deactivated, and mails nobody", async () => {
    const active = await insertUser(database.db);
    const response = await reactivate(active.id, admin);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: "INVALID_PARAMETERS",
      message: expect.any(String),
      errors: { state: ["accounts.errors.not_deactivated"] },
    });
    expect(await mailsTo(active.email)).toEqual([]);
  });

  it("answers 403 to a non-admin for an account of their tenancy, and changes nothing", async () => {
    const former = await insertUser(database.db, {
      deleted: true,
      locations: [{ type: "Site", id: world.hotelSites[1].id }],
    });
    const response = await reactivate(former.id, manager);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe("NOT_ALLOWED");
    const [row] = await database.db.select().from(users).where(eq(users.id, former.id));
    expect(row?.deletedAt).not.toBeNull();
    expect(await mailsTo(former.email)).toEqual([]);
  });

  it("answers 404 for another customer's account and an unknown one, 401 anonymous", async () => {
    const outsider = await insertUser(database.db, {
      deleted: true,
      locations: [{ type: "Site", id: world.campsite.id }],
    });
    expect((await reactivate(outsider.id, manager)).statusCode).toBe(404);
    expect((await reactivate(999_999, admin)).statusCode).toBe(404);
    expect((await reactivate(outsider.id)).statusCode).toBe(401);
    const [row] = await database.db.select().from(users).where(eq(users.id, outsider.id));
    expect(row?.deletedAt).not.toBeNull();
  });

  it("needs the CSRF header with the session cookie", async () => {
    const former = await insertUser(database.db, { deleted: true });
    const response = await app.inject({
      method: "POST",
      url: `/api/admin/users/${former.id}/reactivate`,
      headers: { cookie: admin.headers.cookie },
    });
    expect(response.statusCode).toBe(403);
  });
});
