import type { TicketDetail, TicketListAnswer } from "@ondine/domain";
import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it, vi } from "vitest";
import { testEngines } from "../../test/test-database";
import { detailOf, useTicketsApp } from "./tickets-fixture";

// The tickets module reads its own tables, then asks each owner for the names of a whole page at once
// (docs/architecture.md "Who owns which table"): the statements of a read do not grow with its rows.
describe.each(testEngines)("ticket reads' statements on %s", (engine) => {
  const t = useTicketsApp(engine);

  /** The statements the database is asked for while `read` runs, and its answer. */
  async function statementsOf(read: () => Promise<LightMyRequestResponse>) {
    const spies = [vi.spyOn(t.db, "select"), vi.spyOn(t.db, "execute"), vi.spyOn(t.db, "transaction")];
    try {
      const response = await read();
      expect(response.statusCode, response.body).toBe(200);
      return { count: spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0), response };
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  }

  const queue = () => t.client.get(t.as.desk, "/api/tickets?sort=opened");

  it("reads the desk's queue in as many statements for ten tickets as for one", async () => {
    await t.client.open(t.as.customer, {
      location_type: "Site",
      location_id: t.world.site.id,
      equipment_id: t.world.accessPoint.id,
    });
    await queue(); // The session's first reads: not the queue's.
    const one = await statementsOf(queue);
    expect(one.response.json<TicketListAnswer>().tickets).toHaveLength(1);

    for (let index = 0; index < 9; index += 1) {
      const onOtherSite = index % 2 === 0;
      const ticket = await t.client.open(t.as.organismCustomer, {
        location_type: onOtherSite ? "Site" : "Organism",
        location_id: onOtherSite ? t.world.otherSite.id : t.world.organism.id,
        ...(onOtherSite ? { equipment_id: t.world.otherSiteAccessPoint.id } : {}),
      });
      detailOf(await t.client.patch(t.as.desk, ticket.id, { assignee_id: t.world.otherDesk.id }));
      detailOf(await t.client.reply(t.as.desk, ticket.id, { message: "Nous regardons.", internal: false }), 201);
    }
    const ten = await statementsOf(queue);
    const tickets = ten.response.json<TicketListAnswer>().tickets;
    expect(tickets).toHaveLength(10);
    expect(ten.count).toBe(one.count);
    expect(tickets[0]).toMatchObject({
      location: {
        organism_name: "Hôtels du Port",
        site_name: "La Plage",
        equipment_name: `AP-305 ${t.world.otherSiteAccessPoint.mac}`,
      },
      requester: { id: t.world.organismCustomer.id, name: "Paul Girard", staff: false },
      assignee: { id: t.world.otherDesk.id, name: "Inès Bernard", staff: true },
      last_answered_by: { id: t.world.desk.id, name: "Hugo Moreau", staff: true },
    });
    expect(tickets[1]?.location).toMatchObject({ organism_name: "Hôtels du Port", site_name: null });
  });

  it("reads a ticket in as many statements for a long conversation and history as for a short one", async () => {
    const ticket = await t.client.open(t.as.customer, { location_type: "Site", location_id: t.world.site.id });
    const read = () => t.client.get(t.as.desk, `/api/tickets/${ticket.id}`);
    await read();
    const short = await statementsOf(read);

    for (const [index, session] of [t.as.desk, t.as.customer, t.as.desk, t.as.customer].entries()) {
      detailOf(await t.client.reply(session, ticket.id, { message: `Message ${index}`, internal: false }), 201);
    }
    detailOf(await t.client.patch(t.as.desk, ticket.id, { assignee_id: t.world.otherDesk.id }));
    const long = await statementsOf(read);
    const detail = long.response.json<TicketDetail>();
    expect(detail.messages.map((message) => message.author.name)).toEqual([
      "Léa Martin",
      "Hugo Moreau",
      "Léa Martin",
      "Hugo Moreau",
      "Léa Martin",
    ]);
    expect(detail.history.at(-1)).toMatchObject({
      action: "assigned",
      actor: { name: "Hugo Moreau" },
      details: { from: null, to: t.world.otherDesk.id },
    });
    expect(long.count).toBe(short.count);
  });
});
