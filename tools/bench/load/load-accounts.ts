import type { DatabaseHandle } from "@ondine/server/db";
import { sql } from "drizzle-orm";

/**
 * The demo accounts the simulated users take after, in turn: two with codes
 * over one customer's sites, a site's monitoring-only manager, and the two
 * that see every customer (tools/seed/src/demo-users.ts).
 */
export const loadProfiles = [
  "hotels@ondine.example",
  "residences@ondine.example",
  "site@ondine.example",
  "admin@ondine.example",
  "support@ondine.example",
] as const;

export const loadAccountPassword = "ondine-demo";

/** The address of simulated user `index`: its own account, so the sign-in limits count it as one person. */
export function loadAccountEmail(index: number): string {
  return `load-user-${index}@bench.ondine.example`;
}

/**
 * One account a simulated user, each a copy of a demo account (its roles, its
 * locations and its password, without two-factor) under its own address.
 * Kept when they exist already (a second run on the same `--database-url`).
 */
export async function createLoadAccounts(database: DatabaseHandle, users: number): Promise<string[]> {
  const emails: string[] = [];
  for (let index = 0; index < users; index++) {
    const email = loadAccountEmail(index);
    const profile = loadProfiles[index % loadProfiles.length];
    await database.db.execute(sql`
      insert into users (email, first_name, last_name, salutation, function, country, language, password_hash,
                         admin, role_flags, roles_type, creator_id, confirmed_at)
      select ${email}, first_name, last_name, salutation, function, country, language, password_hash,
             admin, role_flags, roles_type, creator_id, now()
      from users where email = ${profile}
      on conflict (email) do nothing`);
    const copied = await database.db.execute(sql`select 1 from users where email = ${email}`);
    if (copied.rows.length === 0)
      throw new Error(`No ${profile} account to copy: the database needs the demo accounts`);
    await database.db.execute(sql`
      insert into user_locations (user_id, organism_id, site_id)
      select (select id from users where email = ${email}), organism_id, site_id
      from user_locations where user_id = (select id from users where email = ${profile})
      on conflict do nothing`);
    emails.push(email);
  }
  return emails;
}
