import { type GraphQLClient, gql } from "graphql-request";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertOrganism } from "../../test/organism-factory";
import { insertSite, type TestSite } from "../../test/site-factory";
import { testEngines } from "../../test/test-database";
import { insertUser } from "../../test/user-factory";
import { apiTokenOf, graphqlClient, graphqlRefusal, type ListeningApp, startListeningApp } from "./graphql-test-setup";

type TicketAnswer = {
  id: string;
  issueNumber: string;
  status: string;
  channel: string;
  siteId: string | null;
  messages: { body: string; internal: boolean; channel: string; author: { staff: boolean } }[];
};

const ticketFields = "id issueNumber status channel siteId messages { body internal channel author { staff } }";

const createTicket = gql`
  mutation Open($site: ID!, $subject: String!) {
    createTicket(
      input: { locationType: SITE, locationId: $site, kind: TECHNICAL, subject: $subject, message: "The Wi-Fi is down in the lobby." }
    ) {
      ${ticketFields}
    }
  }
`;

const reply = gql`
  mutation Reply($ticket: ID!, $message: String!, $internal: Boolean) {
    replyToTicket(ticketId: $ticket, message: $message, internal: $internal) {
      ${ticketFields}
    }
  }
`;

const oneTicket = gql`
  query One($id: ID!) {
    ticket(id: $id) {
      ${ticketFields}
    }
  }
`;

type Page = {
  tickets: {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    nodes: { id: string; subject: string; messages?: { body: string; internal: boolean }[] }[];
  };
};

