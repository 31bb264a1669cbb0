import type { WebhookEventType } from "@ondine/domain";
import { describe, expect, it } from "vitest";
import { webhookEvents } from "../../db/schema";
import { testEngines } from "../../test/test-database";
import { insertWantingEndpoint, recordedWebhookEvents } from "../../test/webhook-outbox";
import { receiveTicketMailReply } from "./ticket-mail-replies";
import { ticketsDependencies } from "./tickets-dependencies";
import { detailOf, multipartBody, pngBytes, ticketsNow, useTicketsApp } from "./tickets-fixture";

// docs/webhooks.md#events: ticket.opened and ticket.replied, recorded in the transaction of the tickets'
// creation and replies (console, API, mail), never for an internal note.

const ticketTypes: WebhookEventType[] = ["ticket.opened", "ticket.replied"];

describe.each(testEngines)("the tickets' webhooks on %s", (engine) => {
  const t = useTicketsApp(engine);

  const endpointFor = (organismId: number, eventTypes: readonly WebhookEventType[]) =>
    insertWantingEndpoint(t.db, organismId, eventTypes);
  const eventsOf = (organismId: number) => recordedWebhookEvents(t.db, organismId);

  const organismRef = () => ({ id: t.world.organism.id, name: "Hôtels du Port" });
  const siteRef = () => ({ id: t.world.site.id, name: "Le Phare" });

  it("records ticket.opened with the customer's message and its number of files", async () => {
    await endpointFor(t.world.organism.id, ticketTypes);
    const ticket = detailOf(
      await t.client.call(
        t.as.customer,
        "POST",
        "/api/tickets",
        multipartBody(
          {
            location_type: "Site",
            location_id: String(t.world.site.id),
            kind: "technical",
            subject: "Borne en panne",
            message: "Voir la capture.",
          },
          [{ name: "capture.png", bytes: pngBytes }],
        ),
      ),
      201,
    );
    const [message] = ticket.messages;
    expect(await eventsOf(t.world.organism.id)).toEqual([
      {
        type: "ticket.opened",
        organismId: t.world.organism.id,
        data: {
          organism: organismRef(),
          site: siteRef(),
          ticket: { id: ticket.id, subject: "Borne en panne", status: ticket.status, kind: "technical" },
          message: {
            id: message?.id,
            from: "customer",
            text: "Voir la capture.",
            attachments: 1,
            at: ticketsNow.toISOString(),
          },
        },
      },
    ]);
  });

  it("names no site for a ticket on the organism as a whole", async () => {
    await endpointFor(t.world.organism.id, ["ticket.opened"]);
    const ticket = await t.client.open(t.as.organismCustomer, {
      location_type: "Organism",
      location_id: t.world.organism.id,
    });
    expect(await eventsOf(t.world.organism.id)).toEqual([
      expect.objectContaining({
        type: "ticket.opened",
        data: expect.objectContaining({
          organism: organismRef(),
          site: null,
          ticket: expect.objectContaining({ id: ticket.id }),
        }),
      }),
    ]);
  });

  it("records ticket.replied for the desk's and the customer's replies, never for an internal note", async () => {
    await endpointFor(t.world.organism.id, ["ticket.replied"]);
    const ticket = await t.client.open(t.as.customer, { location_type: "Site", location_id: t.world.site.id });

    detailOf(
      await t.client.reply(t.as.desk, ticket.id, { message: "Note : redémarrer la borne.", internal: true }),
      201,
    );
    expect(await eventsOf(t.world.organism.id)).toEqual([]);

    const answered = detailOf(
      await t.client.reply(t.as.desk, ticket.id, { message: "Nous redémarrons la borne.", status: 3 }),
      201,
    );
    const replied = detailOf(await t.client.reply(t.as.customer, ticket.id, { message: "Merci, ça remarche." }), 201);

    const events = await eventsOf(t.world.organism.id);
    expect(events).toEqual([
      {
        type: "ticket.replied",
        organismId: t.world.organism.id,
        data: {
          organism: organismRef(),
          site: siteRef(),
          ticket: { id: ticket.id, subject: ticket.subject, status: 3, kind: "technical" },
          message: {
            id: answered.messages.at(-1)?.id,
            from: "support",
            text: "Nous redémarrons la borne.",
            attachments: 0,
            at: ticketsNow.toISOString(),
          },
        },
      },
      expect.objectContaining({
        type: "ticket.replied",
        data: expect.objectContaining({
          ticket: expect.objectContaining({ status: replied.status }),
          message: expect.objectContaining({
            id: replied.messages.at(-1)?.id,
            from: "customer",
            text: "Merci, ça remarche.",
          }),
        }),
      }),
    ]);
    expect(JSON.stringify(events)).not.toContain("redémarrer la borne");
  });

  it("records a reply by mail as ticket.replied", async () => {
    await endpointFor(t.world.organism.id, ["ticket.replied"]);
    const ticket = await t.client.open(t.as.customer, { location_type: "Site", location_id: t.world.site.id });
    await receiveTicketMailReply(
      ticketsDependencies(t.app),
      {
        ticketId: ticket.id,
        userId: t.world.customer.id,
        message: "Toujours en panne ce soir.",
        attachments: [{ name: "photo.png", bytes: pngBytes }],
      },
      t.clock.now(),
    );
    expect(await eventsOf(t.world.organism.id)).toEqual([
      expect.objectContaining({
        type: "ticket.replied",
        data: expect.objectContaining({
          message: expect.objectContaining({ from: "customer", text: "Toujours en panne ce soir.", attachments: 1 }),
        }),
      }),
    ]);
  });

  it("records nothing when no endpoint of the ticket's organism asks for the type", async () => {
    await endpointFor(t.world.organism.id, ["ticket.replied", "code.used"]);
    await endpointFor(t.world.theirOrganism.id, ticketTypes);
    await t.client.open(t.as.customer, { location_type: "Site", location_id: t.world.site.id });
    expect(await t.db.select().from(webhookEvents)).toEqual([]);

    // Theirs asks for it: their ticket is recorded, for them alone.
    const theirs = await t.client.open(t.as.theirCustomer, {
      location_type: "Site",
      location_id: t.world.theirSite.id,
    });
    expect(
      await t.db.select({ organismId: webhookEvents.organismId, data: webhookEvents.data }).from(webhookEvents),
    ).toEqual([
      {
        organismId: t.world.theirOrganism.id,
        data: expect.objectContaining({
          organism: { id: t.world.theirOrganism.id, name: "Campings Rivaux" },
          ticket: expect.objectContaining({ id: theirs.id }),
        }),
      },
    ]);
  });
});
