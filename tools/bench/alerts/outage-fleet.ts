import type { Database } from "@ondine/server/db";
import { refreshSiteStatus } from "@ondine/server/tools-api";
import { sql } from "drizzle-orm";

// The alerts bench's data set (docs/performance.md#alerts): organisms of hotels, each with one line,
// their managers subscribed to their sites and an operations admin to every site; and the outage that
// takes one site in ten down at once.

export const outageFleet = {
  organisms: 30,
  sitesPerOrganism: 100,
  /** One site in ten of each organism loses its line. */
  downSites: 300,
} as const;

const lineMax = 100_000_000;

/** The organisms, sites, lines, the 31 subscribers and their subscriptions, in a few statements. */
export async function insertOutageFleet(db: Database): Promise<void> {
  const { organisms, sitesPerOrganism } = outageFleet;
  await db.execute(sql`
    insert into organisms (name, kind)
    select 'Hôtels du réseau ' || n, 'hotel' from generate_series(1, ${organisms}) as n`);
  await db.execute(sql`
    insert into sites (organism_id, name, state, latitude, longitude, address, postal_code, city)
    select organisms.id, 'Hôtel ' || organisms.id || '-' || n, 'En production', 45 + n / 100.0, 2 + n / 100.0,
      n || ' rue de la Gare', '69001', 'Lyon'
    from organisms cross join generate_series(1, ${sitesPerOrganism}) as n`);
  await db.execute(sql`
    insert into site_lines (site_id, line_id, name, state, bandwidth_current, bandwidth_max, updated_at)
    select id, 'fibre', 'Fibre', 'ok', ${lineMax}, ${lineMax}, now() from sites`);
  await db.execute(sql`
    insert into users (email, first_name, last_name, language, confirmed_at)
    select 'manager-' || id || '@bench.ondine.example', 'Manager', organisms.name, 'fr', now() from organisms`);
  await db.execute(sql`
    insert into user_locations (user_id, organism_id)
    select users.id, organisms.id from users join organisms on users.last_name = organisms.name`);
  await db.execute(sql`
    insert into users (email, first_name, last_name, language, admin, confirmed_at)
    values ('operations@bench.ondine.example', 'Operations', 'Desk', 'en', true, now())`);
  await db.execute(sql`
    insert into alert_subscriptions (user_id, site_id, levels)
    select user_locations.user_id, sites.id, array['down', 'recovered']
    from user_locations join sites on sites.organism_id = user_locations.organism_id
    union all
    select users.id, sites.id, array['down', 'recovered']
    from users cross join sites where users.admin`);
}

/** Every line up as of `now`, the site's status recomputed as the ingest recomputes it; nothing told or pending. */
export async function resetOutageFleet(db: Database, now: Date): Promise<void> {
  await db.execute(sql`update site_lines set state = 'ok', bandwidth_current = ${lineMax}, updated_at = ${now}`);
  await refreshAllSites(db, now);
  await db.execute(sql`delete from alert_notifications`);
  await db.execute(sql`delete from alert_receipts`);
  await db.execute(sql`delete from alert_site_states`);
  await db.execute(sql`update site_availability_events set alerts_seen = true where not alerts_seen`);
}

/** One site in ten of each organism loses its line at `now` (the ingest's report of it). */
export async function takeDown(db: Database, now: Date): Promise<void> {
  await db.execute(sql`
    update site_lines set state = 'unreachable', bandwidth_current = 0, updated_at = ${now}
    where site_id in (
      select id from (select id, row_number() over (partition by organism_id order by id) as rank from sites) as ranked
      where rank % 10 = 0)`);
  await refreshAllSites(db, now);
}

async function refreshAllSites(db: Database, now: Date): Promise<void> {
  const { rows } = await db.execute<{ id: number }>(sql`select id from sites order by id`);
  await db.transaction((tx) =>
    refreshSiteStatus(
      tx,
      rows.map((row) => ({ siteId: row.id, refreshedAt: now })),
    ),
  );
}
