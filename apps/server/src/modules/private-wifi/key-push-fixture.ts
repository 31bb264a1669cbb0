import { privateSpaceNameKey } from "@ondine/domain";
import { eq } from "drizzle-orm";
import type { Database } from "../../db";
import { iotSiteWlans, privateSpaces } from "../../db/schema";
import { insertOrganism } from "../../test/organism-factory";
import { insertSite } from "../../test/site-factory";

// Test support for the keys' pushes (docs/private-wifi.md#commands): a site with
// its private SSID, and spaces written straight into private_spaces in the state
// a test needs (the console's calls are the other half of the module).

export type PushSite = { siteId: number; ssid: string | null };
export type SpaceRow = typeof privateSpaces.$inferSelect;
export type SpaceValues = Partial<typeof privateSpaces.$inferInsert>;

let counter = 0;

/** A residence site with its private SSID (its `RAN` wlan), or none when `ssid` is null. */
export async function insertPushSite(db: Database, values: { ssid?: string | null } = {}): Promise<PushSite> {
  const organism = await insertOrganism(db, { kind: "student_residence" });
  const site = await insertSite(db, { organismId: organism.id });
  const ssid = values.ssid === undefined ? `Residence-${site.id}-Prive` : values.ssid;
  if (ssid !== null) await db.insert(iotSiteWlans).values({ siteId: site.id, name: "RAN", ssid, psk: "shared-psk" });
  return { siteId: site.id, ssid };
}

/** `count` spaces of the site ("Chambre 12" ...), each with a key of its own, applied unless `values` say otherwise. */
export async function insertSpaces(
  db: Database,
  siteId: number,
  count: number,
  values: SpaceValues = {},
): Promise<SpaceRow[]> {
  const rows = Array.from({ length: count }, () => {
    counter += 1;
    const name = `Chambre ${counter}`;
    return {
      siteId,
      name,
      nameKey: privateSpaceNameKey(name),
      psk: `Key${String(counter).padStart(9, "0")}`,
      pushState: "applied" as const,
      ...values,
    };
  });
  const inserted: SpaceRow[] = [];
  // Well under the parameters a statement takes.
  for (let start = 0; start < rows.length; start += 500) {
    inserted.push(
      ...(await db
        .insert(privateSpaces)
        .values(rows.slice(start, start + 500))
        .returning()),
    );
  }
  return inserted;
}

/** One space of the site. */
export async function insertSpace(db: Database, siteId: number, values: SpaceValues = {}): Promise<SpaceRow> {
  const [row] = await insertSpaces(db, siteId, 1, values);
  if (!row) throw new Error("no space");
  return row;
}

/** The space as stored now, undefined once it is gone. */
export async function spaceNow(db: Database, id: number): Promise<SpaceRow | undefined> {
  const [row] = await db.select().from(privateSpaces).where(eq(privateSpaces.id, id));
  return row;
}
