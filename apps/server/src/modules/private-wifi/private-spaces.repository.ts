import { and, asc, eq, inArray, isNull, ne, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db";
import { privateSpaceDevices, privateSpaces } from "../../db/schema";
import { unnestItems } from "../../db/sql-arrays";
import type { ScopedSite } from "../../scope/in-scope";
import type { Scope } from "../../scope/scope";
import { siteInScope } from "../../scope/scope-conditions";

// The spaces' own queries (docs/private-wifi.md#model). A space is read through
// the caller's scope (its site's) or a site a scoped lookup found; deleted
// ones (tombstones) only by the writes that settle them.

export type PrivateSpaceRow = typeof privateSpaces.$inferSelect;
export type PrivateSpaceInsert = typeof privateSpaces.$inferInsert;
export type PrivateSpaceDeviceRow = typeof privateSpaceDevices.$inferSelect;

const listed = (id: number) => and(eq(privateSpaces.id, id), isNull(privateSpaces.deletedAt));

/** The space, not deleted, when its site is in the scope; another customer's is none. */
export async function findSpaceInScope(
  db: Database,
  scope: Scope,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<PrivateSpaceRow | undefined> {
  const query = db
    .select()
    .from(privateSpaces)
    .where(and(listed(id), siteInScope(scope, privateSpaces.siteId)));
  const [row] = options.forUpdate ? await query.for("update") : await query;
  return row;
}

/** Those of `ids` that are the site's spaces (not deleted), by id; locked for a change when asked. */
export function findSiteSpaces(
  db: Database,
  site: ScopedSite,
  ids: readonly number[],
  options: { forUpdate?: boolean } = {},
): Promise<PrivateSpaceRow[]> {
  return findSpacesWhere(
    db,
    and(eq(privateSpaces.siteId, site.id), isNull(privateSpaces.deletedAt), inArray(privateSpaces.id, [...ids])) as SQL,
    options,
  );
}

/** The spaces a condition finds (the list's search), by id; locked for a change when asked. */
export async function findSpacesWhere(
  db: Database,
  condition: SQL,
  options: { forUpdate?: boolean } = {},
): Promise<PrivateSpaceRow[]> {
  const query = db.select().from(privateSpaces).where(condition).orderBy(asc(privateSpaces.id));
  return options.forUpdate ? query.for("update") : query;
}

/** Whether another space of the site (not deleted) has this name key. */
export async function isNameKeyTaken(
  db: Database,
  site: ScopedSite,
  nameKey: string,
  exceptId?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: privateSpaces.id })
    .from(privateSpaces)
    .where(
      and(
        eq(privateSpaces.siteId, site.id),
        eq(privateSpaces.nameKey, nameKey),
        isNull(privateSpaces.deletedAt),
        exceptId === undefined ? undefined : ne(privateSpaces.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The name keys of the site's spaces (not deleted): the names an import finds taken. */
export async function findSiteNameKeys(db: Database, site: ScopedSite): Promise<Set<string>> {
  const rows = await db
    .select({ nameKey: privateSpaces.nameKey })
    .from(privateSpaces)
    .where(and(eq(privateSpaces.siteId, site.id), isNull(privateSpaces.deletedAt)));
  return new Set(rows.map((row) => row.nameKey));
}

/** Every key of the site, tombstones included: a new key must be none of them (docs/private-wifi.md#keys). */
export async function findSiteKeys(db: Database, site: ScopedSite): Promise<Set<string>> {
  const rows = await db.select({ psk: privateSpaces.psk }).from(privateSpaces).where(eq(privateSpaces.siteId, site.id));
  return new Set(rows.map((row) => row.psk));
}

export function insertSpaces(tx: Database, rows: readonly PrivateSpaceInsert[]): Promise<PrivateSpaceRow[]> {
  return tx
    .insert(privateSpaces)
    .values([...rows])
    .returning();
}

/** Each space of `changes` takes its own values (its new key, for a reset), in one statement whatever their number. */
export async function updateSpaceKeys(
  tx: Database,
  changes: readonly { id: number; psk: string }[],
  now: Date,
): Promise<void> {
  if (changes.length === 0) return;
  await tx.execute(sql`
    update private_spaces set psk = changed.psk, key_changed_at = ${now.toISOString()}::timestamptz,
      updated_at = ${now.toISOString()}::timestamptz
    from ${unnestItems(changes, [
      [(change) => change.id, "integer"],
      [(change) => change.psk, "text"],
    ])} as changed (id, psk)
    where private_spaces.id = changed.id`);
}

/** The spaces of `ids` take the same values. */
export async function updateSpaces(
  tx: Database,
  ids: readonly number[],
  values: Partial<Omit<PrivateSpaceInsert, "id" | "siteId">>,
): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(privateSpaces)
    .set(values)
    .where(inArray(privateSpaces.id, [...ids]));
}

/** Removes the rows of `ids` at once: deleted spaces whose key the site no longer holds. */
export async function deleteSpaceRows(tx: Database, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.delete(privateSpaces).where(inArray(privateSpaces.id, [...ids]));
}

/** A space's devices from the latest report, longest connected first. */
export function findSpaceDevices(db: Database, space: { id: number }): Promise<PrivateSpaceDeviceRow[]> {
  return db
    .select()
    .from(privateSpaceDevices)
    .where(eq(privateSpaceDevices.spaceId, space.id))
    .orderBy(asc(privateSpaceDevices.connectedSince), asc(privateSpaceDevices.mac));
}
