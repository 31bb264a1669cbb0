import { type TicketStatus, ticketIssueNumber, ticketStatus } from "@ondine/domain";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Database } from "../../db";
import { outboxMessages, ticketHistory, tickets, users } from "../../db/schema";
import { insertOrganism } from "../../test/organism-factory";
import { engineDependentEngines } from "../../test/test-database";
import { type TestApp, useTestApp } from "../../test/use-test-app";
import { insertUser } from "../../test/user-factory";
import { ticketBusinessCalendar } from "./business-calendar";
import { checkOverdueTickets } from "./ticket-sla-check";

// Paris: UTC+1 in January, UTC+2 in July.
const tuesdayMorning = new Date("2026-01-13T10:00:00+01:00");

// Both engines with TEST_DATABASE_URL: the check locks its batches FOR UPDATE SKIP LOCKED and two checks
// run at once below, concurrent transactions that PostgreSQL interleaves and PGlite's one connection queues.
describe.each(engineDependentEngines)("the SLA check on %s", (engine) => {
  const t = useTestApp(engine);

  const check = (now: Date) =>
    checkOverdueTickets({
      db: t.db,
      calendar: ticketBusinessCalendar(t.app.config),
      now,
      publicUrl: t.app.config.publicUrl,
      queueMail: (db, mail) => t.app.mail.sendMail(db, mail),
    });

  async function insertTicket(
    db: Database,
    values: {
      requesterId: number;
      organismId: number;
      assigneeId?: number | null;
      status?: TicketStatus;
      slaDueAt: Date | null;
      firstResponseAt?: Date | null;
      slaNotified?: string[];
    },
  ): Promise<number> {
    const [row] = await db
      .insert(tickets)
      .values({
        locationType: "Organism",
        organismId: values.organismId,
        requesterId: values.requesterId,
        assigneeId: values.assigneeId ?? null,
        kind: "technical",
        status: values.status ?? ticketStatus.open,
        subject: "Wi-Fi down in the lobby",
        openedAt: new Date("2026-01-12T09:00:00+01:00"),
        firstResponseAt: values.firstResponseAt ?? null,
        slaDueAt: values.slaDueAt,
        slaNotified: values.slaNotified ?? [],
      })
      .returning({ id: tickets.id });
    if (!row) throw new Error("insertTicket: no row returned");
    return row.id;
  }

  /** A customer's organism, its requester, and a desk of an admin and a support_desk holder. */
  async function fixture(app: TestApp) {
    const organism = await insertOrganism(app.db);
    const requester = await insertUser(app.db, {
      roles: ["requests"],
      locations: [{ type: "Organism", id: organism.id }],
    });
    const admin = await insertUser(app.db, { admin: true, firstName: "Alice" });
    const agent = await insertUser(app.db, { roles: ["support_desk"], firstName: "Bruno" });
    await app.db.update(users).set({ language: "de" }).where(eq(users.id, agent.id));
    return { organism, requester, admin, agent };
  }

  const readOutbox = () =>
    t.db
      .select({
        recipient: outboxMessages.recipient,
        subject: outboxMessages.subject,
        text: outboxMessages.bodyText,
        language: outboxMessages.language,
      })
      .from(outboxMessages)
      .orderBy(asc(outboxMessages.id));
  const readHistory = () =>
    t.db
      .select({
        ticketId: ticketHistory.ticketId,
        action: ticketHistory.action,
        actorId: ticketHistory.actorId,
        details: ticketHistory.details,
        at: ticketHistory.createdAt,
      })
      .from(ticketHistory)
      .orderBy(asc(ticketHistory.id));
  const readSla = async (id: number) => {
    const [row] = await t.db
      .select({
        notified: tickets.slaNotified,
        firstResponseBreached: tickets.slaFirstResponseBreached,
        resolutionBreached: tickets.slaResolutionBreached,
      })
      .from(tickets)
      .where(eq(tickets.id, id));
    return row;
  };

  it("tells the assignee once of an overdue first response on a Tuesday at 10h, and records it", async () => {
    const { organism, requester, agent } = await fixture(t);
    const id = await insertTicket(t.db, {
      requesterId: requester.id,
      organismId: organism.id,
      assigneeId: agent.id,
      slaDueAt: new Date("2026-01-13T09:30:00+01:00"),
    });

    expect(await check(tuesdayMorning)).toEqual({ notified: 1 });
    expect(await readSla(id)).toEqual({
      notified: ["first_response"],
      firstResponseBreached: true,
      resolutionBreached: false,
    });
    expect(await readHistory()).toEqual([
      {
        ticketId: id,
        action: "sla_breached",
        actorId: null,
        details: { target: "first_response" },
        at: tuesdayMorning,
      },
    ]);
    const issueNumber = ticketIssueNumber(id);
    const mails = await readOutbox();
    expect(mails).toEqual([
      {
        recipient: agent.email,
        subject: `Ticket ${issueNumber} überfällig: erste Antwort`,
        text: expect.stringContaining(`${t.app.config.publicUrl}/support/tickets/${id}`),
        language: "de",
      },
    ]);
    expect(mails[0]?.text).toContain("Wi-Fi down in the lobby");

    // Run again, a minute later: told already.
    expect(await check(new Date(tuesdayMorning.getTime() + 60_000))).toEqual({ notified: 0 });
    expect(await readHistory()).toHaveLength(1);
    expect(await readOutbox()).toHaveLength(1);
  });

  it("tells every member of the desk when nobody is assigned, not customers nor deactivated members", async () => {
    const { organism, requester, admin, agent } = await fixture(t);
    const gone = await insertUser(t.db, { roles: ["support_desk"], deleted: true });
    await insertTicket(t.db, {
      requesterId: requester.id,
      organismId: organism.id,
      slaDueAt: new Date("2026-01-13T09:59:00+01:00"),
    });

    expect(await check(tuesdayMorning)).toEqual({ notified: 1 });
    const mails = await readOutbox();
    expect(mails.map((mail) => mail.recipient).sort()).toEqual([admin.email, agent.email].sort());
    expect(mails.map((mail) => mail.recipient)).not.toContain(gone.email);
    expect(mails.find((mail) => mail.recipient === admin.email)?.text).toContain("n'est attribué à personne");
  });

  it("tells of the resolution once the first response was given, even after a first reminder", async () => {
    const { organism, requester, agent } = await fixture(t);
    const id = await insertTicket(t.db, {
      requesterId: requester.id,
      organismId: organism.id,
      assigneeId: agent.id,
      firstResponseAt: new Date("2026-01-12T12:00:00+01:00"),
      slaDueAt: new Date("2026-01-13T09:00:00+01:00"),
      slaNotified: ["first_response"],
    });

    expect(await check(tuesdayMorning)).toEqual({ notified: 1 });
    expect(await readSla(id)).toEqual({
      notified: ["first_response", "resolution"],
      firstResponseBreached: false,
      resolutionBreached: true,
    });
    expect((await readHistory()).map((entry) => entry.details)).toEqual([{ target: "resolution" }]);
    expect((await readOutbox()).map((mail) => mail.subject)).toEqual([
      `Ticket ${ticketIssueNumber(id)} überfällig: Lösung`,
    ]);
  });

  it("does nothing outside business hours: on a Saturday, at 21h on a weekday, on 14 July", async () => {
    const { organism, requester, agent } = await fixture(t);
    await insertTicket(t.db, {
      requesterId: requester.id,
      organismId: organism.id,
      assigneeId: agent.id,
      slaDueAt: new Date("2026-01-09T09:00:00+01:00"),
    });

    expect(await check(new Date("2026-01-17T10:00:00+01:00"))).toEqual({ notified: 0 });
    expect(await check(new Date("2026-01-13T21:00:00+01:00"))).toEqual({ notified: 0 });
    expect(await check(new Date("2026-07-14T10:00:00+02:00"))).toEqual({ notified: 0 });
    expect(await readHistory()).toEqual([]);
    expect(await readOutbox()).toEqual([]);
  });

  it("leaves alone a pending, resolved or closed ticket, and one not due yet", async () => {
    const { organism, requester, agent } = await fixture(t);
    const past = new Date("2026-01-12T15:00:00+01:00");
    for (const status of [ticketStatus.pending, ticketStatus.resolved, ticketStatus.closed]) {
      await insertTicket(t.db, {
        requesterId: requester.id,
        organismId: organism.id,
        assigneeId: agent.id,
        status,
        slaDueAt: past,
      });
    }
    await insertTicket(t.db, {
      requesterId: requester.id,
      organismId: organism.id,
      assigneeId: agent.id,
      slaDueAt: new Date("2026-01-13T10:00:01+01:00"),
    });
    await insertTicket(t.db, { requesterId: requester.id, organismId: organism.id, slaDueAt: null });

    expect(await check(tuesdayMorning)).toEqual({ notified: 0 });
    expect(await readHistory()).toEqual([]);
    expect(await readOutbox()).toEqual([]);
  });

  it("tells every overdue ticket once, past a batch and with two checks at the same time", async () => {
    const { organism, requester, agent } = await fixture(t);
    const count = 130;
    await t.db.insert(tickets).values(
      Array.from({ length: count }, (_, index) => ({
        locationType: "Organism" as const,
        organismId: organism.id,
        requesterId: requester.id,
        assigneeId: agent.id,
        kind: "misc" as const,
        status: ticketStatus.inProgress,
        subject: `Ticket ${index}`,
        slaDueAt: new Date(tuesdayMorning.getTime() - (index + 1) * 60_000),
      })),
    );

    const results = await Promise.all([check(tuesdayMorning), check(tuesdayMorning)]);
    expect(results.reduce((sum, result) => sum + result.notified, 0)).toBe(count);
    const told = await readHistory();
    expect(told).toHaveLength(count);
    expect(new Set(told.map((entry) => entry.ticketId)).size).toBe(count);
    expect(await readOutbox()).toHaveLength(count);
  });
});
