import { unreachedAccessPointStates } from "@ondine/domain";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db";
import { equipment } from "../../db/schema";
import type { ScopedSite } from "../../scope/in-scope";

export type UnreachableAccessPointRow = { id: number; tag: string | null; model: string; mac: string };

/** A site's access points counted as unreached now (accessPointCount: a muted one is not), by tag then MAC. */
export function findUnreachableAccessPoints(db: Database, site: ScopedSite): Promise<UnreachableAccessPointRow[]> {
  return db
    .select({ id: equipment.id, tag: equipment.tag, model: equipment.model, mac: equipment.mac })
    .from(equipment)
    .where(
      and(
        eq(equipment.siteId, site.id),
        eq(equipment.category, "access_point"),
        sql`${equipment.state}::text = any(${sql.param([...unreachedAccessPointStates])}::text[])`,
        eq(equipment.muted, false),
      ),
    )
    .orderBy(sql`${equipment.tag} asc nulls last`, asc(equipment.mac));
}