describe.each(testEngines)("support tickets through GraphQL on %s", (engine) => {
  let listening: ListeningApp;
  let customer: GraphQLClient;
  let rival: GraphQLClient;
  let desk: GraphQLClient;
  let hotelSite: TestSite;
  let otherHotelSite: TestSite;
  let rivalSite: TestSite;
  let hotelsId: number;
  let rivalsId: number;
  let rivalTicketId: string;
  let apiOnlyToken: string;
  let readOnlyToken: string;

  // Tests share one listening app (a server on a port per test would cost a start and a stop each): each test
  // opens the tickets it reads and counts only within them, by subject.
  beforeAll(async () => {
    listening = await startListeningApp(engine);
    const { db } = listening.database;
    const hotels = await insertOrganism(db, { kind: "hotel_chain", name: "Hôtels Tickets" });
    const rivals = await insertOrganism(db, { kind: "hotel_chain", name: "Rival Tickets" });
    hotelsId = hotels.id;
    rivalsId = rivals.id;
    hotelSite = await insertSite(db, { organismId: hotels.id, name: "Le Grand Quai" });
    otherHotelSite = await insertSite(db, { organismId: hotels.id, name: "La Petite Anse" });
    rivalSite = await insertSite(db, { organismId: rivals.id, name: "Rival Bay" });
    const customerUser = await insertUser(db, {
      roles: ["api", "requests"],
      locations: [{ type: "Organism", id: hotels.id }],
    });
    const rivalUser = await insertUser(db, {
      roles: ["api", "requests"],
      locations: [{ type: "Organism", id: rivals.id }],
    });
    const deskUser = await insertUser(db, { roles: ["api", "support_desk"], locations: [] });
    const apiOnly = await insertUser(db, { roles: ["api"], locations: [{ type: "Organism", id: hotels.id }] });
    customer = graphqlClient(listening.url, await apiTokenOf(listening.app, customerUser));
    rival = graphqlClient(listening.url, await apiTokenOf(listening.app, rivalUser));
    desk = graphqlClient(listening.url, await apiTokenOf(listening.app, deskUser));
    apiOnlyToken = await apiTokenOf(listening.app, apiOnly);
    // Another account of the customer's (an account has one token: a read-only one would replace the full one).
    const colleague = await insertUser(db, {
      roles: ["api", "requests"],
      locations: [{ type: "Organism", id: hotels.id }],
    });
    readOnlyToken = await apiTokenOf(listening.app, colleague, { read_only: true });
    const opened = await rival.request<{ createTicket: TicketAnswer }>(createTicket, {
      site: String(rivalSite.id),
      subject: "Rival's outage",
    });
    rivalTicketId = opened.createTicket.id;
  });
  afterAll(async () => {
    await listening.app.close();
    await listening.database.close();
  });

  it("opens a ticket through the widget channel, then takes the customer's reply", async () => {
    const opened = await customer.request<{ createTicket: TicketAnswer }>(createTicket, {
      site: String(hotelSite.id),
      subject: "Lobby Wi-Fi",
    });
    expect(opened.createTicket).toMatchObject({
      status: "OPEN",
      channel: "WIDGET",
      siteId: String(hotelSite.id),
      messages: [{ body: "The Wi-Fi is down in the lobby.", internal: false, author: { staff: false } }],
    });
    expect(opened.createTicket.issueNumber).toBe(`T-${opened.createTicket.id.padStart(6, "0")}`);

    const replied = await customer.request<{ replyToTicket: TicketAnswer }>(reply, {
      ticket: opened.createTicket.id,
      message: "It is back on the ground floor only.",
    });
    expect(replied.replyToTicket.messages.map((message) => [message.body, message.channel])).toEqual([
      ["The Wi-Fi is down in the lobby.", "WIDGET"],
      ["It is back on the ground floor only.", "WIDGET"],
    ]);
    const read = await customer.request<{ ticket: TicketAnswer }>(oneTicket, { id: opened.createTicket.id });
    expect(read.ticket.messages).toHaveLength(2);
  });

  it("shows the desk's internal notes to the desk only, by id and in the list", async () => {
    const opened = await customer.request<{ createTicket: TicketAnswer }>(createTicket, {
      site: String(otherHotelSite.id),
      subject: "Printer at the desk",
    });
    const ticket = opened.createTicket.id;
    const noted = await desk.request<{ replyToTicket: TicketAnswer }>(reply, {
      ticket,
      message: "Customer is on the old firmware, do not tell them yet.",
      internal: true,
    });
    expect(noted.replyToTicket.messages.at(-1)).toMatchObject({ internal: true, author: { staff: true } });
    await desk.request(reply, { ticket, message: "We are looking into it." });

    const asDesk = await desk.request<{ ticket: TicketAnswer }>(oneTicket, { id: ticket });
    expect(asDesk.ticket.messages.map((message) => message.internal)).toEqual([false, true, false]);

    const asCustomer = await customer.request<{ ticket: TicketAnswer }>(oneTicket, { id: ticket });
    expect(asCustomer.ticket.messages.map((message) => message.body)).toEqual([
      "The Wi-Fi is down in the lobby.",
      "We are looking into it.",
    ]);
    const listed = await customer.request<Page>(
      `{ tickets(first: 100, siteId: "${otherHotelSite.id}") { nodes { id subject messages { body internal } } } }`,
    );
    const item = listed.tickets.nodes.find((node) => node.id === ticket);
    expect(item?.messages?.map((message) => message.internal)).toEqual([false, false]);
    expect(JSON.stringify(listed)).not.toContain("old firmware");

    // A customer may not write a note.
    const refused = await graphqlRefusal(customer.request(reply, { ticket, message: "Psst", internal: true }));
    expect(refused.errors[0]?.extensions?.code).toBe("NOT_ALLOWED");
    const after = await desk.request<{ ticket: TicketAnswer }>(oneTicket, { id: ticket });
    expect(after.ticket.messages.map((message) => message.body)).not.toContain("Psst");
  });

  it("keeps to the caller's scope: another customer's ticket answers NOT_FOUND and is never listed", async () => {
    const refused = await graphqlRefusal(customer.request(oneTicket, { id: rivalTicketId }));
    expect(refused.errors.map((error) => error.extensions?.code)).toEqual(["NOT_FOUND"]);
    expect(JSON.stringify(refused.errors)).not.toContain("Rival");
    const replying = await graphqlRefusal(customer.request(reply, { ticket: rivalTicketId, message: "Hello?" }));
    expect(replying.errors[0]?.extensions?.code).toBe("NOT_FOUND");

    const all = await customer.request<Page>("{ tickets(first: 100, all: true) { totalCount nodes { id subject } } }");
    expect(all.tickets.nodes.map((node) => node.id)).not.toContain(rivalTicketId);
    expect(all.tickets.totalCount).toBe(all.tickets.nodes.length);
    const theirs = await customer.request<Page>(`{ tickets(organismId: "${rivalsId}") { totalCount nodes { id } } }`);
    expect(theirs.tickets).toEqual({ totalCount: 0, nodes: [] });

    // Opening a ticket on another customer's site answers as an unknown site.
    const opening = await graphqlRefusal(
      customer.request(createTicket, { site: String(rivalSite.id), subject: "Not ours" }),
    );
    expect(opening.errors[0]?.extensions?.code).toBe("NOT_FOUND");

    // The desk reads every customer's.
    const deskList = await desk.request<Page>(`{ tickets(first: 100, organismId: "${rivalsId}") { nodes { id } } }`);
    expect(deskList.tickets.nodes.map((node) => node.id)).toEqual([rivalTicketId]);
    const deskRead = await desk.request<{ ticket: TicketAnswer }>(oneTicket, { id: rivalTicketId });
    expect(deskRead.ticket.id).toBe(rivalTicketId);
  });

  it("pages the customer's tickets newest first with the cursor, skipping none and repeating none", async () => {
    const subjects = ["Page A", "Page B", "Page C"];
    const opened: string[] = [];
    for (const subject of subjects) {
      const answer = await customer.request<{ createTicket: TicketAnswer }>(createTicket, {
        site: String(hotelSite.id),
        subject,
      });
      opened.push(answer.createTicket.id);
    }
    const seen: string[] = [];
    let after: string | null = null;
    for (let page = 0; page < 20; page += 1) {
      const answer: Page = await customer.request(
        gql`
          query Page($after: String, $organism: ID) {
            tickets(first: 2, after: $after, organismId: $organism, kind: TECHNICAL, status: [OPEN]) {
              pageInfo {
                hasNextPage
                endCursor
              }
              nodes {
                id
                subject
              }
            }
          }
        `,
        { after, organism: String(hotelsId) },
      );
      seen.push(...answer.tickets.nodes.map((node) => node.id));
      if (!answer.tickets.pageInfo.hasNextPage) break;
      after = answer.tickets.pageInfo.endCursor;
    }
    expect(new Set(seen).size).toBe(seen.length);
    // The three just opened come first, newest first; the rival's never.
    expect(seen.slice(0, 3)).toEqual([...opened].reverse());
    expect(seen).not.toContain(rivalTicketId);
  });

  it("holds to the limits: pages of 1 to 100, its own cursors, the list's field errors, the requests role, read-only tokens", async () => {
    const hundred = await rival.request<Page>("{ tickets(first: 100) { nodes { id } } }");
    expect(hundred.tickets.nodes.map((node) => node.id)).toEqual([rivalTicketId]);
    for (const first of [0, 101]) {
      const tooLarge = await graphqlRefusal(customer.request(`{ tickets(first: ${first}) { nodes { id } } }`));
      expect(tooLarge.errors[0]?.extensions).toMatchObject({
        code: "INVALID_PARAMETERS",
        errors: { first: ["formErrors.range_number"] },
      });
    }
    // A page's messages cost 20 each, times the page's size: fifteen pages of 100 with theirs pass the cost limit.
    const pages = Array.from({ length: 15 }, (_, at) => `p${at}: tickets(first: 100) { nodes { messages { body } } }`);
    const costly = await graphqlRefusal(customer.request(`{ ${pages.join(" ")} }`));
    expect(costly.status).toBe(400);
    expect(costly.errors[0]?.extensions).toMatchObject({ code: "WRONG_PARAMETERS", reason: "QUERY_TOO_COSTLY" });
    await customer.request(`{ ${pages.slice(0, 1).join(" ")} }`);
    // Another connection's cursor is not one of this list.
    const codesCursor = Buffer.from(JSON.stringify(["2026-01-01T00:00:00Z", 1])).toString("base64url");
    for (const cursor of ["not-ours", codesCursor]) {
      const refused = await graphqlRefusal(customer.request(`{ tickets(after: "${cursor}") { nodes { id } } }`));
      expect(refused.errors[0]?.extensions).toMatchObject({
        code: "INVALID_PARAMETERS",
        errors: { after: ["formErrors.invalid"] },
      });
    }
    const badDay = await graphqlRefusal(customer.request('{ tickets(since: "last week") { nodes { id } } }'));
    expect(badDay.errors[0]?.extensions).toMatchObject({
      code: "INVALID_PARAMETERS",
      errors: { since: ["formErrors.invalid"] },
    });
    const longSubject = await graphqlRefusal(
      customer.request(createTicket, { site: String(hotelSite.id), subject: "x".repeat(201) }),
    );
    expect(longSubject.errors[0]?.extensions).toMatchObject({
      code: "INVALID_PARAMETERS",
      errors: { subject: expect.any(Array) },
    });

    // The api role alone reads no ticket; a read-only token lists them but opens none.
    const apiOnly = graphqlClient(listening.url, apiOnlyToken);
    const forbidden = await graphqlRefusal(apiOnly.request("{ tickets { nodes { id } } }"));
    expect(forbidden.status).toBe(403);
    expect(forbidden.errors[0]?.extensions?.code).toBe("NOT_ALLOWED");
    const readOnly = graphqlClient(listening.url, readOnlyToken);
    await readOnly.request("{ tickets(first: 1) { nodes { id } } }");
    const opening = await graphqlRefusal(
      readOnly.request(createTicket, { site: String(hotelSite.id), subject: "Read-only" }),
    );
    expect(opening.errors[0]?.extensions?.code).toBe("NOT_ALLOWED");
    const listed = await customer.request<Page>(`{ tickets(first: 100, all: true) { nodes { subject } } }`);
    expect(listed.tickets.nodes.map((node) => node.subject)).not.toContain("Read-only");
  });
});
