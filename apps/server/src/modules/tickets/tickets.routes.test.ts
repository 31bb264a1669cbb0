import type { TicketListAnswer } from "@ondine/domain";
import { describe, expect, it } from "vitest";
import { outboxMessages } from "../../db/schema";
import { testEngines } from "../../test/test-database";
import { detailOf, ticketsNow, useTicketsApp } from "./tickets-fixture";

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

describe.each(testEngines)("support tickets on %s", (engine) => {
  const t = useTicketsApp(engine);

  const onSite = () => ({ location_type: "Site", location_id: t.world.site.id });

  /** Moves the clock on; the sessions of a day ago have expired: everyone signs in again. */
  async function later(ms: number) {
    t.clock.advance(ms);
    await t.signInAgain();
  }

  it("opens a ticket on a site's equipment with the site's state, and mails the desk", async () => {
    const ticket = await t.client.open(t.as.customer, {
      ...onSite(),
      equipment_id: t.world.accessPoint.id,
      attach_site_state: true,
    });
    expect(ticket).toMatchObject({
      issue_number: `T-${String(ticket.id).padStart(6, "0")}`,
      status: 2,
      channel: "portal",
      conversation: "pending",
      location_type: "Site",
      location: {
        organism_id: t.world.organism.id,
        organism_name: "Hôtels du Port",
        site_id: t.world.site.id,
        site_name: "Le Phare",
        equipment_id: t.world.accessPoint.id,
        equipment_name: `AP-505 ${t.world.accessPoint.mac}`,
      },
      requester: { id: t.world.customer.id, name: "Léa Martin", staff: false },
      assignee: null,
      last_answered_by: null,
      opened_at: ticketsNow.toISOString(),
      history: [],
      can: { reply: true, note: false, close: true, reopen: false, manage: false },
      resolved_at: null,
      reopen_until: null,
    });
    expect(ticket.messages).toEqual([
      expect.objectContaining({ body: "Plus aucun client ne se connecte depuis ce matin.", internal: false }),
    ]);
    // Its access point never reported: unreached nowhere, counted nowhere.
    expect(ticket.site_state).toMatchObject({
      site_id: t.world.site.id,
      access_points_reached: 0,
      access_points_counted: 0,
      unreachable_access_points: [],
      taken_at: ticketsNow.toISOString(),
    });
    // 10:00 in Paris on a Tuesday: first response due by noon.
    expect(ticket.sla).toMatchObject({
      paused: false,
      first_response: { due_at: new Date(ticketsNow.getTime() + 2 * hourMs).toISOString(), breached: false },
    });
    const mailed = await t.db.select({ recipient: outboxMessages.recipient }).from(outboxMessages);
    expect(mailed.map((mail) => mail.recipient)).toEqual(expect.arrayContaining([t.world.desk.email]));

    const desk = detailOf(await t.client.get(t.as.desk, `/api/tickets/${ticket.id}`));
    expect(desk.history).toEqual([
      expect.objectContaining({
        action: "opened",
        details: { status: 2 },
        actor: expect.objectContaining({ id: t.world.customer.id }),
      }),
    ]);
    expect(desk.can).toEqual({ reply: true, note: true, close: true, reopen: false, manage: true });
  });

  it("refuses a location out of the caller's scope (404) and equipment of another site (422)", async () => {
    const theirs = await t.client.call(t.as.customer, "POST", "/api/tickets", {
      location_type: "Site",
      location_id: t.world.theirSite.id,
      kind: "misc",
      subject: "Bonjour",
      message: "Test",
    });
    expect(theirs.statusCode).toBe(404);
    // The site's organism is not held as a whole by a one-site customer.
    const organism = await t.client.call(t.as.customer, "POST", "/api/tickets", {
      location_type: "Organism",
      location_id: t.world.organism.id,
      kind: "misc",
      subject: "Bonjour",
      message: "Test",
    });
    expect(organism.statusCode).toBe(404);
    const elsewhere = await t.client.call(t.as.customer, "POST", "/api/tickets", {
      ...onSite(),
      equipment_id: t.world.otherSiteAccessPoint.id,
      kind: "technical",
      subject: "Borne",
      message: "Test",
    });
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().errors).toEqual({ equipment_id: ["tickets.errors.equipment_not_on_site"] });
    const invalid = await t.client.call(t.as.customer, "POST", "/api/tickets", { ...onSite(), kind: "other" });
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(invalid.json().errors).sort()).toEqual(["kind", "message", "subject"]);
  });

  it("meets the first response by the desk's reply, pauses the clock while pending, resumes on the customer's reply", async () => {
    const { id } = await t.client.open(t.as.customer, onSite());
    await later(hourMs);
    const asked = detailOf(
      await t.client.reply(t.as.desk, id, { message: "Pouvez-vous redémarrer la borne ?", status: 3 }),
      201,
    );
    expect(asked.status).toBe(3);
    expect(asked.last_answered_by).toEqual({ id: t.world.desk.id, name: "Hugo Moreau", staff: true });
    expect(asked.sla).toMatchObject({
      paused: true,
      next_due_at: null,
      first_response: { met_at: t.clock.now().toISOString(), breached: false },
    });

    await later(dayMs);
    const answered = detailOf(await t.client.reply(t.as.customer, id, { message: "C'est fait, sans effet." }), 201);
    expect(answered.status).toBe(2);
    expect(answered.sla.paused).toBe(false);
    expect(answered.sla.next_due_at).not.toBeNull();
    // The customer's message does not make them "who answered".
    expect(answered.last_answered_by?.id).toBe(t.world.desk.id);
    expect(answered.last_activity_at).toBe(t.clock.now().toISOString());

    const history = detailOf(await t.client.get(t.as.desk, `/api/tickets/${id}`)).history;
    expect(history.map((entry) => [entry.action, entry.details])).toEqual([
      ["opened", { status: 2 }],
      ["replied", { message_id: asked.messages[1]?.id }],
      ["status", { from: 2, to: 3 }],
      ["replied", { message_id: answered.messages[2]?.id }],
      ["status", { from: 3, to: 2 }],
    ]);
  });

  it("lets a customer close, reopen within 14 days, and not later", async () => {
    const { id } = await t.client.open(t.as.customer, onSite());
    const closed = detailOf(await t.client.patch(t.as.customer, id, { status: 5 }));
    expect(closed).toMatchObject({
      status: 5,
      conversation: "closed",
      resolved_at: ticketsNow.toISOString(),
      reopen_until: new Date(ticketsNow.getTime() + 14 * dayMs).toISOString(),
      can: { reopen: true, close: false },
    });
    await later(13 * dayMs);
    const reopened = detailOf(await t.client.patch(t.as.customer, id, { status: 2 }));
    expect(reopened).toMatchObject({ status: 2, resolved_at: null, reopen_until: null });

    // The desk resolves it; 15 days later neither a reopen nor a reply reopens it.
    detailOf(await t.client.patch(t.as.desk, id, { status: 4 }));
    await later(15 * dayMs);
    const late = await t.client.patch(t.as.customer, id, { status: 2 });
    expect(late.statusCode).toBe(422);
    expect(late.json().errors).toEqual({ status: ["tickets.errors.reopen_too_late"] });
    const lateReply = await t.client.reply(t.as.customer, id, { message: "Le problème est revenu." });
    expect(lateReply.statusCode).toBe(422);
    expect(lateReply.json().errors).toEqual({ message: ["tickets.errors.reopen_too_late"] });
    // Not even to close it: nothing is written on it any more.
    expect((await t.client.reply(t.as.customer, id, { message: "Merci", status: 5 })).statusCode).toBe(422);
    expect(detailOf(await t.client.get(t.as.customer, `/api/tickets/${id}`))).toMatchObject({
      status: 4,
      can: { reply: false, reopen: false },
    });

    const history = detailOf(await t.client.get(t.as.desk, `/api/tickets/${id}`)).history;
    expect(history.map((entry) => [entry.action, entry.details])).toEqual([
      ["opened", { status: 2 }],
      ["status", { from: 2, to: 5 }],
      ["reopened", { from: 5, to: 2 }],
      ["status", { from: 2, to: 4 }],
    ]);
  });

  it("reopens a resolved ticket by the customer's reply within 14 days", async () => {
    const { id } = await t.client.open(t.as.customer, onSite());
    detailOf(await t.client.reply(t.as.desk, id, { message: "Réglé : la borne a été remplacée.", status: 4 }), 201);
    await later(3 * dayMs);
    const reopened = detailOf(await t.client.reply(t.as.customer, id, { message: "Toujours en panne." }), 201);
    expect(reopened).toMatchObject({ status: 2, resolved_at: null });
    const history = detailOf(await t.client.get(t.as.desk, `/api/tickets/${id}`)).history;
    expect(history.at(-1)).toMatchObject({ action: "reopened", details: { from: 4, to: 2 } });
  });

  it("leaves assigning, escalating and other statuses to the desk (403 for a customer)", async () => {
    const { id } = await t.client.open(t.as.customer, onSite());
    for (const change of [{ status: 13 }, { status: 3 }, { assignee_id: t.world.desk.id }, { kind: "pos" }]) {
      const refused = await t.client.patch(t.as.customer, id, change);
      expect(refused.statusCode, JSON.stringify(change)).toBe(403);
    }
    const note = await t.client.reply(t.as.customer, id, { message: "Note", internal: true });
    expect(note.statusCode).toBe(403);

    const notDesk = await t.client.patch(t.as.desk, id, { assignee_id: t.world.customer.id });
    expect(notDesk.statusCode).toBe(422);
    expect(notDesk.json().errors).toEqual({ assignee_id: ["tickets.errors.assignee_not_support_desk"] });

    const changed = detailOf(
      await t.client.patch(t.as.desk, id, { assignee_id: t.world.otherDesk.id, status: 13, kind: "pos" }),
    );
    expect(changed).toMatchObject({
      status: 13,
      kind: "pos",
      assignee: { id: t.world.otherDesk.id, name: "Inès Bernard", staff: true },
    });
    const unassigned = detailOf(await t.client.patch(t.as.desk, id, { assignee_id: null }));
    expect(unassigned.assignee).toBeNull();
    expect(unassigned.history.map((entry) => [entry.action, entry.details])).toEqual([
      ["opened", { status: 2 }],
      ["assigned", { from: null, to: t.world.otherDesk.id }],
      ["kind", { from: "technical", to: "pos" }],
      ["status", { from: 2, to: 13 }],
      ["assigned", { from: t.world.otherDesk.id, to: null }],
    ]);
    expect(unassigned.history[1]?.actor).toEqual({ id: t.world.desk.id, name: "Hugo Moreau", staff: true });
  });

  it("names the desk's members as assignees, to the desk only", async () => {
    const answer = await t.client.get(t.as.desk, "/api/tickets/assignees");
    expect(answer.statusCode).toBe(200);
    expect(answer.json().assignees).toEqual([
      { id: t.world.otherDesk.id, name: "Inès Bernard", staff: true },
      { id: t.world.desk.id, name: "Hugo Moreau", staff: true },
    ]);
    expect((await t.client.get(t.as.customer, "/api/tickets/assignees")).statusCode).toBe(403);
  });

  it("lists the customer's last 3 months unless asked for all, and the desk's queue by due time", async () => {
    const old = await t.client.open(t.as.customer, { ...onSite(), subject: "Ancienne panne" });
    await later(100 * dayMs);
    const business = await t.client.open(t.as.customer, { ...onSite(), kind: "business", subject: "Facture de mars" });
    const technical = await t.client.open(t.as.customer, { ...onSite(), subject: "Borne muette" });
    const list = async (session = t.as.customer, query = "") => {
      const response = await t.client.get(session, `/api/tickets${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<TicketListAnswer>();
    };
    // The customer's default: the last activity first, within 3 months.
    expect((await list()).tickets.map((ticket) => ticket.id)).toEqual([technical.id, business.id]);
    expect((await list(t.as.customer, "?all=1")).tickets.map((ticket) => ticket.id)).toEqual([
      technical.id,
      business.id,
      old.id,
    ]);
    // The desk's queue: every ticket, the next due time first (the old one's first response long overdue).
    const queue = await list(t.as.desk);
    expect(queue.tickets.map((ticket) => ticket.id)).toEqual([old.id, business.id, technical.id]);
    expect(queue).toMatchObject({ total_count: 3, current_page: 1, total_pages: 1 });
    expect((await list(t.as.desk, "?overdue=1")).tickets.map((ticket) => ticket.id)).toEqual([old.id]);
    expect((await list(t.as.desk, "?kind=business")).tickets.map((ticket) => ticket.id)).toEqual([business.id]);
    expect((await list(t.as.desk, `?q=${old.issue_number}`)).tickets.map((ticket) => ticket.id)).toEqual([old.id]);
    expect((await list(t.as.desk, "?q=facture")).tickets.map((ticket) => ticket.id)).toEqual([business.id]);
    expect((await list(t.as.desk, "?assignee=none&status=2,11")).total_count).toBe(3);
    expect((await list(t.as.desk, "?assignee=me")).total_count).toBe(0);
    expect((await list(t.as.desk, "?older_than_days=30")).tickets.map((ticket) => ticket.id)).toEqual([old.id]);
    const refused = await t.client.get(t.as.desk, "/api/tickets?status=9&sort=x");
    expect(refused.statusCode).toBe(422);
  });
});
