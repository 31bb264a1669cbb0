import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db";
import { auditEvents, outboxMessages } from "../../db/schema";
import { lastMessageTo, signInAs, type TestSession } from "../../test/sessions";
import { insertTenancyFixture, type TenancyFixture } from "../../test/tenancy-fixture";
import { buildTestApp } from "../../test/test-app";
import { openTestDatabase, testEngines } from "../../test/test-database";
import { insertUser } from "../../test/user-factory";

describe.each(testEngines)("showing, deactivating and re-inviting accounts on %s", (engine) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let world: TenancyFixture;
  let admin: TestSession;
  let manager: TestSession;
  let operator: TestSession;

  // Tests share the tenancy fixture and its three sessions, built once: no test changes a fixture account (the calls aimed at them are refused), and each deactivation or re-invitation is of an account the test makes itself.
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    app = buildTestApp(database);
    world = await insertTenancyFixture(database.db);
    [admin, manager, operator] = await Promise.all([
      signInAs(app, world.admin),
      signInAs(app, world.manager),
      signInAs(app, world.operator),
    ]);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const call = (method: "GET" | "DELETE", url: string, session?: TestSession) =>
    app.inject({ method, url, ...(session ? { headers: session.headers } : {}) });

  const auditOf = (action: "user_deleted" | "confirmation_sent", subjectId: number) =>
    database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, action), eq(auditEvents.subjectId, subjectId)));

  describe("GET /api/users/{id}", () => {
    it("shows an account of the tenancy to a manager", async () => {
      const response = await call("GET", `/api/users/${world.hotelUser.id}`, manager);
      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(response.json()).toMatchObject({ id: world.hotelUser.id, email: world.hotelUser.email });
    });

    it("answers 404 outside the tenancy, for unknown ids and ids that are not numbers", async () => {
      expect((await call("GET", `/api/users/${world.campsiteUser.id}`, manager)).statusCode).toBe(404);
      expect((await call("GET", `/api/users/${world.admin.id}`, manager)).statusCode).toBe(404);
      expect((await call("GET", "/api/users/999999", admin)).statusCode).toBe(404);
      expect((await call("GET", "/api/users/abc", admin)).json().code).toBe("NOT_FOUND");
    });

    it("shows someone without account management only themself (403 for the rest of their tenancy)", async () => {
      expect((await call("GET", `/api/users/${world.operator.id}`, operator)).statusCode).toBe(200);
      expect((await call("GET", `/api/users/${world.hotelUser.id}`, operator)).statusCode).toBe(403);
    });
  });

  describe("DELETE /api/admin/users/{id}", () => {
    it("deactivates the account, ends its sessions and logs it", async () => {
      const leaving = await insertUser(database.db, { locations: [{ type: "Site", id: world.campsite.id }] });
      const session = await signInAs(app, leaving);
      const response = await call("DELETE", `/api/admin/users/${leaving.id}`, admin);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: leaving.id, state: "deactivated", deleted_at: expect.any(String) });
      expect((await call("GET", "/api/users/me", session)).statusCode).toBe(401);
      expect(await auditOf("user_deleted", leaving.id)).toMatchObject([{ actorId: world.admin.id }]);
    });

    it("answers 422 for one's own account and for accounts not confirmed", async () => {
      expect((await call("DELETE", `/api/admin/users/${world.admin.id}`, admin)).statusCode).toBe(422);
      const invited = await insertUser(database.db, { confirmed: false });
      expect((await call("DELETE", `/api/admin/users/${invited.id}`, admin)).statusCode).toBe(422);
    });

    it("answers 404 for an unknown account, 403 to non-admins, 401 anonymous", async () => {
      expect((await call("DELETE", "/api/admin/users/999999", admin)).statusCode).toBe(404);
      expect((await call("DELETE", `/api/admin/users/${world.hotelUser.id}`, manager)).statusCode).toBe(403);
      expect((await call("DELETE", `/api/admin/users/${world.hotelUser.id}`)).statusCode).toBe(401);
    });
  });

  describe("GET /api/admin/users/{id}/resend_confirmation_instructions", () => {
    const resend = (id: number, session?: TestSession) =>
      call("GET", `/api/admin/users/${id}/resend_confirmation_instructions`, session);

    it("mails a new confirmation link to an unconfirmed account of the tenancy", async () => {
      const invited = await insertUser(database.db, {
        confirmed: false,
        locations: [{ type: "Site", id: world.hotelSites[1].id }],
      });
      const response = await resend(invited.id, manager);
      expect(response.statusCode).toBe(204);
      expect((await lastMessageTo(database.db, invited.email)).bodyText).toContain("/account/password/create/");
      expect(await auditOf("confirmation_sent", invited.id)).toMatchObject([{ actorId: world.manager.id }]);
    });

    it("answers 422 for a confirmed account, 404 outside the tenancy, 403 without account management", async () => {
      expect((await resend(world.hotelUser.id, manager)).statusCode).toBe(422);
      const outsider = await insertUser(database.db, {
        confirmed: false,
        locations: [{ type: "Site", id: world.campsite.id }],
      });
      const mailsBefore = await database.db.select().from(outboxMessages);
      expect((await resend(outsider.id, manager)).statusCode).toBe(404);
      expect((await resend(outsider.id, operator)).statusCode).toBe(403);
      expect((await resend(outsider.id)).statusCode).toBe(401);
      expect(await database.db.select().from(outboxMessages)).toHaveLength(mailsBefore.length);
    });

    it("needs the CSRF header, being a GET that mails", async () => {
      const invited = await insertUser(database.db, { confirmed: false });
      const response = await app.inject({
        method: "GET",
        url: `/api/admin/users/${invited.id}/resend_confirmation_instructions`,
        headers: { cookie: admin.headers.cookie },
      });
      expect(response.statusCode).toBe(403);
    });
  });
});
