// Gives a copy of the large data set the support tickets the tickets bench
// reads (docs/performance.md#tickets-queue):
//   createdb -h 127.0.0.1 -U postgres -T ondine_large ondine_bench_tickets
//   npx tsx tools/bench/tickets/prepare-tickets-data.ts --database-url postgres://postgres@127.0.0.1:5432/ondine_bench_tickets [--tickets N] [--seed N]
// Writes `--tickets` tickets (200,000 by default) over every site of the
// set (one in seven on its organism as a whole, one in twenty of the rest on
// an access point), opened over the last four months, each a course cut at
// the present (bench-ticket-rows.ts: mostly done when old, live when
// recent, the SLA columns the domain's clock reads at the present, with the
// server's calendar), with their history (opened, assigned, each status);
// then their conversations in SQL (one to five messages each, a note now
// and then); then one ticket of 200 messages (bench-long-ticket.ts).
// Requesters (one per customer, holding `requests`) and five desk agents
// (`support_desk`) are written first. In one transaction, the tables'
// secondary indexes built after the load. Does nothing when the database
// already holds that many tickets. Never run it on a database people use:
// it writes.
import { parseArgs } from "node:util";
import { loadConfig } from "@ondine/server/config";
import { migrateDatabase, openDatabase, schema } from "@ondine/server/db";
import { ticketBusinessCalendar } from "@ondine/server/tools-api";
import { sql } from "drizzle-orm";
import { withIndexesDeferred } from "../../seed/src/deferred-indexes";
import { insertAllRows, rowsPerStatement } from "../../seed/src/insert-rows";
import { createRandom } from "../../seed/src/prng";
import { insertLongTicket, longTicketMessages } from "./bench-long-ticket";
import { upsertBenchDesk, upsertBenchRequesters } from "./bench-ticket-accounts";
import { type BenchHistoryRow, type BenchTicketRow, type BenchTicketWorld, benchTicket } from "./bench-ticket-rows";

const { values } = parseArgs({
  options: {
    "database-url": { type: "string" },
    tickets: { type: "string", default: "200000" },
    seed: { type: "string", default: "1" },
  },
});
const databaseUrl = values["database-url"];
if (!databaseUrl) throw new Error("--database-url is required (a copy of the large data set: this script writes).");
const ticketCount = Number(values.tickets);
const number = (value: number) => value.toLocaleString("en");

/** What customers and the desk write, by turn: the conversations' bodies (SQL picks one by ticket and turn). */
const bodies = [
  "Bonjour, le Wi-Fi ne fonctionne plus dans une partie du bâtiment depuis ce matin. Pouvez-vous regarder ?",
  "Bonjour, nous prenons votre demande en charge et lançons un diagnostic à distance.",
  "Merci, le problème est toujours là ce soir, plusieurs clients se sont plaints à la réception.",
  "Nous voyons une borne injoignable sur ce site ; pouvez-vous vérifier qu'elle est bien alimentée ?",
  "C'est vérifié, elle était débranchée. Tout semble revenu, merci.",
  "Parfait, nous clôturons le ticket. N'hésitez pas à revenir vers nous.",
];
const note = "Borne hors tension d'après les remontées du collecteur ; voir avec le client.";

