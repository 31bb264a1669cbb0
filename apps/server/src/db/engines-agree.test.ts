import type { DatabaseEngine } from "@ondine/domain";
import { asc, count, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { insertOrganism } from "../test/organism-factory";
import { engineDependentEngines, openTestDatabase } from "../test/test-database";
import { useTestApp } from "../test/use-test-app";
import { type Database, schema } from "./index";

const { organisms, sites, buildings } = schema;
const createdAt = new Date("2026-03-04T05:06:07.089Z");

/** One organism, two sites, three buildings; then the reads repositories make. */
async function runScenario(db: Database) {
  const [organism] = await db
    .insert(organisms)
    .values({ name: "Résidences Étudiantes", kind: "student_residence", createdAt })
    .returning();
  if (!organism) throw new Error("insert returned no row");
  const site = (name: string, city: string) => ({
    organismId: organism.id,
    name,
    state: "En production" as const,
    latitude: 45.764,
    longitude: 4.8357,
    address: "1 place Bellecour",
    postalCode: "69002",
    city,
    createdAt,
  });
  const [lyon, paris] = await db
    .insert(sites)
    .values([site("Lyon", "Lyon"), site("Paris", "Paris")])
    .returning();
  if (!lyon || !paris) throw new Error("insert returned no rows");
  await db.insert(buildings).values([
    { uuid: "7c9e6679-7425-40de-944b-e07fc1f90ae7", siteId: lyon.id, name: "A", bedsNumber: 120 },
    { uuid: "16fd2706-8baf-433b-82eb-8c7fada847da", siteId: lyon.id, name: "B", bedsNumber: 80 },
    { uuid: "886313e1-3b8a-4372-9b90-0c9aee199e5d", siteId: paris.id, name: "C", bedsNumber: null },
  ]);

  const buildingsPerSite = await db
    .select({ site: sites.name, buildings: count(buildings.id), beds: sql<number>`sum(${buildings.bedsNumber})` })
    .from(sites)
    .leftJoin(buildings, eq(buildings.siteId, sites.id))
    .groupBy(sites.name)
    .orderBy(asc(sites.name));
  const raw = await db.execute<{ sites: number; first_created_at: Date; average_beds: number }>(sql`
    select count(*) as sites, min(s.created_at) as first_created_at,
           (select avg(beds_number) from buildings) as average_beds
    from sites s`);
  const [typed] = await db
    .select({ createdAt: organisms.createdAt, kind: organisms.kind })
    .from(organisms)
    .where(eq(organisms.id, organism.id));
  return { buildingsPerSite, raw: raw.rows, typed };
}

// Engine-dependent by purpose: the same queries must return the same JavaScript values on PGlite and PostgreSQL (type parsers).
describe.each(engineDependentEngines)("the same queries on %s", (engine) => {
  const t = useTestApp(engine);

  it("returns counts and sums as numbers and timestamps as Dates, with the query builder and raw SQL", async () => {
    const result = await runScenario(t.db);
    expect(result.buildingsPerSite).toEqual([
      { site: "Lyon", buildings: 2, beds: 200 },
      { site: "Paris", buildings: 1, beds: null },
    ]);
    expect(result.raw).toEqual([{ sites: 2, first_created_at: createdAt, average_beds: 100 }]);
    expect(result.typed).toEqual({ createdAt, kind: "student_residence" });
    expect(result.raw[0]?.first_created_at).toBeInstanceOf(Date);
  });

  it("keeps the same JS types inside a transaction", async () => {
    await insertOrganism(t.db);
    const row = await t.db.transaction(async (tx) => {
      const { rows } = await tx.execute<{ total: number; at: Date }>(
        sql`select count(*) as total, ${createdAt.toISOString()}::timestamptz as at from organisms`,
      );
      return rows[0];
    });
    expect(row).toEqual({ total: 1, at: createdAt });
  });

  it("can enable pg_trgm, which the search module needs", async () => {
    await t.db.execute(sql`create extension if not exists pg_trgm`);
    const { rows } = await t.db.execute<{ similar: boolean }>(sql`select 'Lyon' % 'Lyons' as similar`);
    expect(rows).toEqual([{ similar: true }]);
  });
});

// Tests share nothing here: the comparison opens a database of each engine inside its one test.
describe.runIf(engineDependentEngines.length > 1)("every engine", () => {
  it("gives identical rows for the same migration, inserts and queries", async () => {
    const results = new Map<DatabaseEngine, unknown>();
    for (const engine of engineDependentEngines) {
      const database = await openTestDatabase(engine);
      try {
        results.set(engine, await runScenario(database.db));
      } finally {
        await database.close();
      }
    }
    expect(results.get("postgres")).toEqual(results.get("pglite"));
  });
});
