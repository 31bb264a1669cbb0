import type { FastifyInstance } from "fastify";
import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db";
import { outboxMessages } from "../../db/schema";
import { signInAs } from "../../test/sessions";
import { buildTestApp } from "../../test/test-app";
import { openTestDatabase, testEngines } from "../../test/test-database";
import { insertUser } from "../../test/user-factory";

describe.each(testEngines)("GET /api/admin/outbox on %s", (engine) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  // Tests share one app and database: the first test pages through the whole outbox, which holds only its own mails since the other test mails nothing.
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    app = buildTestApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("lists mails newest first, 50 a page, for admins", async () => {
    const user = await insertUser(database.db);
    await app.inject({ method: "POST", url: "/api/users/password", payload: { user: { email: user.email } } });
    await database.db.insert(outboxMessages).values(
      Array.from({ length: 50 }, (_, index) => ({
        channel: "sms" as const,
        recipient: `+3361234${String(index).padStart(4, "0")}`,
        bodyText: `Code ${index}`,
        language: "fr",
      })),
    );
    const admin = await insertUser(database.db, { admin: true });
    const { headers } = await signInAs(app, admin);

    const first = await app.inject({ method: "GET", url: "/api/admin/outbox", headers });
    expect(first.statusCode).toBe(200);
    expect(first.headers["cache-control"]).toBe("no-store");
    const page1 = first.json();
    expect(page1).toMatchObject({ current_page: 1, total_pages: 2 });
    expect(page1.messages).toHaveLength(50);
    expect(page1.messages[0]).toMatchObject({ channel: "sms", body_text: "Code 49" });

    const page2 = (await app.inject({ method: "GET", url: "/api/admin/outbox?page=2", headers })).json();
    expect(page2.messages).toEqual([
      {
        id: expect.any(Number),
        channel: "mail",
        recipient: user.email,
        reply_to: null,
        subject: "Réinitialisation de votre mot de passe Ondine",
        body_text: expect.stringContaining("/account/password/reset/"),
        status: "held",
        attempts: 0,
        last_error: null,
        created_at: expect.any(String),
        sent_at: null,
      },
    ]);
  });

  it("answers 403 to non-admins, 401 anonymously and 422 to a bad page", async () => {
    const user = await insertUser(database.db, { roles: ["supervision"] });
    const { headers } = await signInAs(app, user);
    expect((await app.inject({ method: "GET", url: "/api/admin/outbox", headers })).statusCode).toBe(403);
    expect((await app.inject({ method: "GET", url: "/api/admin/outbox" })).statusCode).toBe(401);
    const admin = await signInAs(app, await insertUser(database.db, { admin: true }));
    const bad = await app.inject({ method: "GET", url: "/api/admin/outbox?page=0", headers: admin.headers });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ page: ["formErrors.invalid"] });
  });
});

describe.each(testEngines)("the delivery worker on %s", (engine) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
  });
  afterAll(() => database.close());

  it("sends held mail once the app is ready, and stops with the app", async () => {
    const sent: string[] = [];
    const json = nodemailer.createTransport({ jsonTransport: true });
    const transport = {
      sendMail: async (message: { to: string; from: string; subject: string; text: string }) => {
        sent.push(message.to);
        return json.sendMail(message);
      },
    };
    const app = buildTestApp(database, {}, { mailTransport: transport, runOutboxWorker: true });
    const user = await insertUser(database.db);
    await app.ready();
    await app.inject({ method: "POST", url: "/api/users/password", payload: { user: { email: user.email } } });
    await expect.poll(() => sent, { timeout: 10_000, interval: 100 }).toEqual([user.email]);
    await app.close();
  });
});
