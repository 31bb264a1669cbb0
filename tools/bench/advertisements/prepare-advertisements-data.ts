// Gives a copy of the large data set the announcements' volume the
// announcements bench reads (docs/performance.md "Portal announcements"):
//   createdb -h 127.0.0.1 -U postgres -T ondine_large ondine_bench_ads
//   npx tsx tools/bench/advertisements/prepare-advertisements-data.ts --database-url postgres://postgres@127.0.0.1:5432/ondine_bench_ads
// The large seed holds 31 announcements; this adds, for every site in
// production, three a month (days 1-8, 11-18 and 21-28) over two years (the
// last twelve months and the next twelve), on the site itself, in French and
// English, two in three with one of the seed's pictures: about 72 a site.
// A period that would share a day with an announcement already covering the
// site (the seed's, on the site or its organism) is left out, so no two
// share a location and a day, as the overlap rule keeps them. Days 9-10 of
// each month stay free: the bench saves there. Does nothing when it has
// already run (more than 1,000 announcements). Never run it on a database
// people use: it writes.
import { parseArgs } from "node:util";
import { migrateDatabase, openDatabase } from "@ondine/server/db";
import { sql } from "drizzle-orm";

const { values } = parseArgs({ options: { "database-url": { type: "string" } } });
const databaseUrl = values["database-url"];
if (!databaseUrl) throw new Error("--database-url is required (a copy of the large data set: this script writes).");

/** Above this, the volume is taken to be there already (the seed writes 31). */
const alreadyPrepared = 1000;

const database = await openDatabase({ databaseUrl });
try {
  const { db } = database;
  await migrateDatabase(database);
  const count = async (query: ReturnType<typeof sql>) =>
    (await db.execute<{ count: number }>(query)).rows[0]?.count ?? 0;
  const before = await count(sql`select count(*)::integer as count from advertisements`);
  if (before > alreadyPrepared) {
    console.log(`Announcements: ${before.toLocaleString("en")} already there, left as they are.`);
  } else {
    const started = performance.now();
    await db.transaction(async (tx) => {
      // Each candidate's id is fixed here, so the locations can name it without reading the inserts back.
      await tx.execute(sql`
        create temporary table bench_announcements on commit drop as
        with slot as (
          select site.id as site_id, month.n as month, part.k,
            (date_trunc('month', current_date) + month.n * interval '1 month')::date + part.first_day as starts_at,
            (date_trunc('month', current_date) + month.n * interval '1 month')::date + part.first_day + 7 as ends_at
          from sites as site
          cross join generate_series(-12, 11) as month(n)
          cross join (values (0, 0), (1, 10), (2, 20)) as part(k, first_day)
          where site.state = 'En production'
            and not exists (
              select from advertisements as taken
              join advertisement_locations as at on at.advertisement_id = taken.id
              where taken.starts_at <= (date_trunc('month', current_date) + month.n * interval '1 month')::date + part.first_day + 7
                and taken.ends_at >= (date_trunc('month', current_date) + month.n * interval '1 month')::date + part.first_day
                and (at.site_id = site.id or at.organism_id = site.organism_id))
        )
        select (select coalesce(max(id), 0) from advertisements) + row_number() over (order by site_id, starts_at) as id, slot.*
        from slot`);
      await tx.execute(sql`
        insert into advertisements (id, internal_title, public_title, content, signature, starts_at, ends_at,
          fallback_language, image_digest, image_name, user_id, created_at, updated_at)
        select candidate.id,
          'Site ' || candidate.site_id || ' ' || to_char(candidate.starts_at, 'YYYY-MM-DD'),
          jsonb_build_object('fr', 'Offre du ' || to_char(candidate.starts_at, 'DD/MM'), 'en', 'Offer of ' || to_char(candidate.starts_at, 'Mon DD')),
          jsonb_build_object('fr', 'Petit-déjeuner offert aux clients connectés, au salon du rez-de-chaussée de 7 h à 10 h.',
            'en', 'Breakfast on the house for connected guests, in the ground-floor lounge from 7 to 10 am.'),
          jsonb_build_object('fr', 'La direction', 'en', 'The management'),
          candidate.starts_at, candidate.ends_at,
          'fr',
          picture.digest,
          case when picture.digest is null then null else 'annonce-' || candidate.k || '.png' end,
          (select id from users where admin order by id limit 1),
          candidate.starts_at - interval '20 days', candidate.starts_at - interval '20 days'
        from bench_announcements as candidate
        left join lateral (
          select digest from advertisement_images
          where (candidate.id % 3) <> 0
          order by digest offset (candidate.id % greatest(1, (select count(*) from advertisement_images))) limit 1
        ) as picture on true`);
      await tx.execute(sql`
        insert into advertisement_locations (advertisement_id, location_type, organism_id, site_id)
        select id, 'Site', null, site_id from bench_announcements`);
      // Ids were given explicitly: the identity must start after them for the app's own inserts.
      await tx.execute(
        sql`select setval(pg_get_serial_sequence('advertisements', 'id'), (select max(id) from advertisements))`,
      );
    });
    // Vacuumed as autovacuum would soon do on a live table: a list's page is read off the index alone.
    await db.execute(sql`vacuum analyze advertisements`);
    await db.execute(sql`vacuum analyze advertisement_locations`);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const after = await count(sql`select count(*)::integer as count from advertisements`);
    const sitesCovered = await count(
      sql`select count(distinct site_id)::integer as count from advertisement_locations where site_id is not null`,
    );
    console.log(
      `Announcements: ${after.toLocaleString("en")} (${(after - before).toLocaleString("en")} added) on ` +
        `${sitesCovered.toLocaleString("en")} sites in ${seconds} s.`,
    );
  }
} finally {
  await database.close();
}
