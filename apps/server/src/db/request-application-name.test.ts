import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../test/test-app";
import { openTestDatabase, testEngines } from "../test/test-database";

const readApplicationName = async (db: Parameters<typeof buildTestApp>[0]["db"]) => {
  const { rows } = await db.execute<{ name: string }>(sql`select current_setting('application_name') as name`);
  return rows[0]?.name;
};

// Tests share nothing: each opens its own database and builds its own app on it.
describe.runIf(testEngines.includes("postgres"))("the request id in PostgreSQL's application_name", () => {
  it("names the connection of a request after it, and back to `ondine` outside requests", async () => {
    const database = await openTestDatabase("postgres");
    const app = buildTestApp(database);
    try {
      app.get("/test/application-name", async () => ({ name: await readApplicationName(database.db) }));
      // A body is read before the handler runs: the id must still be known there.
      app.post("/test/application-name", async () => {
        await new Promise((resolve) => setImmediate(resolve));
        return { name: await readApplicationName(database.db) };
      });
      app.post("/test/application-name-in-transaction", async () => ({
        name: await database.db.transaction((tx) => readApplicationName(tx)),
      }));

      const read = await app.inject({
        method: "GET",
        url: "/test/application-name",
        headers: { "x-request-id": "slow-query-7f3a" },
      });
      expect(read.json()).toEqual({ name: "ondine slow-query-7f3a" });

      const posted = await app.inject({
        method: "POST",
        url: "/test/application-name",
        headers: { "x-request-id": "with-a-body-1" },
        payload: { some: "body" },
      });
      expect(posted.json()).toEqual({ name: "ondine with-a-body-1" });

      const inTransaction = await app.inject({
        method: "POST",
        url: "/test/application-name-in-transaction",
        headers: { "x-request-id": "tx-1" },
        payload: {},
      });
      expect(inTransaction.json()).toEqual({ name: "ondine tx-1" });

      // A fresh id from the server when the caller sends none.
      const unnamed = await app.inject({ method: "GET", url: "/test/application-name" });
      expect(unnamed.json()).toEqual({ name: `ondine ${unnamed.headers["x-request-id"]}` });

      // Background work (workers, the tests themselves) runs outside any request.
      expect(await readApplicationName(database.db)).toBe("ondine");
    } finally {
      await app.close();
      await database.close();
    }
  });
});
