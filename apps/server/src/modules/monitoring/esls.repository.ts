import type { IngestEsl } from "@ondine/domain";
import { sql } from "drizzle-orm";
import type { Database } from "../../db";
import { unnestItems } from "../../db/sql-arrays";
import type { IndexedItem } from "./indexed-item";

/**
 * Adds or updates a site's electronic shelf labels, by MAC. Returns the
 * indexes of those whose MAC belongs to other equipment (another site's, or
 * not a label), which are left alone.
 */
export async function upsertEsls(db: Database, labels: readonly IndexedItem<IngestEsl>[]): Promise<number[]> {
  if (labels.length === 0) return [];
  // One row a MAC: ON CONFLICT cannot update a row twice in one statement.
  const lastByMac = new Map(labels.map((label) => [label.item.mac, label]));
  const unique = [...lastByMac.values()];
  const { rows } = await db.execute<{ mac: string }>(sql`
    insert into equipment as e (site_id, category, model, mac, label, parent_mac)
    select site_id, 'esl', model, mac, label, parent_mac from ${unnestItems(unique, [
      [(label) => label.item.site_id, "integer"],
      [(label) => label.item.model, "text"],
      [(label) => label.item.mac, "text"],
      [(label) => label.item.label, "text"],
      [(label) => label.item.parent_mac, "text"],
    ])} as input (site_id, model, mac, label, parent_mac)
    on conflict (mac) do update set
      model = excluded.model,
      label = excluded.label,
      parent_mac = excluded.parent_mac,
      updated_at = now()
    where e.site_id = excluded.site_id and e.category = 'esl'
    returning e.mac`);
  const stored = new Set(rows.map((row) => row.mac));
  return labels.filter((label) => !stored.has(label.item.mac)).map((label) => label.index);
}
