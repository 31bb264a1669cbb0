import type { Database } from "@ondine/server/db";
import { sql } from "drizzle-orm";

// The accounts of the support-queue bench's tickets (docs/performance.md#tickets-queue):
// a requester per customer, holding `requests` on it as a whole, and five
// desk agents holding `support_desk`, to assign to. Written again on each
// run (same addresses, same ids).

/** The desk agents; the bench calls as the first, through an API token. */
export const benchDeskEmails = [1, 2, 3, 4, 5].map((agent) => `tickets-desk-${agent}@bench.ondine.example`);

/** Each organism's requester, by organism id. */
export async function upsertBenchRequesters(db: Database): Promise<Map<number, number>> {
  const { rows } = await db.execute<{ id: number; organism_id: number }>(sql`
    insert into users (email, first_name, last_name, role_flags, confirmed_at)
    select 'tickets-requester-' || id || '@bench.ondine.example', 'Demandeur', left(name, 60), '{requests}', now()
    from organisms
    on conflict (email) do update set role_flags = excluded.role_flags, deleted_at = null
    returning id, substring(email from 'tickets-requester-([0-9]+)@')::int as organism_id`);
  const ids = rows.map((row) => row.id);
  await db.execute(sql`delete from user_locations where user_id = any(${sql.param(ids)}::int[])`);
  await db.execute(sql`
    insert into user_locations (user_id, organism_id, site_id)
    select id, substring(email from 'tickets-requester-([0-9]+)@')::int, null
    from users where id = any(${sql.param(ids)}::int[])`);
  return new Map(rows.map((row) => [Number(row.organism_id), Number(row.id)]));
}

/** The desk agents' ids, in `benchDeskEmails` order. */
export async function upsertBenchDesk(db: Database): Promise<number[]> {
  const { rows } = await db.execute<{ id: number; email: string }>(sql`
    insert into users (email, first_name, last_name, role_flags, confirmed_at)
    select email, 'Agent', 'Support ' || ordinality, '{support_desk}', now()
    from unnest(${sql.param(benchDeskEmails)}::text[]) with ordinality as agent(email, ordinality)
    on conflict (email) do update set deleted_at = null,
      role_flags = case when 'support_desk' = any(users.role_flags) then users.role_flags
                        else array_append(users.role_flags, 'support_desk') end
    returning id, email`);
  return benchDeskEmails.map((email) => {
    const row = rows.find((candidate) => candidate.email === email);
    if (!row) throw new Error(`The desk agent ${email} was not written`);
    return Number(row.id);
  });
}
