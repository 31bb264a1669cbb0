import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { insertOrganism } from "../../test/organism-factory";
import { insertSite } from "../../test/site-factory";
import { testEngines } from "../../test/test-database";
import { insertUser } from "../../test/user-factory";
import { apiTokenOf, graphqlClient, type ListeningApp, startListeningApp } from "./graphql-test-setup";

const sitesWithStatus = `query Sites($organism: ID!, $first: Int!) {
  sites(organismId: $organism, first: $first) {
    nodes { id name organism { name } status { availability accessPointOk connectedDevices } }
  }
}`;

describe.each(testEngines)("GraphQL batched reads on %s", (engine) => {
  let listening: ListeningApp;
  let token: string;
  let organismId: number;

  // Tests share one listening app and its 100 sites, built once: every test only reads them.
  beforeAll(async () => {
    listening = await startListeningApp(engine);
    const { db } = listening.database;
    const organism = await insertOrganism(db, { kind: "office" });
    organismId = organism.id;
    for (let index = 0; index < 100; index += 1) await insertSite(db, { organismId: organism.id });
    token = await apiTokenOf(listening.app, await insertUser(db, { admin: true }));
  });
  afterAll(async () => {
    await listening.app.close();
    await listening.database.close();
  });

  /** The statements the database is asked for while the query runs (each search transaction counts as one). */
  async function statementsOf(first: number): Promise<{ count: number; sites: number }> {
    const db = listening.database.db;
    const spies = [vi.spyOn(db, "select"), vi.spyOn(db, "execute"), vi.spyOn(db, "transaction")];
    try {
      const answer = await graphqlClient(listening.url, token).request<{ sites: { nodes: unknown[] } }>(
        sitesWithStatus,
        { organism: String(organismId), first },
      );
      return { count: spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0), sites: answer.sites.nodes.length };
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  }

  it("reads 100 sites, their organism and their status in a handful of statements, as many as for 10", async () => {
    await statementsOf(1); // The token's first use reads its account: not the query's.
    const ten = await statementsOf(10);
    const hundred = await statementsOf(100);
    expect(ten.sites).toBe(10);
    expect(hundred.sites).toBe(100);
    // The page, its organisms, then the statuses' sites, status rows and access point counts; and the session's reads.
    expect(hundred.count).toBeLessThanOrEqual(10);
    expect(hundred.count).toBe(ten.count);
  });
});
