import {
  type CollectorIotCommandsAnswer,
  iotCommandLifetimeMs,
  type SiteToolRun,
  type SiteToolsAnswer,
  siteToolLimits,
} from "@ondine/domain";
import { describe, expect, it } from "vitest";
import { runRegisteredJob } from "../../test/run-registered-job";
import { testEngines } from "../../test/test-database";
import { insertUser } from "../../test/user-factory";
import { settleSiteToolRuns } from "./site-tool-settle";
import {
  answerOf,
  commandOfRun,
  diagnosisMeasure,
  insertHotelAccessPoints,
  insertRuns,
  siteCommands,
  siteToolsNow,
  speedTestMeasure,
  storedRuns,
  useSiteToolsApp,
} from "./site-tools-fixture";

const later = (ms: number) => new Date(siteToolsNow.getTime() + ms);

describe.each(testEngines)("the site tools' calls on %s", (engine) => {
  const t = useSiteToolsApp(engine);

  /** The manager starts a speed test of the fibre, and the collector takes its command. */
  const startAndTake = async (start = () => t.client.speedTest(t.as.manager, t.world.site.id, "fibre-1")) => {
    const run = answerOf<SiteToolRun>(await start(), 201);
    const taken = answerOf<CollectorIotCommandsAnswer>(await t.client.takeCommands());
    const command = taken.commands.find((candidate) => candidate.site_tool?.run_id === run.id);
    if (!command) throw new Error(`the collector did not get run ${run.id}'s command`);
    return { run, command };
  };

  it("answers 403 to an account without the speedtest role before reading anything, and 401 without a session", async () => {
    const { site, theirSite } = t.world;
    const { withoutRole } = t.as;
    // Its own site, another customer's and one that does not exist: 403 all the same.
    for (const siteId of [site.id, theirSite.id, 999_999]) {
      expect((await t.client.tools(withoutRole, siteId)).statusCode).toBe(403);
      expect((await t.client.speedTest(withoutRole, siteId, "fibre-1")).statusCode).toBe(403);
      expect((await t.client.diagnosis(withoutRole, siteId)).statusCode).toBe(403);
    }
    expect((await t.client.run(withoutRole, t.world.theirRunId)).statusCode).toBe(403);
    expect(await storedRuns(t.db, site.id)).toEqual([]);
    const anonymous = await t.app.inject({ method: "GET", url: `/api/monitoring/sites/${site.id}/tools` });
    expect(anonymous.statusCode).toBe(401);
  });

  it("answers 404 for another customer's site and run, and writes nothing there; the admin reaches them", async () => {
    const { theirSite, theirRunId, site } = t.world;
    const { manager, admin } = t.as;
    expect((await t.client.tools(manager, theirSite.id)).statusCode).toBe(404);
    expect((await t.client.speedTest(manager, theirSite.id, "fibre-1")).statusCode).toBe(404);
    expect((await t.client.diagnosis(manager, theirSite.id)).statusCode).toBe(404);
    expect((await t.client.run(manager, theirRunId)).statusCode).toBe(404);
    // Our other site is not in the one-site manager's scope either.
    expect((await t.client.tools(manager, t.world.otherSite.id)).statusCode).toBe(404);
    expect(await siteCommands(t.db, theirSite.id)).toEqual([]);
    expect((await storedRuns(t.db, theirSite.id)).map((run) => run.id)).toEqual([theirRunId]);
    // A run of our own site asked by the other customer: 404 too.
    const ours = answerOf<SiteToolRun>(await t.client.diagnosis(manager, site.id), 201);
    expect((await t.client.run(t.as.theirManager, ours.id)).statusCode).toBe(404);
    expect(answerOf<SiteToolRun>(await t.client.run(admin, theirRunId)).site_id).toBe(theirSite.id);
    expect(answerOf<SiteToolsAnswer>(await t.client.tools(admin, theirSite.id)).lines.map((line) => line.id)).toEqual([
      "fibre-1",
    ]);
  });

  it("starts a line's speed test: the run with the line's name and contracted rate, and its command to the collector", async () => {
    const { site } = t.world;
    const run = answerOf<SiteToolRun>(await t.client.speedTest(t.as.manager, site.id, "fibre-1"), 201);
    expect(run).toEqual({
      id: run.id,
      site_id: site.id,
      kind: "speed_test",
      state: "running",
      line: { id: "fibre-1", name: "Fibre Orange", contracted_download: 500_000_000 },
      requested_by: "Inès Roux",
      created_at: siteToolsNow.toISOString(),
      finished_at: null,
      failure: null,
      speed_test: null,
      diagnosis: null,
    });
    const [command] = await siteCommands(t.db, site.id);
    expect(command).toMatchObject({ kind: "speed_test", state: "queued", siteToolRunId: run.id });
    expect(command?.actorUserId).toBe(t.world.manager.id);
    const taken = answerOf<CollectorIotCommandsAnswer>(await t.client.takeCommands());
    expect(taken.commands).toEqual([
      expect.objectContaining({
        id: command?.id,
        kind: "speed_test",
        device: null,
        private_keys: null,
        site_tool: { run_id: run.id, kind: "speed_test", line_id: "fibre-1", ports: null, pings: null },
      }),
    ]);
  });

  it("starts a diagnosis whose command carries the three ports and 20 pings", async () => {
    const { run, command } = await startAndTake(() => t.client.diagnosis(t.as.manager, t.world.site.id));
    expect(run).toMatchObject({ kind: "diagnosis", state: "running", line: null });
    expect(command.site_tool).toEqual({
      run_id: run.id,
      kind: "diagnosis",
      line_id: null,
      ports: [53, 80, 443],
      pings: 20,
    });
  });

  it("answers the run already running on the same target with 200, and queues nothing more", async () => {
    const { site } = t.world;
    const first = answerOf<SiteToolRun>(await t.client.speedTest(t.as.manager, site.id, "fibre-1"), 201);
    const again = answerOf<SiteToolRun>(await t.client.speedTest(t.as.admin, site.id, "fibre-1"), 200);
    expect(again).toEqual(first);
    // Another line, and the site's diagnosis, are other targets.
    const adsl = answerOf<SiteToolRun>(await t.client.speedTest(t.as.manager, site.id, "adsl-1"), 201);
    const diagnosis = answerOf<SiteToolRun>(await t.client.diagnosis(t.as.manager, site.id), 201);
    expect(answerOf<SiteToolRun>(await t.client.diagnosis(t.as.manager, site.id), 200).id).toBe(diagnosis.id);
    expect(new Set([first.id, adsl.id, diagnosis.id]).size).toBe(3);
    expect((await siteCommands(t.db, site.id)).map((command) => command.siteToolRunId)).toEqual([
      first.id,
      adsl.id,
      diagnosis.id,
    ]);
  });

  it("decides two starts of the same line at once one after the other: one run, one command", async () => {
    const { site } = t.world;
    const [first, second] = await Promise.all([
      t.client.speedTest(t.as.manager, site.id, "fibre-1"),
      t.client.speedTest(t.as.admin, site.id, "fibre-1"),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
    expect(first.json<SiteToolRun>().id).toBe(second.json<SiteToolRun>().id);
    expect(await siteCommands(t.db, site.id)).toHaveLength(1);
  });

  it("refuses a line the site does not have with 422 on line_id, and a missing one", async () => {
    const { site, theirSite } = t.world;
    expect(answerOf(await t.client.speedTest(t.as.manager, site.id, "4g-9"), 422)).toMatchObject({
      code: "INVALID_PARAMETERS",
      errors: { line_id: ["formErrors.invalid"] },
    });
    expect(answerOf(await t.client.speedTest(t.as.admin, theirSite.id, "adsl-1"), 422)).toMatchObject({
      errors: { line_id: ["formErrors.invalid"] },
    });
    expect(answerOf(await t.client.speedTest(t.as.manager, site.id, undefined), 422)).toMatchObject({
      errors: { line_id: ["formErrors.required"] },
    });
    expect(await storedRuns(t.db, site.id)).toEqual([]);
    expect(await siteCommands(t.db, site.id)).toEqual([]);
  });

  it("records an acknowledged speed test's measure: the run is done, read back in the panel", async () => {
    const { run, command } = await startAndTake();
    t.clock.advance(12_000);
    const reported = await t.client.report(command.id, {
      status: "acknowledged",
      stamp: later(11_000).toISOString(),
      speed_test: speedTestMeasure,
    });
    expect(answerOf(reported)).toEqual({ id: command.id, state: "acknowledged" });
    const done = answerOf<SiteToolRun>(await t.client.run(t.as.manager, run.id));
    expect(done).toMatchObject({
      state: "done",
      finished_at: later(11_000).toISOString(),
      speed_test: speedTestMeasure,
      diagnosis: null,
      failure: null,
    });
    const panel = answerOf<SiteToolsAnswer>(await t.client.tools(t.as.manager, t.world.site.id));
    expect(panel.lines.find((line) => line.id === "fibre-1")?.speed_tests).toEqual([done]);
    expect(panel.lines.find((line) => line.id === "adsl-1")?.speed_tests).toEqual([]);
  });

  it("records a diagnosis with the access points monitoring counts then, grouped by place, muted ones left out", async () => {
    await insertHotelAccessPoints(t.db, t.world.site.id);
    const { run, command } = await startAndTake(() => t.client.diagnosis(t.as.manager, t.world.site.id));
    const reported = await t.client.report(command.id, { status: "acknowledged", diagnosis: diagnosisMeasure });
    expect(answerOf(reported)).toEqual({ id: command.id, state: "acknowledged" });
    const done = answerOf<SiteToolRun>(await t.client.run(t.as.manager, run.id));
    expect(done.state).toBe("done");
    expect(done.speed_test).toBeNull();
    expect(done.diagnosis).toEqual({
      ...diagnosisMeasure,
      access_points: {
        total: 5,
        unreachable: 4,
        unreachable_places: [
          { building: "Bâtiment A", floor: "Étage 2", count: 2 },
          { building: "Bâtiment B", floor: "Étage 1", count: 1 },
          { building: null, floor: null, count: 1 },
        ],
      },
    });
  });

  it("refuses an acknowledged result without the measure of its kind with 422, and records nothing", async () => {
    const speed = await startAndTake();
    const withoutMeasure = await t.client.report(speed.command.id, {
      status: "acknowledged",
      diagnosis: diagnosisMeasure,
    });
    expect(answerOf(withoutMeasure, 422)).toMatchObject({ errors: { speed_test: ["formErrors.required"] } });
    const diagnosis = await startAndTake(() => t.client.diagnosis(t.as.manager, t.world.site.id));
    const bare = await t.client.report(diagnosis.command.id, { status: "acknowledged" });
    expect(answerOf(bare, 422)).toMatchObject({ errors: { diagnosis: ["formErrors.required"] } });
    const runs = await storedRuns(t.db, t.world.site.id);
    expect(runs.map((run) => [run.state, run.finishedAt, run.speedTest, run.diagnosis])).toEqual([
      ["running", null, null, null],
      ["running", null, null, null],
    ]);
    expect((await siteCommands(t.db, t.world.site.id)).map((command) => command.state)).toEqual(["sent", "sent"]);
    // The collector may report again, with its measure this time.
    const again = await t.client.report(speed.command.id, { status: "acknowledged", speed_test: speedTestMeasure });
    expect(answerOf<{ state: string }>(again).state).toBe("acknowledged");
  });

  it("records a failure with the collector's words", async () => {
    const { run, command } = await startAndTake();
    const reported = await t.client.report(command.id, { status: "failed", message: " line unreachable " });
    expect(answerOf(reported)).toEqual({ id: command.id, state: "failed" });
    expect(answerOf<SiteToolRun>(await t.client.run(t.as.manager, run.id))).toMatchObject({
      state: "failed",
      failure: "line unreachable",
      finished_at: siteToolsNow.toISOString(),
      speed_test: null,
    });
  });

  it("reads a run whose command expired as expired, and lets the line be tested again", async () => {
    const { run } = await startAndTake();
    t.clock.advance(iotCommandLifetimeMs - 1);
    expect(answerOf<SiteToolRun>(await t.client.run(t.as.manager, run.id)).state).toBe("running");
    t.clock.advance(1);
    const panel = answerOf<SiteToolsAnswer>(await t.client.tools(t.as.manager, t.world.site.id));
    expect(panel.lines.find((line) => line.id === "fibre-1")?.speed_tests).toEqual([
      expect.objectContaining({ id: run.id, state: "expired", finished_at: later(iotCommandLifetimeMs).toISOString() }),
    ]);
    const next = answerOf<SiteToolRun>(await t.client.speedTest(t.as.manager, t.world.site.id, "fibre-1"), 201);
    expect(next.id).not.toBe(run.id);
  });

  it("turns a run expired when its late result comes in, and in the minute sweep", async () => {
    const late = await startAndTake();
    const swept = await startAndTake(() => t.client.diagnosis(t.as.manager, t.world.site.id));
    t.clock.advance(iotCommandLifetimeMs + 1_000);
    const tooLate = await t.client.report(late.command.id, { status: "acknowledged", speed_test: speedTestMeasure });
    expect(answerOf(tooLate, 422)).toMatchObject({ errors: { command: ["iots.command.errors.finished"] } });
    const runs = await storedRuns(t.db, t.world.site.id);
    expect(runs.map((run) => [run.id, run.state, run.speedTest])).toEqual([
      [late.run.id, "expired", null],
      [swept.run.id, "running", null],
    ]);
    await runRegisteredJob(t.app.jobs, "iot.expire-commands", t.clock.now());
    const [, settled] = await storedRuns(t.db, t.world.site.id);
    expect(settled).toMatchObject({ state: "expired", finishedAt: later(iotCommandLifetimeMs) });
    expect((await commandOfRun(t.db, swept.run.id)).state).toBe("expired");
  });

  it("settles in the sweep a run whose command a collector's call marked expired first", async () => {
    const { run } = await startAndTake();
    t.clock.advance(iotCommandLifetimeMs + 1_000);
    // The collector asks again: its site's late commands are marked expired before the sweep runs.
    answerOf(await t.client.takeCommands());
    expect((await commandOfRun(t.db, run.id)).state).toBe("expired");
    expect((await storedRuns(t.db, t.world.site.id))[0]?.state).toBe("running");
    await runRegisteredJob(t.app.jobs, "iot.expire-commands", t.clock.now());
    expect((await storedRuns(t.db, t.world.site.id))[0]?.state).toBe("expired");
    expect(await settleSiteToolRuns(t.db, t.clock.now())).toBe(0);
  });

  it("lists each line's and the diagnoses' latest 20 runs, newest first", async () => {
    const { site } = t.world;
    const fibre = await insertRuns(t.db, {
      siteId: site.id,
      kind: "speed_test",
      lineId: "fibre-1",
      count: 22,
      from: later(-86_400_000),
    });
    const adsl = await insertRuns(t.db, {
      siteId: site.id,
      kind: "speed_test",
      lineId: "adsl-1",
      count: 2,
      from: later(-3_600_000),
    });
    const diagnoses = await insertRuns(t.db, {
      siteId: site.id,
      kind: "diagnosis",
      count: 21,
      from: later(-7_200_000),
    });
    // A line the site no longer reports keeps its history, but is not listed.
    await insertRuns(t.db, { siteId: site.id, kind: "speed_test", lineId: "4g-1", count: 1, from: later(-60_000) });
    const panel = answerOf<SiteToolsAnswer>(await t.client.tools(t.as.manager, site.id));
    expect(panel.lines.map((line) => [line.id, line.name, line.state, line.contracted_download])).toEqual([
      ["adsl-1", "ADSL secours", "ok", 20_000_000],
      ["fibre-1", "Fibre Orange", "ok", 500_000_000],
    ]);
    const ids = (runs: SiteToolRun[]) => runs.map((run) => run.id);
    expect(siteToolLimits.historyLength).toBe(20);
    expect(ids(panel.lines[1]?.speed_tests ?? [])).toEqual(fibre.slice(-20).reverse());
    expect(ids(panel.lines[0]?.speed_tests ?? [])).toEqual([...adsl].reverse());
    expect(ids(panel.diagnoses)).toEqual(diagnoses.slice(-20).reverse());
    expect(panel.lines[0]?.speed_tests[0]).toMatchObject({ state: "failed", failure: "line unreachable" });
  });

  it("names the admin, not the account they are logged in as, as who asked", async () => {
    const { site } = t.world;
    const impersonated = await insertUser(t.db, {
      roles: ["speedtest"],
      locations: [{ type: "Site", id: site.id }],
      firstName: "Réception",
      lastName: "Nuit",
    });
    const logAs = await t.app.inject({
      method: "GET",
      url: `/api/users/${impersonated.id}/fake`,
      headers: t.as.admin.headers,
    });
    expect(logAs.statusCode).toBe(200);
    const cookies = Object.fromEntries(logAs.cookies.map((cookie) => [cookie.name, cookie.value]));
    const csrf = cookies.ondine_csrf ?? t.as.admin.csrfToken;
    const session = {
      ...t.as.admin,
      headers: { cookie: `ondine_session=${cookies.ondine_session}; ondine_csrf=${csrf}`, "x-csrf-token": csrf },
    };
    const run = answerOf<SiteToolRun>(await t.client.diagnosis(session, site.id), 201);
    expect(run.requested_by).toBe("Alex Admin");
    const [stored] = await storedRuns(t.db, site.id);
    expect(stored?.requestedByUserId).toBe(t.world.admin.id);
  });

  it("limits each person to 10 starts a minute", async () => {
    const { site } = t.world;
    for (let start = 0; start < siteToolLimits.startsPerMinute; start++) {
      const response = await t.client.speedTest(t.as.manager, site.id, "fibre-1");
      expect(response.statusCode).toBe(start === 0 ? 201 : 200);
    }
    const refused = await t.client.diagnosis(t.as.manager, site.id);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBeDefined();
    // Another person is counted apart.
    expect((await t.client.diagnosis(t.as.admin, site.id)).statusCode).toBe(201);
    t.clock.advance(60_000);
    expect((await t.client.speedTest(t.as.manager, site.id, "adsl-1")).statusCode).toBe(201);
  });
});
