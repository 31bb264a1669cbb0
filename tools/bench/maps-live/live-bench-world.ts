import { monitoredSiteState } from "@ondine/domain";
import { type Database, schema } from "@ondine/server/db";
import { createCollector, hashPassword } from "@ondine/server/tools-api";

/** A site of the benchmark and its access points (id and MAC), in id order. */
export type LiveBenchSite = { siteId: number; accessPoints: { id: number; mac: string }[] };

export type LiveBenchWorld = {
  sites: LiveBenchSite[];
  /** The collector that reports every site. */
  collectorToken: string;
  /** A customer account assigned the organism: it opens the maps. */
  reader: { email: string; password: string };
};

const readerPassword = "bench-password-1";

/** One organism of `sites` sites in production, each with `accessPoints` access points, one collector and a reader. */
export async function insertLiveBenchWorld(
  db: Database,
  size: { sites: number; accessPoints: number },
): Promise<LiveBenchWorld> {
  const [organism] = await db
    .insert(schema.organisms)
    .values({ name: "Bench Hotels", kind: "hotel_chain" })
    .returning({ id: schema.organisms.id });
  if (!organism) throw new Error("insertLiveBenchWorld: no organism");
  const siteRows = await db
    .insert(schema.sites)
    .values(
      Array.from({ length: size.sites }, (_, index) => ({
        organismId: organism.id,
        name: `Bench hotel ${index + 1}`,
        state: monitoredSiteState,
        latitude: 47 + index / 100,
        longitude: -1.5,
        address: `${index + 1} quai de la Fosse`,
        postalCode: "44000",
        city: "Nantes",
      })),
    )
    .returning({ id: schema.sites.id });
  const sites: LiveBenchSite[] = [];
  for (const [siteIndex, { id: siteId }] of siteRows.entries()) {
    const accessPoints = await db
      .insert(schema.equipment)
      .values(
        Array.from({ length: size.accessPoints }, (_, index) => ({
          siteId,
          category: "access_point" as const,
          model: "AP-305",
          mac: `02:be:${hex(siteIndex >> 8)}:${hex(siteIndex)}:${hex(index >> 8)}:${hex(index)}`,
        })),
      )
      .returning({ id: schema.equipment.id, mac: schema.equipment.mac });
    sites.push({ siteId, accessPoints: accessPoints.sort((a, b) => a.id - b.id) });
  }
  const { token } = await createCollector(db, {
    name: "bench-collector",
    siteIds: sites.map((site) => site.siteId),
  });
  const email = "reader@maps-bench.example";
  const [user] = await db
    .insert(schema.users)
    .values({
      email,
      firstName: "Bench",
      lastName: "Reader",
      passwordHash: await hashPassword(readerPassword),
      confirmedAt: new Date(),
    })
    .returning({ id: schema.users.id });
  if (!user) throw new Error("insertLiveBenchWorld: no user");
  await db.insert(schema.userLocations).values({ userId: user.id, organismId: organism.id, siteId: null });
  return { sites, collectorToken: token, reader: { email, password: readerPassword } };
}

const hex = (value: number) => (value & 255).toString(16).padStart(2, "0");
