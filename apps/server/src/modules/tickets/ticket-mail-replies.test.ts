import { asc, eq } from "drizzle-orm";
import type Mail from "nodemailer/lib/mailer";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import {
  outboxMessages,
  ticketAttachments,
  ticketHistory,
  ticketMessages,
  userLocations,
  users,
} from "../../db/schema";
import { insertOrganism } from "../../test/organism-factory";
import { insertSite } from "../../test/site-factory";
import { testEngines } from "../../test/test-database";
import { useTestDatabase } from "../../test/use-test-database";
import { insertUser, type TestUser } from "../../test/user-factory";
import { type TicketCaller, ticketCallerOf } from "./ticket-caller";
import { receiveTicketMailReply } from "./ticket-mail-replies";
import { openTicket } from "./ticket-open.service";
import { replyToTicket } from "./ticket-reply.service";
import { readTicketReplyAddress } from "./ticket-reply-address";
import { sendSmtpMail, smtpFailureOf } from "./ticket-smtp-fixture";
import { startTicketSmtpListener, type TicketSmtpListener } from "./ticket-smtp-listener";
import type { TicketsDependencies } from "./tickets-dependencies";

const replyAddress = { domain: "tickets.ondine.test", secret: "0123456789abcdef0123456789abcdef" };
const config = loadConfig({
  NODE_ENV: "test",
  LOG_LEVEL: "silent",
  PUBLIC_URL: "https://console.ondine.test",
  TICKET_MAIL_DOMAIN: replyAddress.domain,
  TICKET_REPLY_SECRET: replyAddress.secret,
});
// A Tuesday, in business hours.
const now = new Date("2026-03-03T09:30:00.000Z");

