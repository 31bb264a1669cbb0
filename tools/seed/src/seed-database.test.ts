import { type DatabaseHandle, schema } from "@ondine/server/db";
import { openSameDatabase, openTestDatabase, testEngines } from "@ondine/server/test-database";
import { count } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { demoCatalogue } from "./demo-catalogue";
import { demoScales } from "./demo-scale";
import { generateDemoData } from "./generate-demo-data";
import { type SeedRequest, seedDatabase } from "./seed-database";

const now = new Date("2026-11-20T10:00:00.000Z");
// The demo set's shape at a small volume and without the months of monitoring history: the same writes, sooner.
const scale = { ...demoScales.demo, coupons: 300, guestUsers: 150, endUsers: 150, monitoringHistory: false };
const request: SeedRequest = {
  seed: 1,
  ifEmpty: true,
  scale,
  now,
  publicUrl: "http://localhost:8080",
  log: () => {},
};

// Tests share nothing: the one test opens its own database.
// PostgreSQL only: two instances on one database need a server (PGlite's folder is one process's).
describe.runIf(testEngines.includes("postgres"))(
  "two --if-empty seeds of one empty PostgreSQL database at once",
  () => {
    const opened: DatabaseHandle[] = [];
    afterEach(async () => {
      // The first opened drops the database: the others close before it.
      for (const handle of opened.splice(0).reverse()) await handle.close();
    });

    // Opening the database may migrate the test template first: seconds, beyond the project's 5 s default.
    it("one writes the demo data, the other finds it and leaves it as it is", { timeout: 120_000 }, async () => {
      const first = await openTestDatabase("postgres");
      opened.push(first);
      const second = await openSameDatabase(first);
      opened.push(second);

      // Without the seed lock, both find the database empty and the second insert fails on organisms_pkey.
      const outcomes = await Promise.all([seedDatabase(first, request), seedDatabase(second, request)]);

      expect(outcomes.sort()).toEqual(["left-as-is", "seeded"]);
      const [organisms] = await first.db.select({ rows: count() }).from(schema.organisms);
      expect(organisms?.rows).toBe(generateDemoData(demoCatalogue, request.seed, { now, scale }).organisms.length);
    });
  },
);
