import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db";
import { siteStatus } from "../../db/schema";
import { insertOrganism } from "../../test/organism-factory";
import { insertSite } from "../../test/site-factory";
import { buildTestApp } from "../../test/test-app";
import { createTestClock } from "../../test/test-clock";
import { openTestDatabase, testEngines } from "../../test/test-database";
import { siteStatusValues } from "../monitoring";
import { createCollector } from "./collectors.service";

const now = new Date("2026-11-22T14:00:00Z");
const minutes = 60_000;
const at = (minutesBefore: number) => new Date(now.getTime() - minutesBefore * minutes);

describe.each(testEngines)("site level since, through the ingest, on %s", (engine) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let token: string;
  let siteId: number;

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    app = buildTestApp(database, {}, { clock: createTestClock(now) });
    const organism = await insertOrganism(database.db);
    siteId = (await insertSite(database.db, { organismId: organism.id })).id;
    token = (await createCollector(database.db, { name: "Collector", siteIds: [siteId] })).token;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const sendLine = async (state: "ok" | "unreachable", stamp: Date) => {
    const response = await app.inject({
      method: "POST",
      url: "/api/ingest/v1/batches",
      headers: { authorization: `Bearer ${token}` },
      payload: {
        line_states: [
          {
            site_id: siteId,
            line_id: "fiber-1",
            state,
            bandwidth_current: state === "ok" ? 900_000_000 : 0,
            bandwidth_max: 1_000_000_000,
            stamp: stamp.toISOString(),
          },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const statusRow = async () => {
    const [row] = await database.db.select().from(siteStatus).where(eq(siteStatus.siteId, siteId));
    return row;
  };

  it("records the level of the first report, since its stamp", async () => {
    await sendLine("ok", at(60));
    expect(await statusRow()).toMatchObject({ level: "up", levelSince: at(60) });
  });

  it("moves the start when the level changes, to the report that changed it", async () => {
    await sendLine("unreachable", at(40));
    expect(await statusRow()).toMatchObject({ level: "down", levelSince: at(40) });
  });

  it("keeps the start while the level stays the same", async () => {
    await sendLine("unreachable", at(2));
    const row = await statusRow();
    expect(row).toMatchObject({ level: "down", levelSince: at(40), lastFullRefresh: at(2) });
    expect(siteStatusValues(row, undefined, now)).toMatchObject({ level: "down", levelSince: at(40) });
  });

  it("says a site whose reports stopped is down since its last refresh", async () => {
    const row = await statusRow();
    const later = new Date(at(2).getTime() + 16 * minutes);
    expect(siteStatusValues(row, undefined, later)).toMatchObject({
      level: "down",
      reason: "stale",
      levelSince: at(2),
    });
  });

  it("starts the level again when the site comes back", async () => {
    await sendLine("ok", at(1));
    expect(await statusRow()).toMatchObject({ level: "up", levelSince: at(1) });
  });
});
