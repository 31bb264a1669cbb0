import type { AvailabilityHistoryAnswer, SiteAvailabilityLevel, SiteAvailabilityReason } from "@ondine/domain";
import { describe, expect, it } from "vitest";
import { siteAvailabilityEvents } from "../../db/schema";
import { insertOrganism } from "../../test/organism-factory";
import { signInAs } from "../../test/sessions";
import { insertSite } from "../../test/site-factory";
import { testEngines } from "../../test/test-database";
import { useTestApp } from "../../test/use-test-app";
import { insertUser } from "../../test/user-factory";

// Wednesday 11 March 2026, noon in Paris (UTC+1 until the 29th).
const now = new Date("2026-03-11T11:00:00Z");
const hours = 3_600;

type Change = { at: string; level: SiteAvailabilityLevel; reason?: SiteAvailabilityReason; muted?: boolean };

/** Up since February, an hour down on Monday, muted works on Tuesday morning, then an hour down after them. */
const changes: Change[] = [
  { at: "2026-02-20T09:00:00Z", level: "up" },
  { at: "2026-03-09T09:00:00Z", level: "down", reason: "noLine" },
  { at: "2026-03-09T10:00:00Z", level: "up" },
  { at: "2026-03-10T07:00:00Z", level: "up", muted: true },
  { at: "2026-03-10T09:00:00Z", level: "down", reason: "noLine", muted: true },
  { at: "2026-03-10T11:00:00Z", level: "down", reason: "noLine" },
  { at: "2026-03-10T12:00:00Z", level: "up" },
];

// docs/alerts.md#availability "History", docs/alerts.md#calls: the supervision role, the caller's scope.
describe.each(testEngines)("GET /api/monitoring/sites/:id/availability on %s", (engine) => {
  const t = useTestApp(engine, { now });

  const givenAHistory = async () => {
    const ours = await insertSite(t.db, { organismId: (await insertOrganism(t.db)).id });
    const foreign = await insertSite(t.db, { organismId: (await insertOrganism(t.db)).id });
    for (const site of [ours, foreign]) {
      await t.db.insert(siteAvailabilityEvents).values(
        changes.map((change) => ({
          siteId: site.id,
          level: change.level,
          reason: change.reason ?? null,
          muted: change.muted ?? false,
          at: new Date(change.at),
        })),
      );
    }
    const onOurSite = [{ type: "Site" as const, id: ours.id }];
    const supervisor = await insertUser(t.db, { roles: ["supervision", "api"], locations: onOurSite });
    const session = await signInAs(t.app, supervisor);
    const get = (url: string, headers = session.headers) => t.app.inject({ method: "GET", url, headers });
    return { ours, foreign, session, get };
  };

  it("gives the level in force at the start, every change since, and each month's availability", async () => {
    const { ours, get } = await givenAHistory();
    const response = await get(`/api/monitoring/sites/${ours.id}/availability?months=1`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<AvailabilityHistoryAnswer>()).toEqual({
      site_id: ours.id,
      // 1 March, midnight in Paris.
      from: "2026-02-28T23:00:00.000Z",
      to: now.toISOString(),
      events: changes.map((change) => ({
        at: new Date(change.at).toISOString(),
        level: change.level,
        reason: change.reason ?? null,
        muted: change.muted ?? false,
      })),
      months: [
        {
          month: "2026-03",
          // Monday 2 to Friday 6 (60 h), Monday 9 and Tuesday 10 (24 h), Wednesday 8h-12h (4 h), less Tuesday's
          // muted 8h-12h; down: Monday 10h-11h and Tuesday 12h-13h, not the muted 10h-12h.
          measured_seconds: 84 * hours,
          down_seconds: 2 * hours,
          ratio: 1 - 2 / 84,
        },
      ],
    });
  });

  it("covers the months asked, 3 by default, the current one included", async () => {
    const { ours, get } = await givenAHistory();
    const two = (await get(`/api/monitoring/sites/${ours.id}/availability?months=2`)).json<AvailabilityHistoryAnswer>();
    expect(two.from).toBe("2026-01-31T23:00:00.000Z");
    // Nothing is known before the first change: February is measured from Friday 20, 10h.
    expect(two.months).toEqual([
      { month: "2026-02", measured_seconds: 70 * hours, down_seconds: 0, ratio: 1 },
      expect.objectContaining({ month: "2026-03", measured_seconds: 84 * hours }),
    ]);
    const three = (await get(`/api/monitoring/sites/${ours.id}/availability`)).json<AvailabilityHistoryAnswer>();
    expect(three.from).toBe("2025-12-31T23:00:00.000Z");
    expect(three.months.map((month) => [month.month, month.ratio])).toEqual([
      ["2026-01", null],
      ["2026-02", 1],
      ["2026-03", 1 - 2 / 84],
    ]);
    for (const months of [0, 14, "x"]) {
      expect((await get(`/api/monitoring/sites/${ours.id}/availability?months=${months}`)).statusCode).toBe(422);
    }
  });

  it("answers 404 for another customer's site and an unknown one, 403 without the supervision role", async () => {
    const { ours, foreign, get } = await givenAHistory();
    expect((await get(`/api/monitoring/sites/${foreign.id}/availability`)).statusCode).toBe(404);
    expect((await get(`/api/monitoring/sites/${foreign.id + 1_000}/availability`)).statusCode).toBe(404);
    const eventsOnly = await insertUser(t.db, { roles: ["events"], locations: [{ type: "Site", id: ours.id }] });
    const refused = await get(
      `/api/monitoring/sites/${ours.id}/availability`,
      (await signInAs(t.app, eventsOnly)).headers,
    );
    expect(refused.statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: "GET", url: `/api/monitoring/sites/${ours.id}/availability` })).statusCode,
    ).toBe(401);
  });

  it("gives the same history through GraphQL's Site.availabilityHistory", async () => {
    const { ours, foreign, session } = await givenAHistory();
    const made = await t.app.inject({ method: "POST", url: "/api/generate_api_token", headers: session.headers });
    expect(made.statusCode, made.body).toBe(200);
    const token = made.json<{ api_token: string }>().api_token;
    const query = (siteId: number) =>
      t.app.inject({
        method: "POST",
        url: "/api/graphql",
        headers: { "x-api-token": token, "content-type": "application/json" },
        payload: {
          query: `{ site(id: "${siteId}") { availabilityHistory(months: 1) {
            from events { at availability reason muted } months { month ratio downSeconds measuredSeconds } } } }`,
        },
      });
    const answer = (await query(ours.id)).json();
    expect(answer.data.site.availabilityHistory).toEqual({
      from: "2026-02-28T23:00:00.000Z",
      events: changes.map((change) => ({
        at: new Date(change.at).toISOString(),
        availability: change.level.toUpperCase(),
        reason: change.reason ?? null,
        muted: change.muted ?? false,
      })),
      months: [{ month: "2026-03", ratio: 1 - 2 / 84, downSeconds: 2 * hours, measuredSeconds: 84 * hours }],
    });
    const refused = (await query(foreign.id)).json();
    expect(refused.data?.site ?? null).toBeNull();
    expect(refused.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
  });
});