// Tests share one database and one listener, the database brought back to its migrated state before each
// (beforeEach): each opens its own ticket.
describe.each(testEngines)("replies by mail on %s", (engine) => {
  const t = useTestDatabase(engine);
  let listener: TicketSmtpListener;
  let deps: TicketsDependencies;
  beforeAll(async () => {
    deps = { db: t.db, now: () => now, config };
    listener = await startTicketSmtpListener({
      port: 0,
      host: "127.0.0.1",
      ...replyAddress,
      logger: pino({ level: "silent" }),
      onReply: (reply) => receiveTicketMailReply(deps, reply, now),
    });
  });
  afterAll(() => listener.close());

  const callerOf = async (user: TestUser): Promise<TicketCaller> => {
    const caller = await ticketCallerOf(t.db, user.id);
    if (!caller) throw new Error(`no caller ${user.id}`);
    return caller;
  };

  /**
   * A customer's ticket on their site, answered by the desk from the console:
   * answers the people and the Reply-To of the desk's mail to the customer.
   */
  const answeredTicket = async () => {
    const organism = await insertOrganism(t.db);
    const site = await insertSite(t.db, { organismId: organism.id });
    const customer = await insertUser(t.db, {
      firstName: "Ana",
      roles: ["requests"],
      locations: [{ type: "Site", id: site.id }],
    });
    const agent = await insertUser(t.db, { firstName: "Léa", roles: ["support_desk"] });
    const opened = await openTicket(
      deps,
      await callerOf(customer),
      {
        location_type: "Site",
        location_id: site.id,
        equipment_id: undefined,
        kind: "technical",
        subject: "Wi-Fi down in room 12",
        message: "Nothing works since this morning.",
        attach_site_state: false,
      },
      [],
      "portal",
      now,
    );
    await replyToTicket(
      deps,
      await callerOf(agent),
      opened.id,
      { message: "We restarted the access point: does it work now?", internal: false },
      [],
      "portal",
      now,
    );
    const [toCustomer] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, customer.email));
    if (!toCustomer?.replyTo) throw new Error("the desk's answer was not mailed with a Reply-To");
    return { ticketId: opened.id, customer, agent, replyTo: toCustomer.replyTo };
  };

  /** Answers a ticket's mail as the customer's mail program would: to its Reply-To, quoting it. */
  const answer = (to: string, mail: Mail.Options) =>
    sendSmtpMail(listener.port, { to, subject: "Re: [T-000001]", ...mail });
  const messagesOf = (ticketId: number) =>
    t.db.select().from(ticketMessages).where(eq(ticketMessages.ticketId, ticketId)).orderBy(asc(ticketMessages.id));

  it("adds the customer's answer to the desk's mail as their public message by email, with its file", async () => {
    const { ticketId, customer, agent, replyTo } = await answeredTicket();
    expect(readTicketReplyAddress(replyTo, replyAddress)).toEqual({ ticketId, userId: customer.id });

    await answer(replyTo, {
      text: [
        "Yes, it works again. The speed test is attached.",
        "",
        "On Tue, 3 Mar 2026 at 10:30, Ondine <no-reply@ondine.example> wrote:",
        "> Hello Ana,",
        "> We restarted the access point: does it work now?",
      ].join("\n"),
      attachments: [{ filename: "speedtest.txt", content: "down 94 Mbit/s\n" }],
    });

    const messages = await messagesOf(ticketId);
    expect(messages.map(({ authorId, body, internal, channel }) => ({ authorId, body, internal, channel }))).toEqual([
      { authorId: customer.id, body: "Nothing works since this morning.", internal: false, channel: "portal" },
      {
        authorId: agent.id,
        body: "We restarted the access point: does it work now?",
        internal: false,
        channel: "portal",
      },
      {
        authorId: customer.id,
        body: "Yes, it works again. The speed test is attached.",
        internal: false,
        channel: "email",
      },
    ]);
    const files = await t.db
      .select({ messageId: ticketAttachments.messageId, name: ticketAttachments.name })
      .from(ticketAttachments)
      .where(eq(ticketAttachments.ticketId, ticketId));
    expect(files).toEqual([{ messageId: messages[2]?.id, name: "speedtest.txt" }]);
    // The history tells a reply by mail from one written in the console (docs/tickets.md#history).
    const history = await t.db
      .select({ action: ticketHistory.action, actorId: ticketHistory.actorId, details: ticketHistory.details })
      .from(ticketHistory)
      .where(eq(ticketHistory.ticketId, ticketId))
      .orderBy(asc(ticketHistory.id));
    expect(history.filter(({ action }) => action !== "status")).toEqual([
      { action: "opened", actorId: customer.id, details: { status: 2 } },
      { action: "replied", actorId: agent.id, details: { message_id: messages[1]?.id } },
      { action: "mail_received", actorId: customer.id, details: { message_id: messages[2]?.id } },
    ]);
    // Nobody is assigned: the desk is told, and may answer by mail in turn.
    const [toDesk] = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, agent.email))
      .orderBy(asc(outboxMessages.id))
      .offset(1);
    expect(toDesk?.bodyText).toContain("Yes, it works again. The speed test is attached.");
    expect(readTicketReplyAddress(toDesk?.replyTo ?? "", replyAddress)).toEqual({ ticketId, userId: agent.id });
  });

  it("bounces an answer with a refused file, and adds nothing", async () => {
    const { ticketId, replyTo } = await answeredTicket();
    const failure = await smtpFailureOf(
      answer(replyTo, {
        text: "Here is the installer.",
        attachments: [{ filename: "setup.exe", content: Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00]) }],
      }),
    );
    expect(failure.responseCode).toBe(552);
    expect(failure.response).toContain("setup.exe");
    expect(await messagesOf(ticketId)).toHaveLength(2);
  });

  it("bounces an answer of someone who may no longer read the ticket, or whose account is deactivated", async () => {
    const { ticketId, customer, replyTo } = await answeredTicket();
    await t.db.delete(userLocations).where(eq(userLocations.userId, customer.id));
    const outOfScope = await smtpFailureOf(answer(replyTo, { text: "Still there?" }));
    expect(outOfScope.responseCode).toBe(550);
    expect(outOfScope.response).toContain("This ticket cannot be answered by mail");

    await t.db.update(users).set({ deletedAt: now }).where(eq(users.id, customer.id));
    const deactivated = await smtpFailureOf(answer(replyTo, { text: "Still there?" }));
    expect(deactivated.responseCode).toBe(550);
    expect(await messagesOf(ticketId)).toHaveLength(2);
  });

  it("bounces an answer that only quotes the mail", async () => {
    const { ticketId, replyTo } = await answeredTicket();
    const failure = await smtpFailureOf(
      answer(replyTo, { text: "On Tue, 3 Mar 2026, Ondine wrote:\n> We restarted the access point." }),
    );
    expect(failure.responseCode).toBe(550);
    expect(failure.response).toContain("Your reply is empty");
    expect(await messagesOf(ticketId)).toHaveLength(2);
  });
});
