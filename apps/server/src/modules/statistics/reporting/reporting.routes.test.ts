import type { ReportingAnswer } from "@ondine/domain";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db";
import { signInAs, type TestSession } from "../../../test/sessions";
import { buildTestApp } from "../../../test/test-app";
import { createTestClock } from "../../../test/test-clock";
import { openTestDatabase, testEngines } from "../../../test/test-database";
import { insertUser } from "../../../test/user-factory";
import { type ReportingFixture, reportingFixture, reportingNow } from "./reporting-fixture";

describe.each(testEngines)("reporting calls on %s", (engine) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let world: ReportingFixture;
  let admin: TestSession;
  /** Reporting, reporting revenue and online purchases, on the hotel chain. */
  let chainReporter: TestSession;
  /** Reporting only, on the hotel chain. */
  let reporterOnly: TestSession;
  /** Revenue and online purchases without reporting itself (an old row the form would not make). */
  let withoutReporting: TestSession;

  // Tests share the reporting fixture and four sessions, built once: every test only reads.
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    app = buildTestApp(database, {}, { clock: createTestClock(reportingNow) });
    world = await reportingFixture(database.db);
    const onHotels = [{ type: "Organism", id: world.hotels.id }] as const;
    const db = database.db;
    const [full, only, none] = await Promise.all([
      insertUser(db, {
        roles: ["statistics_reporting", "reporting_revenue", "online_purchases"],
        locations: onHotels,
      }),
      insertUser(db, { roles: ["statistics_reporting"], locations: onHotels }),
      insertUser(db, { roles: ["reporting_revenue", "online_purchases", "statistic_home"], locations: onHotels }),
    ]);
    [admin, chainReporter, reporterOnly, withoutReporting] = await Promise.all([
      signInAs(app, world.admin),
      signInAs(app, full),
      signInAs(app, only),
      signInAs(app, none),
    ]);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const call = (session: TestSession, url: string) => app.inject({ method: "GET", url, headers: session.headers });
  const answerOf = async (session: TestSession, url: string): Promise<ReportingAnswer> => {
    const response = await call(session, url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const organismQuery = (id: number, year = 2026) => `search[year]=${year}&search[organism_ids][]=${id}`;
  const siteQuery = (id: number, year = 2026) => `search[year]=${year}&search[site_ids][]=${id}`;
  /** The value of `key` in each month, January first. */
  const series = (answer: ReportingAnswer, key: string) =>
    answer.periods.map((period) => period.values.find((value) => value.key === key)?.value);
  const totals = (answer: ReportingAnswer) => answer.periods.map((period) => period.period.total);

  it("answers twelve months of the year, the months after the current Paris month null", async () => {
    const answer = await answerOf(chainReporter, `/api/statistics/revenues?${organismQuery(world.hotels.id)}`);
    expect(answer.periods.map((period) => [period.period.month, period.period.year])).toEqual(
      Array.from({ length: 12 }, (_, index) => [index + 1, 2026]),
    );
    const december = answer.periods[11];
    expect(december?.period.total).toBeNull();
    expect(december?.values).toEqual([
      { key: "sales-revenues", value: null },
      { key: "coupons", value: null },
      { key: "refunds", value: null },
    ]);
    // A past year has every month.
    const past = await answerOf(chainReporter, `/api/statistics/revenues?${organismQuery(world.hotels.id, 2025)}`);
    expect(totals(past).every((total) => total !== null)).toBe(true);
  });

  it("sums the euro sales by Paris month, the back-office codes' offer prices, less the refunds of the month", async () => {
    const answer = await answerOf(chainReporter, `/api/statistics/revenues?${organismQuery(world.hotels.id)}`);
    // January: 20 (bought 23:30 Paris on the 31st); February: 10 (00:30 Paris on the 1st) and a code of the 5 € offer;
    // March: 30 (the failed purchase and the pound sale left out); April: the March purchase refunded;
    // May: an organism-wide code of the 10 € offer.
    expect(series(answer, "sales-revenues").slice(0, 6)).toEqual([20, 10, 30, 0, 0, 0]);
    expect(series(answer, "coupons").slice(0, 6)).toEqual([0, 5, 0, 0, 10, 0]);
    expect(series(answer, "refunds").slice(0, 6)).toEqual([0, 0, 0, 30, 0, 0]);
    expect(totals(answer)).toEqual([20, 15, 30, -30, 10, 0, 0, 0, 0, 0, 0, null]);
    // The site alone: not the organism-wide code.
    const site = await answerOf(chainReporter, `/api/statistics/revenues?${siteQuery(world.siteA.id)}`);
    expect(series(site, "coupons").slice(0, 6)).toEqual([0, 5, 0, 0, 0, 0]);
    // The 2025 purchase made at 23:30 Paris on 31 December counts in December 2025.
    const lastYear = await answerOf(chainReporter, `/api/statistics/revenues?${organismQuery(world.hotels.id, 2025)}`);
    expect(totals(lastYear)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 40]);
  });

  it("counts the rooms: IoT rooms where a site has any, else its buildings' beds, the same each month gone by", async () => {
    const organism = await answerOf(reporterOnly, `/api/statistics/rooms?${organismQuery(world.hotels.id)}`);
    // Site A: 4 rooms (its 15 beds ignored); the second site in production: 20 beds; the site in study not counted.
    expect(series(organism, "rooms_nb")).toEqual([...Array(11).fill(24), null]);
    expect(totals(organism)).toEqual([...Array(11).fill(24), null]);
    // Asked for by itself, the site in study counts its 30 beds; with site A's 4 rooms, 34.
    const both = await answerOf(
      reporterOnly,
      `/api/statistics/rooms?${siteQuery(world.studySite.id)}&search[site_ids][]=${world.siteA.id}`,
    );
    expect(series(both, "rooms_nb")[0]).toBe(34);
  });

  it("reads the service use from the daily roll-ups: monthly peak, share of the rooms, bytes from bit/s", async () => {
    const organism = await answerOf(reporterOnly, `/api/statistics/use_of_service?${organismQuery(world.hotels.id)}`);
    expect(series(organism, "user_number").slice(1, 4)).toEqual([0, 9, 0]);
    expect(series(organism, "user_download")[2]).toBeCloseTo((9 / 24) * 100, 6);
    // 16,000 + 8,000 bit/s over two 24-hour days, 8,000 bit/s over the 23-hour day of the clock change.
    expect(series(organism, "download")[2]).toBe(((16_000 + 8_000) * 86_400 + 8_000 * 82_800) / 8);
    expect(series(organism, "upload")[2]).toBe(((1_600 + 800) * 86_400 + 800 * 82_800) / 8);
    expect(totals(organism).every((total) => total === null)).toBe(true);
    expect(series(organism, "download")[11]).toBeNull();

    const site = await answerOf(reporterOnly, `/api/statistics/use_of_service?${siteQuery(world.siteA.id)}`);
    expect(series(site, "user_number")[2]).toBe(2);
    expect(series(site, "user_download")[2]).toBe(50);
    expect(series(site, "download")[2]).toBe((8_000 * 86_400) / 8);
    // A site without rooms or beds: no share to give.
    const bare = await answerOf(admin, `/api/statistics/use_of_service?${siteQuery(world.campsite.id)}`);
    expect(series(bare, "user_download")[0]).toBeNull();
  });

  it("counts every code created by month and offer, codes without an offer under their own key", async () => {
    const answer = await answerOf(reporterOnly, `/api/statistics/coupons?${organismQuery(world.hotels.id)}`);
    expect(series(answer, "Journée_Pass").slice(0, 6)).toEqual([0, 1, 0, 0, 0, 0]);
    // The guest's code counts here (every code), not in the turnover.
    expect(series(answer, "Semaine").slice(0, 6)).toEqual([0, 1, 0, 0, 1, 0]);
    expect(series(answer, "without_offer").slice(0, 6)).toEqual([0, 0, 1, 0, 0, 0]);
    expect(totals(answer).slice(0, 6)).toEqual([0, 2, 1, 0, 1, 0]);
    expect(series(answer, "Semaine")[11]).toBeNull();
  });

  it("counts the succeeded purchases by month and offer, pounds too; a union of locations adds up", async () => {
    const answer = await answerOf(chainReporter, `/api/statistics/online_sales?${organismQuery(world.hotels.id)}`);
    expect(series(answer, "Journée_Pass").slice(0, 4)).toEqual([1, 1, 1, 0]);
    expect(series(answer, "London_Day").slice(0, 4)).toEqual([0, 0, 1, 0]);
    expect(totals(answer).slice(0, 4)).toEqual([1, 1, 2, 0]);
    const union = await answerOf(
      admin,
      `/api/statistics/online_sales?${siteQuery(world.siteA.id)}&search[site_ids][]=${world.campsite.id}` +
        `&search[organism_ids][]=${world.hotels.id}`,
    );
    expect(totals(union).slice(0, 4)).toEqual([1, 1, 3, 0]);
  });

  it("refuses a caller without the call's roles (403), before reading the query", async () => {
    for (const [session, path] of [
      [reporterOnly, "revenues"],
      [reporterOnly, "online_sales"],
      [withoutReporting, "revenues"],
      [withoutReporting, "rooms"],
      [withoutReporting, "use_of_service"],
      [withoutReporting, "coupons"],
      [withoutReporting, "online_sales"],
    ] as const) {
      const response = await call(session, `/api/statistics/${path}?search[year]=abc`);
      expect([path, response.statusCode, response.json().code]).toEqual([path, 403, "NOT_ALLOWED"]);
    }
  });

  it("answers 404 when one location is another customer's or unknown, whichever it is", async () => {
    for (const path of ["revenues", "rooms", "use_of_service", "coupons", "online_sales"]) {
      for (const query of [
        siteQuery(world.campsite.id),
        organismQuery(world.campsites.id),
        `${siteQuery(world.siteA.id)}&search[site_ids][]=${world.campsite.id}`,
        siteQuery(999_999),
      ]) {
        const response = await call(chainReporter, `/api/statistics/${path}?${query}`);
        const { code, message } = response.json();
        expect([path, query, response.statusCode, code, message]).toEqual([
          path,
          query,
          404,
          "NOT_FOUND",
          "No such location.",
        ]);
      }
    }
  });

  it("answers an admin 404 for an unknown site or organism, the known ones beside it notwithstanding", async () => {
    for (const query of [
      `${siteQuery(world.siteA.id)}&search[site_ids][]=999999`,
      `${organismQuery(world.hotels.id)}&search[organism_ids][]=999999`,
    ]) {
      const response = await call(admin, `/api/statistics/coupons?${query}`);
      expect([query, response.statusCode, response.json().message]).toEqual([query, 404, "No such location."]);
    }
  });

  it("answers 422 naming the parameter: a year before 2006 or after this one, no location, a bad id", async () => {
    const site = `search[site_ids][]=${world.siteA.id}`;
    for (const [query, field] of [
      [`search[year]=2005&${site}`, "search[year]"],
      [`search[year]=2027&${site}`, "search[year]"],
      [`search[year]=twenty&${site}`, "search[year]"],
      [site, "search[year]"],
      ["search[year]=2026", "search[site_ids][]"],
      ["search[year]=2026&search[site_ids][]=abc", "search[site_ids][]"],
      ["search[year]=2026&search[organism_ids][]=-3", "search[organism_ids][]"],
    ] as const) {
      const response = await call(admin, `/api/statistics/rooms?${query}`);
      expect([query, response.statusCode, Object.keys(response.json().errors ?? {})]).toEqual([query, 422, [field]]);
    }
  });
});
