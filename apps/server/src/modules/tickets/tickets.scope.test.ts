import type { TicketListAnswer } from "@ondine/domain";
import { describe, expect, it } from "vitest";
import { testEngines } from "../../test/test-database";
import { detailOf, multipartBody, pngBytes, type TicketsSessions, useTicketsApp } from "./tickets-fixture";

// docs/tickets.md#who-sees-what: a customer reads the tickets of their locations only (404 for any
// other, by id, list or attachment), never an internal note; tickets need the requests role.
describe.each(testEngines)("who sees which ticket on %s", (engine) => {
  const t = useTicketsApp(engine);

  const idsOf = async (session: TicketsSessions[keyof TicketsSessions], query = "?all=1") => {
    const response = await t.client.get(session, `/api/tickets${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TicketListAnswer>().tickets.map((ticket) => ticket.id);
  };

  /** Another customer's ticket with a file. */
  async function theirTicket() {
    const response = await t.client.call(
      t.as.theirCustomer,
      "POST",
      "/api/tickets",
      multipartBody(
        {
          location_type: "Site",
          location_id: String(t.world.theirSite.id),
          kind: "supply",
          subject: "Commande de bornes",
          message: "Merci de nous livrer deux bornes.",
        },
        [{ name: "bon-de-commande.png", bytes: pngBytes }],
      ),
    );
    const ticket = detailOf(response, 201);
    const attachment = ticket.messages[0]?.attachments[0];
    if (!attachment) throw new Error("no attachment");
    return { ticket, attachment };
  }

  it("answers 404 for another customer's ticket and its file, by id, and never lists it", async () => {
    const { ticket, attachment } = await theirTicket();
    const ours = await t.client.open(t.as.customer, { location_type: "Site", location_id: t.world.site.id });
    for (const session of [t.as.customer, t.as.organismCustomer]) {
      expect((await t.client.get(session, `/api/tickets/${ticket.id}`)).statusCode).toBe(404);
      expect((await t.client.get(session, attachment.url)).statusCode).toBe(404);
      expect((await t.client.reply(session, ticket.id, { message: "Bonjour" })).statusCode).toBe(404);
      expect((await t.client.patch(session, ticket.id, { status: 5 })).statusCode).toBe(404);
      expect(await idsOf(session)).toEqual([ours.id]);
      expect(await idsOf(session, `?q=${ticket.issue_number}&all=1`)).toEqual([]);
    }
    // Their customer alike for ours; the desk reads both.
    expect((await t.client.get(t.as.theirCustomer, `/api/tickets/${ours.id}`)).statusCode).toBe(404);
    expect(await idsOf(t.as.theirCustomer)).toEqual([ticket.id]);
    expect((await idsOf(t.as.desk)).sort()).toEqual([ours.id, ticket.id].sort());
    expect((await t.client.get(t.as.desk, attachment.url)).statusCode).toBe(200);
  });

  it("shows an organism's tickets to who holds it as a whole, a site's to who holds the site", async () => {
    const organismTicket = await t.client.open(t.as.organismCustomer, {
      location_type: "Organism",
      location_id: t.world.organism.id,
      kind: "business",
    });
    const otherSiteTicket = await t.client.open(t.as.organismCustomer, {
      location_type: "Site",
      location_id: t.world.otherSite.id,
    });
    const siteTicket = await t.client.open(t.as.customer, { location_type: "Site", location_id: t.world.site.id });
    expect((await idsOf(t.as.organismCustomer)).sort()).toEqual(
      [organismTicket.id, otherSiteTicket.id, siteTicket.id].sort(),
    );
    expect(await idsOf(t.as.customer)).toEqual([siteTicket.id]);
    expect((await t.client.get(t.as.customer, `/api/tickets/${organismTicket.id}`)).statusCode).toBe(404);
    expect((await t.client.get(t.as.customer, `/api/tickets/${otherSiteTicket.id}`)).statusCode).toBe(404);
    // Who holds the organism reads its sites' tickets, whoever opened them.
    expect(detailOf(await t.client.get(t.as.organismCustomer, `/api/tickets/${siteTicket.id}`)).id).toBe(siteTicket.id);
  });

  it("refuses every ticket call to an account without the requests role (403)", async () => {
    const ticket = await t.client.open(t.as.customer, { location_type: "Site", location_id: t.world.site.id });
    const session = t.as.withoutRequests;
    expect((await t.client.get(session, "/api/tickets")).statusCode).toBe(403);
    expect((await t.client.get(session, `/api/tickets/${ticket.id}`)).statusCode).toBe(403);
    expect((await t.client.reply(session, ticket.id, { message: "Bonjour" })).statusCode).toBe(403);
    const opened = await t.client.call(session, "POST", "/api/tickets", {
      location_type: "Site",
      location_id: t.world.site.id,
      kind: "misc",
      subject: "Bonjour",
      message: "Test",
    });
    expect(opened.statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/api/tickets" })).statusCode).toBe(401);
  });

  it("never shows a customer an internal note, its file, or its author as who answered", async () => {
    const opened = await t.client.open(t.as.customer, { location_type: "Site", location_id: t.world.site.id });
    const noted = detailOf(
      await t.client.call(
        t.as.desk,
        "POST",
        `/api/tickets/${opened.id}/messages`,
        multipartBody({ message: "Client difficile, voir avec le commercial.", internal: "true" }, [
          { name: "capture.png", bytes: pngBytes },
        ]),
      ),
      201,
    );
    const note = noted.messages.find((message) => message.internal);
    const noteFile = note?.attachments[0];
    if (!noteFile) throw new Error("no note file");
    expect(noted.last_answered_by).toBeNull();
    expect((await t.client.get(t.as.desk, noteFile.url)).statusCode).toBe(200);

    const seen = detailOf(await t.client.get(t.as.customer, `/api/tickets/${opened.id}`));
    expect(seen.messages.map((message) => message.internal)).toEqual([false]);
    expect(JSON.stringify(seen)).not.toContain("commercial");
    expect(seen.history).toEqual([]);
    // A note moves nothing the customer sees.
    expect(seen.last_activity_at).toBe(opened.last_activity_at);
    expect((await t.client.get(t.as.customer, noteFile.url)).statusCode).toBe(404);
    const listed = await t.client.get(t.as.customer, "/api/tickets");
    expect(listed.json<TicketListAnswer>().tickets[0]).toMatchObject({ id: opened.id, last_answered_by: null });
    expect(listed.body).not.toContain("commercial");
  });
});
