import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { siteStatus } from "../../db/schema";
import { insertOrganism } from "../../test/organism-factory";
import { insertSite } from "../../test/site-factory";
import { testEngines } from "../../test/test-database";
import { useTestApp } from "../../test/use-test-app";
import { siteStatusValues } from "../monitoring";
import { createCollector } from "./collectors.service";

const now = new Date("2026-11-22T14:00:00Z");
const minutes = 60_000;
const at = (minutesBefore: number) => new Date(now.getTime() - minutesBefore * minutes);

type LineReport = ["ok" | "unreachable", Date];

describe.each(testEngines)("site level since, through the ingest, on %s", (engine) => {
  const t = useTestApp(engine, { now });
  let token: string;
  let siteId: number;

  /** Each test's site and the collector that reports on it. */
  const givenASite = async () => {
    const organism = await insertOrganism(t.db);
    siteId = (await insertSite(t.db, { organismId: organism.id })).id;
    token = (await createCollector(t.db, { name: "Collector", siteIds: [siteId] })).token;
  };

  const sendLine = async ([state, stamp]: LineReport) => {
    const response = await t.app.inject({
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
  /** The site's line reports, one batch each, in order. */
  const givenReports = async (...reports: LineReport[]) => {
    await givenASite();
    for (const report of reports) await sendLine(report);
  };
  const statusRow = async () => {
    const [row] = await t.db.select().from(siteStatus).where(eq(siteStatus.siteId, siteId));
    return row;
  };

  it("records the level of the first report, since its stamp", async () => {
    await givenReports(["ok", at(60)]);
    expect(await statusRow()).toMatchObject({ level: "up", levelSince: at(60) });
  });

  it("moves the start when the level changes, to the report that changed it", async () => {
    await givenReports(["ok", at(60)], ["unreachable", at(40)]);
    expect(await statusRow()).toMatchObject({ level: "down", levelSince: at(40) });
  });

  it("keeps the start while the level stays the same", async () => {
    await givenReports(["ok", at(60)], ["unreachable", at(40)], ["unreachable", at(2)]);
    const row = await statusRow();
    expect(row).toMatchObject({ level: "down", levelSince: at(40), lastFullRefresh: at(2) });
    expect(siteStatusValues(row, undefined, now)).toMatchObject({ level: "down", levelSince: at(40) });
  });

  it("says a site whose reports stopped is down since its last refresh", async () => {
    await givenReports(["ok", at(60)], ["unreachable", at(40)], ["unreachable", at(2)]);
    const row = await statusRow();
    const later = new Date(at(2).getTime() + 16 * minutes);
    expect(siteStatusValues(row, undefined, later)).toMatchObject({
      level: "down",
      reason: "stale",
      levelSince: at(2),
    });
  });

  it("starts the level again when the site comes back", async () => {
    await givenReports(["ok", at(60)], ["unreachable", at(40)], ["unreachable", at(2)], ["ok", at(1)]);
    expect(await statusRow()).toMatchObject({ level: "up", levelSince: at(1) });
  });
});
