import type { LocationState } from "@ondine/domain";
import type { Database } from "../db";
import { sites } from "../db/schema";

let siteCount = 0;

export type TestSite = { id: number; name: string; organismId: number };

/** A site of `organismId`, in production unless told, somewhere in Nantes unless told. */
export async function insertSite(
  db: Database,
  values: { id?: number; organismId: number; name?: string; state?: LocationState; city?: string },
): Promise<TestSite> {
  siteCount += 1;
  const [row] = await db
    .insert(sites)
    .values({
      id: values.id,
      organismId: values.organismId,
      name: values.name ?? `Site ${siteCount}`,
      state: values.state ?? "En production",
      latitude: 47.2184,
      longitude: -1.5536,
      address: `${siteCount} quai de la Fosse`,
      postalCode: "44000",
      city: values.city ?? "Nantes",
    })
    .returning({ id: sites.id, name: sites.name, organismId: sites.organismId });
  if (!row) throw new Error("insertSite: no row returned");
  return row;
}
