import { describe, expect, it } from "vitest";
import { signInAs } from "../../test/sessions";
import { testEngines } from "../../test/test-database";
import { useTestApp } from "../../test/use-test-app";
import { insertUser } from "../../test/user-factory";
import { auditEventsPerPage, recordAuditEvent } from "./audit.service";

describe.each(testEngines)("GET /api/audit_events on %s", (engine) => {
  const t = useTestApp(engine);

  it("lists the security log newest first, naming the people, for admins", async () => {
    const admin = await insertUser(t.db, { admin: true });
    const target = await insertUser(t.db);
    await recordAuditEvent(t.db, {
      action: "log_as_start",
      actorId: target.id,
      subjectId: target.id,
      impersonatorId: admin.id,
      ip: "192.0.2.7",
      details: { via: "test" },
    });
    const { headers } = await signInAs(t.app, admin);
    const response = await t.app.inject({ method: "GET", url: "/api/audit_events", headers });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ current_page: 1, total_pages: 1 });
    expect(body.audit_events.map((event: { action: string }) => event.action)).toEqual(["sign_in", "log_as_start"]);
    expect(body.audit_events[1]).toEqual({
      id: expect.any(Number),
      action: "log_as_start",
      actor: { id: target.id, email: target.email },
      subject: { id: target.id, email: target.email },
      impersonator: { id: admin.id, email: admin.email },
      ip: "192.0.2.7",
      details: { via: "test" },
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it("pages by fifty", async () => {
    for (let index = 0; index < auditEventsPerPage; index++) {
      await recordAuditEvent(t.db, { action: "sign_in_failed", actorId: null, subjectId: null });
    }
    const { headers } = await signInAs(t.app, await insertUser(t.db, { admin: true }));
    const page2 = (await t.app.inject({ method: "GET", url: "/api/audit_events?page=2", headers })).json();
    expect(page2.current_page).toBe(2);
    expect(page2.total_pages).toBe(2);
    expect(page2.audit_events.length).toBeGreaterThan(0);
    expect(page2.audit_events[0].actor).toBeNull();
  });

  it("answers 403 to non-admins and 401 anonymously", async () => {
    const { headers } = await signInAs(t.app, await insertUser(t.db));
    expect((await t.app.inject({ method: "GET", url: "/api/audit_events", headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/api/audit_events" })).statusCode).toBe(401);
  });
});