const database = await openDatabase({ databaseUrl });
try {
  const { db } = database;
  await migrateDatabase(database);
  const count = async (query: ReturnType<typeof sql>) =>
    Number((await db.execute<{ count: number }>(query)).rows[0]?.count ?? 0);
  const before = await count(sql`select count(*)::integer as count from tickets`);
  if (before >= ticketCount) {
    console.log(`Tickets: ${number(before)} already there, left as they are.`);
  } else {
    const started = performance.now();
    const now = new Date();
    const calendar = ticketBusinessCalendar(loadConfig({}));
    const random = createRandom(Number(values.seed));
    await db.transaction(async (tx) => {
      const requesterOf = await upsertBenchRequesters(tx);
      const desk = await upsertBenchDesk(tx);
      const sites = (
        await tx.execute<{ id: number; organism_id: number; name: string }>(
          sql`select id, organism_id, name from sites order by id`,
        )
      ).rows.map((site) => ({ id: site.id, organismId: site.organism_id, name: site.name }));
      const accessPointsOf = new Map<number, number[]>();
      const { rows: accessPoints } = await tx.execute<{ id: number; site_id: number }>(
        sql`select id, site_id from equipment where category = 'access_point' order by id`,
      );
      for (const item of accessPoints) {
        accessPointsOf.set(item.site_id, [...(accessPointsOf.get(item.site_id) ?? []), item.id]);
      }
      const world: BenchTicketWorld = { sites, requesterOf, desk, accessPointsOf };
      const firstId = 1 + (await count(sql`select coalesce(max(id), 0)::integer as count from tickets`));
      const lastId = firstId + ticketCount - 1;

      await withIndexesDeferred(tx, ["tickets", "ticket_history", "ticket_messages"], async () => {
        let printed = performance.now();
        for (let start = firstId; start < lastId; start += rowsPerStatement) {
          const tickets: BenchTicketRow[] = [];
          const history: BenchHistoryRow[] = [];
          for (let id = start; id < Math.min(lastId, start + rowsPerStatement); id++) {
            const made = benchTicket(id, random, world, calendar, now);
            tickets.push(made.ticket);
            history.push(...made.history);
          }
          await insertAllRows(tx, schema.tickets, tickets);
          await insertAllRows(tx, schema.ticketHistory, history);
          if (performance.now() - printed > 5_000) {
            printed = performance.now();
            const seconds = Math.round((printed - started) / 1000);
            console.log(`  ${seconds} s: tickets ${number(start + tickets.length - firstId)}/${number(ticketCount)}`);
          }
        }
        // The conversations: the opening message, then the desk and the customer in turn (a desk note now and
        // then), spread from the first answer to the last activity; an unanswered ticket only the customer's.
        await tx.execute(sql`
          insert into ticket_messages (ticket_id, author_id, body, internal, channel, created_at)
          select t.id,
            case when t.first_response_at is null or turn.k % 2 = 1 then t.requester_id
                 else coalesce(t.assignee_id, ${desk[0]}) end,
            case when t.first_response_at is not null and turn.k % 2 = 0 and (t.id + turn.k) % 5 = 0 then ${note}
                 else (${sql.param(bodies)}::text[])[1 + (t.id + turn.k) % ${bodies.length}] end,
            t.first_response_at is not null and turn.k % 2 = 0 and (t.id + turn.k) % 5 = 0,
            case when turn.k % 2 = 1 and t.channel = 'email' then 'email' else 'portal' end,
            case when turn.k = 1 then t.created_at
                 when t.first_response_at is null then t.created_at + (t.last_activity_at - t.created_at) / 2
                 else t.first_response_at + (t.last_activity_at - t.first_response_at) * (turn.k - 2) / greatest(1, size.n - 2)
            end
          from tickets t
          cross join lateral (select case when t.first_response_at is null then 1 + t.id % 2 else 2 + t.id % 4 end as n) size
          cross join lateral generate_series(1, size.n) as turn(k)
          where t.id between ${firstId} and ${lastId - 1}
          order by t.id, turn.k`);
      });
      // The long ticket on the first site of the customer with most sites.
      const sitesOf = new Map<number, number>();
      for (const site of sites) sitesOf.set(site.organismId, (sitesOf.get(site.organismId) ?? 0) + 1);
      const largest = [...sitesOf].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]?.[0];
      const site = sites.find((candidate) => candidate.organismId === largest);
      const requesterId = site ? requesterOf.get(site.organismId) : undefined;
      const [agent, otherAgent] = desk;
      if (!site || requesterId === undefined || agent === undefined || otherAgent === undefined) {
        throw new Error("No site or desk to write the long ticket on");
      }
      await insertLongTicket(tx, { id: lastId, site, requesterId, desk: [agent, otherAgent] }, calendar, now);
      // Ids were given explicitly: the identity must start after them for the app's own inserts.
      await tx.execute(sql`select setval(pg_get_serial_sequence('tickets', 'id'), (select max(id) from tickets))`);
    });
    // Vacuumed as autovacuum would soon do on a live table: a page is read off the index alone.
    for (const table of ["tickets", "ticket_messages", "ticket_history", "ticket_attachments"]) {
      await db.execute(sql`vacuum analyze ${sql.identifier(table)}`);
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const { rows } = await db.execute<{
      tickets: number;
      messages: number;
      history: number;
      live: number;
      overdue: number;
    }>(sql`
      select (select count(*)::integer from tickets) as tickets,
             (select count(*)::integer from ticket_messages) as messages,
             (select count(*)::integer from ticket_history) as history,
             (select count(*)::integer from tickets where status in (2, 11, 13, 3)) as live,
             (select count(*)::integer from tickets where sla_due_at < now()) as overdue`);
    const totals = rows[0];
    console.log(
      `Tickets: ${number(totals?.tickets ?? 0)} (${number(ticketCount)} added, one of ${longTicketMessages} messages), ` +
        `${number(totals?.live ?? 0)} live, ${number(totals?.overdue ?? 0)} overdue; ` +
        `${number(totals?.messages ?? 0)} messages, ${number(totals?.history ?? 0)} history entries in ${seconds} s.`,
    );
  }
} finally {
  await database.close();
}
