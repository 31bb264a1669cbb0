import { exportTooManyRowsError } from "@ondine/domain";
import { sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import type { FastifyInstance } from "fastify";
import { beforeEach, describe, expect, it } from "vitest";
import { bodyRows, csvRecords, headerOf, workbookOf } from "../../test/export-files";
import { insertOrganism } from "../../test/organism-factory";
import { signInAs } from "../../test/sessions";
import { insertSite, type TestSite } from "../../test/site-factory";
import { testEngines } from "../../test/test-database";
import { useTestApp } from "../../test/use-test-app";
import { insertUser, type TestUser } from "../../test/user-factory";

/** A Monday, 10:00 in Paris: within business hours, first responses due at noon. */
const monday = new Date("2026-03-16T09:00:00.000Z");
const threeHours = 3 * 3_600_000;

type World = {
  hotelSite: TestSite;
  campsite: TestSite;
  hotelCustomer: TestUser;
  campCustomer: TestUser;
  desk: TestUser;
  /** Opened by the hotel customer, on the site: answered and assigned by the desk, with a note. */
  lobby: { id: number; issueNumber: string };
  /** Opened by the hotel customer, on the organism: unanswered. */
  invoice: { id: number; issueNumber: string };
  /** Opened by the campsite's customer. */
  router: { id: number; issueNumber: string };
};

function ticketsClient(app: FastifyInstance) {
  const sessions = new Map<number, Promise<Record<string, string>>>();
  const headersOf = (user: TestUser) => {
    let headers = sessions.get(user.id);
    if (!headers) {
      headers = signInAs(app, user).then((session) => session.headers);
      sessions.set(user.id, headers);
    }
    return headers;
  };
  return {
    async send(user: TestUser, method: "POST" | "PATCH", url: string, payload: object) {
      const response = await app.inject({ method, url: `/api${url}`, headers: await headersOf(user), payload });
      expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(300);
      return response.json<{ id: number; issue_number: string }>();
    },
    async export(user: TestUser, query: string, language = "fr") {
      return app.inject({
        method: "GET",
        url: `/api/tickets/export?${query}`,
        headers: { ...(await headersOf(user)), "accept-language": language },
      });
    },
  };
}

describe.each(testEngines)("GET /api/tickets/export on %s", (engine) => {
  const t = useTestApp(engine, { now: monday });
  let world: World;
  let client: ReturnType<typeof ticketsClient>;

  // Every test reads the same two customers' tickets, each in its own emptied database.
  beforeEach(async () => {
    const { db } = t;
    client = ticketsClient(t.app);
    const hotels = await insertOrganism(db, { kind: "hotel_chain", name: "Hôtels du Port" });
    const campsites = await insertOrganism(db, { kind: "campsite", name: "Camping des Pins" });
    const hotelSite = await insertSite(db, { organismId: hotels.id, name: "Le Grand Quai" });
    const campsite = await insertSite(db, { organismId: campsites.id, name: "Les Pins" });
    const hotelCustomer = await insertUser(db, {
      roles: ["requests"],
      locations: [{ type: "Organism", id: hotels.id }],
      firstName: "Claire",
      lastName: "Martin",
    });
    const campCustomer = await insertUser(db, { roles: ["requests"], locations: [{ type: "Site", id: campsite.id }] });
    const desk = await insertUser(db, { roles: ["support_desk"], firstName: "Sam", lastName: "Support" });
    const open = async (user: TestUser, body: object) => {
      const ticket = await client.send(user, "POST", "/tickets", { kind: "technical", ...body });
      return { id: ticket.id, issueNumber: ticket.issue_number };
    };
    const lobby = await open(hotelCustomer, {
      location_type: "Site",
      location_id: hotelSite.id,
      subject: "Lobby Wi-Fi; down since 9",
      message: "Nothing works in the lobby.",
    });
    const invoice = await open(hotelCustomer, {
      location_type: "Organism",
      location_id: hotels.id,
      kind: "business",
      subject: "Invoice question",
      message: "Our March invoice looks wrong.",
    });
    const router = await open(campCustomer, {
      location_type: "Site",
      location_id: campsite.id,
      subject: "Pitch 12 router",
      message: "The router at pitch 12 blinks red.",
    });
    await client.send(desk, "POST", `/tickets/${lobby.id}/messages`, {
      message: "SECRET-NOTE: their controller is out of warranty.",
      internal: true,
    });
    await client.send(desk, "POST", `/tickets/${lobby.id}/messages`, { message: "We are on it." });
    await client.send(desk, "PATCH", `/tickets/${lobby.id}`, { assignee_id: desk.id, status: 11 });
    // Past noon in Paris: the unanswered tickets miss their first response.
    t.clock.advance(threeHours);
    world = { hotelSite, campsite, hotelCustomer, campCustomer, desk, lobby, invoice, router };
  });

  it("writes a customer's tickets only, in a workbook with French headers, statuses and kinds", async () => {
    const response = await client.export(world.hotelCustomer, "format=xlsx&sort=opened", "fr");
    expect(response.headers["x-export-rows"]).toBe("2");
    expect(response.headers["content-disposition"]).toContain('filename="tickets-2026-03-16.xlsx"');
    const sheet = await workbookOf(response);
    expect(sheet.name).toBe("Tickets");
    expect(headerOf(sheet)).toEqual([
      "N° de ticket",
      "Objet",
      "Type",
      "Statut",
      "Organisme",
      "Site",
      "Demandeur",
      "Assigné à",
      "Ouvert le",
      "Dernière activité",
      "Prochaine échéance SLA",
      "En retard",
    ]);
    const rows = bodyRows(sheet);
    // Newest first; the campsite's ticket is not theirs.
    expect(rows.map((row) => row[0])).toEqual([world.invoice.issueNumber, world.lobby.issueNumber]);
    expect(rows[0]?.slice(0, 8)).toEqual([
      world.invoice.issueNumber,
      "Invoice question",
      "Commercial",
      "Ouvert",
      "Hôtels du Port",
      // Empty cells: on the organism as a whole, nobody assigned.
      undefined,
      "Claire Martin",
      undefined,
    ]);
    // Opened at 10:00 in Paris, its first response due at noon, now past: overdue.
    expect(rows[0]?.[8]).toEqual(new Date("2026-03-16T10:00:00.000Z"));
    expect(rows[0]?.[10]).toEqual(new Date("2026-03-16T12:00:00.000Z"));
    expect(rows[0]?.[11]).toBe("Oui");
    const opened = sheet.getRow(2).getCell(9);
    expect(opened.type).toBe(ExcelJS.ValueType.Date);
    expect(opened.numFmt).toBe("dd/mm/yyyy hh:mm");
    // Answered in time and assigned: in progress, not overdue.
    expect(rows[1]?.slice(2, 8)).toEqual([
      "Technique",
      "En cours",
      "Hôtels du Port",
      "Le Grand Quai",
      "Claire Martin",
      "Sam Support",
    ]);
    expect(rows[1]?.[11]).toBe("Non");
    // Never a message, let alone the desk's note.
    expect(JSON.stringify(rows)).not.toMatch(/SECRET-NOTE|Nothing works|We are on it/);

    const campsite = bodyRows(await workbookOf(await client.export(world.campCustomer, "format=xlsx", "fr")));
    expect(campsite.map((row) => row[0])).toEqual([world.router.issueNumber]);
  });

  it("writes CSV in the request's language and dialect, with the list's filters, every customer's for the desk", async () => {
    const english = await client.export(world.desk, "format=csv&sort=opened", "en");
    expect(english.statusCode, english.body.slice(0, 300)).toBe(200);
    expect(english.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(english.headers["content-disposition"]).toContain('filename="tickets-2026-03-16.csv"');
    expect(english.body.startsWith("\uFEFF")).toBe(true);
    const records = csvRecords(english.body.slice(1), ",");
    expect(records[0]).toEqual([
      "Ticket no.",
      "Subject",
      "Type",
      "Status",
      "Organization",
      "Site",
      "Requester",
      "Assignee",
      "Opened",
      "Last activity",
      "Next SLA deadline",
      "Overdue",
    ]);
    expect(records.slice(1).map((record) => record[0])).toEqual([
      world.router.issueNumber,
      world.invoice.issueNumber,
      world.lobby.issueNumber,
    ]);
    expect(records[3]).toEqual([
      world.lobby.issueNumber,
      "Lobby Wi-Fi; down since 9",
      "Technical",
      "In progress",
      "Hôtels du Port",
      "Le Grand Quai",
      "Claire Martin",
      "Sam Support",
      "2026-03-16 10:00",
      "2026-03-16 10:00",
      expect.stringMatching(/^2026-03-\d\d \d\d:\d\d$/),
      "No",
    ]);
    expect(english.body).not.toContain("SECRET-NOTE");

    // German: a semicolon between fields, the subject holding one quoted; filtered as the list is.
    const german = await client.export(world.desk, `format=csv&site_id=${world.hotelSite.id}`, "de");
    const germanRecords = csvRecords(german.body.slice(1), ";");
    expect(german.body).toContain('"Lobby Wi-Fi; down since 9"');
    expect(germanRecords.map((record) => record.slice(0, 4))).toEqual([
      ["Ticketnummer", "Betreff", "Art", "Status"],
      [world.lobby.issueNumber, "Lobby Wi-Fi; down since 9", "Technik", "In Bearbeitung"],
    ]);
    const overdue = await client.export(world.desk, "format=csv&overdue=1&sort=opened", "en");
    expect(csvRecords(overdue.body.slice(1), ",").map((record) => record[0])).toEqual([
      "Ticket no.",
      world.router.issueNumber,
      world.invoice.issueNumber,
    ]);
  });

  it("refuses callers without tickets, bad parameters, and more rows than an export holds", async () => {
    const roleless = await insertUser(t.db, {
      roles: ["supervision"],
      locations: [{ type: "Site", id: world.hotelSite.id }],
    });
    expect((await client.export(roleless, "format=xlsx")).statusCode).toBe(403);
    const unsigned = await t.app.inject({ method: "GET", url: "/api/tickets/export?format=csv" });
    expect(unsigned.statusCode).toBe(401);
    const noFormat = await client.export(world.hotelCustomer, "format=pdf");
    expect(noFormat.statusCode).toBe(422);
    expect(noFormat.json()).toMatchObject({ errors: { format: ["exports.errors.format"] } });
    const badDay = await client.export(world.hotelCustomer, "format=csv&since=yesterday");
    expect(badDay.json()).toMatchObject({ errors: { since: ["formErrors.invalid"] } });

    // 10,001 more tickets on the campsite: the desk's export would pass the limit, so nothing is written.
    await t.db.execute(sql`
      insert into tickets (location_type, organism_id, site_id, requester_id, kind, status, subject)
      select 'Site', s.organism_id, s.id, ${world.campCustomer.id}, 'misc', 2, 'Bulk ' || n
      from generate_series(1, 10001) as n, sites s where s.id = ${world.campsite.id}
    `);
    const tooMany = await client.export(world.desk, "format=xlsx");
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.headers["content-disposition"]).toBeUndefined();
    expect(tooMany.json()).toMatchObject({ code: "INVALID_PARAMETERS", errors: { query: [exportTooManyRowsError] } });
    // The hotel customer's own export still fits.
    expect((await client.export(world.hotelCustomer, "format=csv")).headers["x-export-rows"]).toBe("2");
  });
});
