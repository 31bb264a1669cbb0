import type { DatabaseEngine } from "@ondine/domain";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll } from "vitest";
import type { DatabaseHandle } from "../../db";
import { buildTestApp } from "../../test/test-app";
import { createTestClock } from "../../test/test-clock";
import { openTestDatabase } from "../../test/test-database";
import { insertSearchFixture, type SearchFixture, searchNow } from "./search-fixture";
import { searchClient } from "./search-test-client";

export type SearchSuite = {
  app: FastifyInstance;
  database: DatabaseHandle;
  world: SearchFixture;
  client: ReturnType<typeof searchClient>;
};

/** A fresh database of the engine with the search fixture, and the app at `searchNow`, for one describe block. */
export function useSearchSuite(engine: DatabaseEngine): SearchSuite {
  const suite = {} as SearchSuite;
  beforeAll(async () => {
    suite.database = await openTestDatabase(engine);
    suite.app = buildTestApp(suite.database, {}, { clock: createTestClock(searchNow) });
    suite.world = await insertSearchFixture(suite.database.db);
    suite.client = searchClient(suite.app);
  });
  afterAll(async () => {
    await suite.app.close();
    await suite.database.close();
  });
  return suite;
}
