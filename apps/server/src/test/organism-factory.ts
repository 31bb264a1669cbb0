import type { OrganismKind } from "@ondine/domain";
import type { Database } from "../db";
import { organisms } from "../db/schema";

let organismCount = 0;

export type TestOrganism = { id: number; name: string };

/** An organism with a unique name (organism names are unique). */
export async function insertOrganism(
  db: Database,
  values: { id?: number; name?: string; kind?: OrganismKind } = {},
): Promise<TestOrganism> {
  organismCount += 1;
  const [row] = await db
    .insert(organisms)
    .values({ id: values.id, name: values.name ?? `Organism ${organismCount}`, kind: values.kind ?? "hotel_chain" })
    .returning({ id: organisms.id, name: organisms.name });
  if (!row) throw new Error("insertOrganism: no row returned");
  return row;
}
