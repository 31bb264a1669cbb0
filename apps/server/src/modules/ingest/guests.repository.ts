import type { IngestGuest } from "@ondine/domain";
import { sql } from "drizzle-orm";
import type { Database } from "../../db";
import { unnestItems } from "../../db/sql-arrays";

/**
 * Stores the guests a site's portal reports (the `guests` section), with
 * their site's organism. A guest already stored under the same portal key
 * at that site is left as it is, so a re-sent batch is a no-op.
 */
export async function insertGuests(db: Database, guests: readonly IngestGuest[]): Promise<void> {
  if (guests.length === 0) return;
  await db.execute(sql`
    insert into guest_users (
      organism_id, site_id, guest_ref, created_at, email, first_name, last_name, newsletter,
      country, language, browser_name, os_name, device, room_number
    )
    select sites.organism_id, input.site_id, input.guest_ref, input.created_at, input.email, input.first_name,
      input.last_name, input.newsletter, input.country, input.language, input.browser_name, input.os_name,
      input.device, input.room_number
    from ${unnestItems(guests, [
      [(guest) => guest.site_id, "integer"],
      [(guest) => guest.guest_ref, "text"],
      [(guest) => guest.created_at, "timestamptz"],
      [(guest) => guest.email, "text"],
      [(guest) => guest.first_name, "text"],
      [(guest) => guest.last_name, "text"],
      [(guest) => guest.newsletter, "boolean"],
      [(guest) => guest.country, "text"],
      [(guest) => guest.language, "text"],
      [(guest) => guest.browser_name, "text"],
      [(guest) => guest.os_name, "text"],
      [(guest) => guest.device, "text"],
      [(guest) => guest.room_number, "text"],
    ])} as input (
      site_id, guest_ref, created_at, email, first_name, last_name, newsletter,
      country, language, browser_name, os_name, device, room_number
    )
    join sites on sites.id = input.site_id
    on conflict (site_id, guest_ref) do nothing`);
}
