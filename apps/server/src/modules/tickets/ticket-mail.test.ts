import { ticketStatus } from "@ondine/domain";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outboxMessages, tickets, users } from "../../db/schema";
import { insertOrganism } from "../../test/organism-factory";
import { insertSite } from "../../test/site-factory";
import { testEngines } from "../../test/test-database";
import { useTestDatabase } from "../../test/use-test-database";
import { insertUser, type TestUserValues } from "../../test/user-factory";
import { queueTicketReplyMails, type TicketMailDependencies } from "./ticket-mail";
import { readTicketReplyAddress } from "./ticket-reply-address";

const replyAddress = { domain: "tickets.ondine.test", secret: "0123456789abcdef0123456789abcdef" };
const writtenAt = new Date("2026-03-02T09:30:00.000Z");
const deps: TicketMailDependencies = {
  config: { publicUrl: "https://console.ondine.test", ticketReplyAddress: replyAddress },
  now: () => writtenAt,
};

// Tests share one database, brought back to its migrated state before each (beforeEach): each makes its people.
describe.each(testEngines)("ticket reply mails on %s", (engine) => {
  const t = useTestDatabase(engine);

  const person = async (language: string, values: TestUserValues = {}) => {
    const user = await insertUser(t.db, values);
    await t.db.update(users).set({ language }).where(eq(users.id, user.id));
    return user;
  };

  /** A site's ticket, id 42, opened by `requesterId`. */
  const ticketOf = async (requesterId: number, assigneeId: number | null = null) => {
    const organism = await insertOrganism(t.db);
    const site = await insertSite(t.db, { organismId: organism.id });
    const [row] = await t.db
      .insert(tickets)
      .values({
        id: 42,
        locationType: "Site",
        organismId: organism.id,
        siteId: site.id,
        requesterId,
        assigneeId,
        kind: "technical",
        status: ticketStatus.open,
        subject: "Wi-Fi down\nin room 12",
      })
      .returning();
    if (!row) throw new Error("no ticket");
    return row;
  };

  const mailed = () => t.db.select().from(outboxMessages).orderBy(asc(outboxMessages.id));

  it("mails the desk's public message to the requester, in their language, with the ticket's signed address", async () => {
    const requester = await person("fr", { firstName: "Ana", roles: ["requests"] });
    const agent = await person("de", { firstName: "Léa", lastName: "Martin", roles: ["support_desk"] });
    const ticket = await ticketOf(requester.id, agent.id);
    const ids = await queueTicketReplyMails(t.db, deps, {
      ticket,
      message: {
        id: 1,
        authorId: agent.id,
        body: "Nous avons redémarré la borne.\nTout est revenu.",
        authorIsDesk: true,
      },
    });

    const rows = await mailed();
    expect(rows.map((row) => row.id)).toEqual(ids);
    expect(rows).toHaveLength(1);
    const [mail] = rows;
    expect(mail).toMatchObject({
      channel: "mail",
      recipient: requester.email,
      language: "fr",
      subject: "[T-000042] Wi-Fi down in room 12",
      status: "held",
      createdAt: writtenAt,
      nextAttemptAt: writtenAt,
    });
    expect(mail?.bodyText).toContain("Bonjour Ana,");
    expect(mail?.bodyText).toContain("Léa Martin a écrit sur le ticket T-000042 « Wi-Fi down in room 12 » :");
    expect(mail?.bodyText).toContain("Nous avons redémarré la borne.\nTout est revenu.");
    expect(mail?.bodyText).toContain("https://console.ondine.test/support/tickets/42");
    expect(mail?.bodyText).toContain("Répondez à ce message");
    expect(readTicketReplyAddress(mail?.replyTo ?? "", replyAddress)).toEqual({ ticketId: 42, userId: requester.id });
  });

  it("mails a customer's message to the assignee alone, in the assignee's language", async () => {
    const requester = await person("fr", { roles: ["requests"] });
    const assignee = await person("es", { firstName: "Pablo", roles: ["support_desk"] });
    await person("en", { admin: true });
    const ticket = await ticketOf(requester.id, assignee.id);
    await queueTicketReplyMails(t.db, deps, {
      ticket,
      message: { id: 2, authorId: requester.id, body: "Toujours en panne.", authorIsDesk: false },
    });

    const rows = await mailed();
    expect(rows.map(({ recipient, language }) => ({ recipient, language }))).toEqual([
      { recipient: assignee.email, language: "es" },
    ]);
    expect(rows[0]?.bodyText).toContain("Hola Pablo:");
    expect(readTicketReplyAddress(rows[0]?.replyTo ?? "", replyAddress)).toEqual({ ticketId: 42, userId: assignee.id });
  });

  it("mails a customer's message to every active member of the desk when nobody is assigned", async () => {
    const requester = await person("fr", { roles: ["requests"] });
    const admin = await person("en", { admin: true });
    const deskMember = await person("de", { roles: ["support_desk", "requests"] });
    await person("fr", { roles: ["support_desk"], confirmed: false });
    await person("fr", { roles: ["support_desk"], deleted: true });
    await person("fr", { roles: ["requests", "supervision"] });
    const ticket = await ticketOf(requester.id);
    await queueTicketReplyMails(t.db, deps, {
      ticket,
      message: { id: 3, authorId: requester.id, body: "Bonjour ?", authorIsDesk: false },
    });

    const rows = await mailed();
    expect(rows.map(({ recipient, language }) => ({ recipient, language }))).toEqual([
      { recipient: admin.email, language: "en" },
      { recipient: deskMember.email, language: "de" },
    ]);
    // Each recipient answers at an address of their own.
    expect(rows.map((row) => readTicketReplyAddress(row.replyTo ?? "", replyAddress)?.userId)).toEqual([
      admin.id,
      deskMember.id,
    ]);
  });

  it("mails the desk when the assignee's account is deactivated", async () => {
    const requester = await person("fr", { roles: ["requests"] });
    const gone = await person("fr", { roles: ["support_desk"], deleted: true });
    const admin = await person("en", { admin: true });
    const ticket = await ticketOf(requester.id, gone.id);
    await queueTicketReplyMails(t.db, deps, {
      ticket,
      message: { id: 4, authorId: requester.id, body: "Bonjour ?", authorIsDesk: false },
    });
    expect((await mailed()).map((row) => row.recipient)).toEqual([admin.email]);
  });

  it("never mails the author, and mails nobody for an internal note", async () => {
    const admin = await person("en", { admin: true });
    const ticket = await ticketOf(admin.id);
    // The desk's own ticket: its answer has no one to go to.
    await queueTicketReplyMails(t.db, deps, {
      ticket,
      message: { id: 5, authorId: admin.id, body: "Noted.", authorIsDesk: true },
    });
    const requester = await person("fr", { roles: ["requests"] });
    await t.db.update(tickets).set({ requesterId: requester.id }).where(eq(tickets.id, ticket.id));
    await queueTicketReplyMails(t.db, deps, {
      ticket: { ...ticket, requesterId: requester.id },
      message: { id: 6, authorId: admin.id, body: "Between us.", authorIsDesk: true, internal: true },
    });
    expect(await mailed()).toEqual([]);
  });

  it("writes no Reply-To without the reply addresses' settings, and says to answer in the console", async () => {
    const requester = await person("en", { firstName: "Ana", roles: ["requests"] });
    const admin = await person("en", { admin: true });
    const ticket = await ticketOf(requester.id, admin.id);
    await queueTicketReplyMails(
      t.db,
      { ...deps, config: { ...deps.config, ticketReplyAddress: undefined } },
      { ticket, message: { id: 7, authorId: admin.id, body: "Fixed.", authorIsDesk: true } },
    );
    const [mail] = await mailed();
    expect(mail?.replyTo).toBeNull();
    expect(mail?.bodyText).toContain("To answer, open the ticket in the console.");
  });
});
