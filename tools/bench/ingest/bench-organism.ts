import { monitoredSiteState } from "@ondine/domain";
import { type Database, schema } from "@ondine/server/db";
import { createCollector, hashPassword } from "@ondine/server/tools-api";

/** A site as the benchmark's collectors report it: one line, or two for every other site (fibre and 4G backup). */
export type BenchSite = { siteId: number; lineIds: readonly string[] };

/** A collector of the benchmark: its token and the sites it reports, none shared with another collector. */
export type BenchCollector = { token: string; sites: readonly BenchSite[] };

export type BenchOrganism = {
  organismId: number;
  sites: BenchSite[];
  collectors: BenchCollector[];
  /** A customer account assigned the organism, signed in to read it. */
  reader: { email: string; password: string };
};

export type BenchOrganismSize = { sites: number; collectors: number };

const readerPassword = "bench-password-1";

/**
 * One organism with `sites` sites in production (what its traffic reads sum),
 * `collectors` collectors sharing them out in equal slices, and an account
 * assigned the organism. Sites go in one statement, as a seed would.
 */
export async function insertBenchOrganism(db: Database, size: BenchOrganismSize): Promise<BenchOrganism> {
  const [organism] = await db
    .insert(schema.organisms)
    .values({ name: "Bench Residences", kind: "student_residence" })
    .returning({ id: schema.organisms.id });
  if (!organism) throw new Error("insertBenchOrganism: no organism");
  const siteRows = await db
    .insert(schema.sites)
    .values(
      Array.from({ length: size.sites }, (_, index) => ({
        organismId: organism.id,
        name: `Bench residence ${index + 1}`,
        state: monitoredSiteState,
        latitude: 43 + (index % 50) / 10,
        longitude: -1 + Math.floor(index / 50) / 2,
        address: `${index + 1} rue du Banc`,
        postalCode: "44000",
        city: "Nantes",
      })),
    )
    .returning({ id: schema.sites.id });
  const sites = siteRows.map(({ id }, index) => ({
    siteId: id,
    lineIds: index % 2 === 0 ? ["fiber-1", "lte-backup"] : ["fiber-1"],
  }));

  const collectors: BenchCollector[] = [];
  const sliceSize = Math.ceil(sites.length / size.collectors);
  for (let index = 0; index < size.collectors; index++) {
    const slice = sites.slice(index * sliceSize, (index + 1) * sliceSize);
    if (slice.length === 0) break;
    const { token } = await createCollector(db, {
      name: `bench-collector-${index + 1}`,
      siteIds: slice.map((site) => site.siteId),
    });
    collectors.push({ token, sites: slice });
  }

  const email = "reader@bench.example";
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
  if (!user) throw new Error("insertBenchOrganism: no user");
  await db.insert(schema.userLocations).values({ userId: user.id, organismId: organism.id, siteId: null });
  return { organismId: organism.id, sites, collectors, reader: { email, password: readerPassword } };
}
