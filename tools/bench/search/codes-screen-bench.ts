// One caller's codes screen through the search proxy's service, on the large data set
// (docs/performance.md "Cached reads and the codes search", "Figures kept between searches"):
//   npm run bench:search -- --mode codes-screen [--database-url URL] [--rounds N] [--actions N]
// Three ways, alternately in each round: as before the figures were kept (a page's search counts
// everything), the page and its figures apart without the figures cache, and apart with it.
import { loadavg } from "node:os";
import { roleFlagsFrom, rolesTree } from "@ondine/domain";
import type { DatabaseHandle } from "@ondine/server/db";
import {
  createSearchLimits,
  listenToCodeChanges,
  SearchFiguresCache,
  scopeOf,
  searchIndex,
  unscoped,
} from "@ondine/server/tools-api";
import { sql } from "drizzle-orm";
import { type CodesScreen, figuresBody, pageBody, pageWithFiguresBody } from "./codes-screen-bodies";
import { milliseconds, percentile } from "./percentiles";

type Way = "before" | "apart" | "apart+cache";
const ways: readonly Way[] = ["before", "apart", "apart+cache"];
type Workload = "paging" | "typing 2 characters" | "admin first page";
const workloads: readonly Workload[] = ["paging", "typing 2 characters", "admin first page"];

type Caller = { actor: Parameters<typeof searchIndex>[1]["actor"]; scope: Parameters<typeof searchIndex>[1]["scope"] };

/** A round's figures of one workload done one way. */
type Run = { actions: number; searches: number; seconds: number; page: number[]; figures: number[] };

const loadText = () =>
  loadavg()
    .map((load) => load.toFixed(1))
    .join(", ");

/** Runs `actions` with two in flight at a time: one caller's share of searches (docs/search.md "Search limits"). */
async function twoAtATime(actions: readonly (() => Promise<void>)[]): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < actions.length) {
      const action = actions[next++] as () => Promise<void>;
      await action();
    }
  };
  await Promise.all([worker(), worker()]);
}

export async function benchCodesScreen(
  database: DatabaseHandle,
  options: { rounds: number; actions: number },
): Promise<void> {
  const { db } = database;
  const [busiest] = (
    await db.execute(sql`select organism_id, count(*) as count from coupons group by 1 order by 2 desc limit 1`)
  ).rows as { organism_id: number; count: number }[];
  if (!busiest) throw new Error("No coupons in this database: seed the large data set first.");
  const [{ count: allCodes } = { count: 0 }] = (await db.execute(sql`select count(*) as count from coupons`)).rows as {
    count: number;
  }[];
  const organismId = busiest.organism_id;
  const codes = (
    await db.execute(sql`select code from coupons where organism_id = ${organismId} order by md5(code) limit 2000`)
  ).rows as { code: string }[];
  // Two characters typed from codes, each text once in a round (all ways type the same ones).
  const texts = [
    ...new Set(codes.map(({ code }, index) => code.slice(index % 7, (index % 7) + 2).toLowerCase())),
  ].filter((text) => text.length === 2);
  if (texts.length < options.rounds * options.actions) throw new Error("Not enough distinct texts: lower --actions");

  const codeRoles = rolesTree(roleFlagsFrom(["code"]), false);
  const manager: Caller = {
    actor: { id: 1, admin: false, roles: codeRoles },
    scope: await scopeOf(db, { admin: false, locations: [{ locationType: "Organism", locationId: organismId }] }),
  };
  const admin: Caller = { actor: { id: 2, admin: true, roles: rolesTree(roleFlagsFrom([]), true) }, scope: unscoped };

  console.log(
    `Codes screen of one caller: organism ${organismId} (${busiest.count} codes) as its manager, and an admin over ` +
      `${allCodes} codes; ${options.rounds} rounds of ${options.actions} actions per workload, two in flight.`,
  );
  console.log(`load average (1, 5, 15 minutes) at the start: ${loadText()}`);

  const runs = new Map<string, Run[]>();
  const record = (workload: Workload, way: Way, run: Run) => {
    const key = `${workload}|${way}`;
    runs.set(key, [...(runs.get(key) ?? []), run]);
  };

  for (let round = 0; round < options.rounds; round++) {
    const roundTexts = texts.slice(round * options.actions, (round + 1) * options.actions);
    // Each round starts another way first, so that none always finds the others' pages in PostgreSQL's cache.
    const order = ways.map((_, index) => ways[(index + round) % ways.length] as Way);
    for (const way of order) {
      // A fresh process's state: its own limits, and for the cached way a cache that starts empty.
      const figures = way === "apart+cache" ? new SearchFiguresCache() : undefined;
      const stopListening = figures ? await listenToCodeChanges(database, figures, console) : undefined;
      const deps = {
        database: { db, engine: database.engine, timeoutMs: 5000 },
        limits: createSearchLimits(),
        ...(figures ? { figures } : {}),
      };
      const timed = async (caller: Caller, body: Record<string, unknown>, into: number[]) => {
        const started = performance.now();
        await searchIndex(deps, { index: "coupons", body, urlParameters: {}, ...caller, now: new Date() });
        into.push(performance.now() - started);
      };
      try {
        // The screen opened by the organism's manager, then paged (the console keeps the figures it has).
        const organismScreen: CodesScreen = { organismId };
        await measure("paging", way, async (run) => {
          const open = [
            timed(
              manager,
              way === "before" ? pageWithFiguresBody(organismScreen, 1) : pageBody(organismScreen, 1),
              run.page,
            ),
          ];
          if (way !== "before") open.push(timed(manager, figuresBody(organismScreen), run.figures));
          await Promise.all(open);
          const pages = Array.from({ length: options.actions }, (_, index) => 2 + (index % 400));
          await twoAtATime(
            pages.map(
              (page) => () =>
                timed(
                  manager,
                  way === "before" ? pageWithFiguresBody(organismScreen, page) : pageBody(organismScreen, page),
                  run.page,
                ),
            ),
          );
        });
        // Each keystroke a new search: its first page, and apart its figures.
        await measure("typing 2 characters", way, (run) =>
          twoAtATime(
            roundTexts.map((text) => async () => {
              const screen: CodesScreen = { organismId, text };
              if (way === "before") await timed(manager, pageWithFiguresBody(screen, 1), run.page);
              else
                await Promise.all([
                  timed(manager, pageBody(screen, 1), run.page),
                  timed(manager, figuresBody(screen), run.figures),
                ]);
            }),
          ),
        );
        // An admin's first page over every code, one at a time: what the list waits for.
        await measure("admin first page", way, async (run) => {
          for (let index = 0; index < 3; index++) {
            if (way === "before") await timed(admin, pageWithFiguresBody({}, 1), run.page);
            else
              await Promise.all([timed(admin, pageBody({}, 1), run.page), timed(admin, figuresBody({}), run.figures)]);
          }
        });
      } finally {
        await stopListening?.();
      }
    }
    console.log(`round ${round + 1} done, load average ${loadText()}`);
  }

  async function measure(workload: Workload, way: Way, work: (run: Run) => Promise<void>): Promise<void> {
    const run: Run = { actions: 0, searches: 0, seconds: 0, page: [], figures: [] };
    const started = performance.now();
    await work(run);
    run.seconds = (performance.now() - started) / 1000;
    run.searches = run.page.length + run.figures.length;
    // A screen action: a page opened, a keystroke, an admin's list opened (its page and, apart, its figures).
    run.actions = run.page.length;
    record(workload, way, run);
  }

  console.log("");
  console.log("| workload | way | searches/s | actions/s | page p50 | page p95 | figures p50 | figures p95 |");
  console.log("| --- | --- | --- | --- | --- | --- | --- | --- |");
  for (const workload of workloads) {
    for (const way of ways) {
      const done = runs.get(`${workload}|${way}`) ?? [];
      const rates = done.map((run) => run.searches / run.seconds);
      const actionRates = done.map((run) => run.actions / run.seconds);
      const page = done.flatMap((run) => run.page);
      const figures = done.flatMap((run) => run.figures);
      const cell = (samples: number[], fraction: number) =>
        samples.length > 0 ? milliseconds(percentile(samples, fraction)) : "-";
      console.log(
        `| ${workload} | ${way} | ${percentile(rates, 0.5).toFixed(0)} | ${percentile(actionRates, 0.5).toFixed(0)} | ${cell(page, 0.5)} | ${cell(page, 0.95)} | ` +
          `${cell(figures, 0.5)} | ${cell(figures, 0.95)} |`,
      );
    }
  }
  console.log(`load average (1, 5, 15 minutes) at the end: ${loadText()}`);
}
