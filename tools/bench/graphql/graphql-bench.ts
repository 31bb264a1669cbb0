// A page of 1,000 codes of an organism through GraphQL against the same page
// through the search proxy, alternately, in one run (docs/performance.md "GraphQL: 1,000 codes"):
//   npm run bench:graphql -- [--database-url URL] [--runs N] [--warmup N]
// DATABASE_URL, else the large data set (ondine_large on the local server).
// Starts the app (in this process, LOG_LEVEL silent unless set) on that database
// on the loopback and calls it over HTTP with the API token of that organism's
// integrator (api and code roles, not an admin). Every answer is checked, outside
// the clock: the same ids in the same order and the same total as the proxy's first.
import { migrateDatabase, openDatabase } from "@ondine/server/db";
import { buildApp } from "@ondine/server/tools-api";
import { benchRunOptions, busiestOrganism, inProcessBenchConfig, loadAverage } from "../bench-database";
import { mean, milliseconds, percentile } from "../search/percentiles";
import { upsertBenchIntegrator } from "./bench-integrator";
import {
  graphqlPageRequest,
  type PageRequest,
  pageSize,
  proxyPageRequest,
  sendPageRequest,
} from "./coupon-page-requests";

const { databaseUrl, runs, warmup } = benchRunOptions({ runs: 30, warmup: 5 });

type Page = ReturnType<PageRequest["read"]>;

/** Throws unless `page` holds the ids of `expected` in the same order, and its total. */
function checkSamePage(what: string, page: Page, expected: Page): void {
  if (page.ids.length !== expected.ids.length)
    throw new Error(`${what} gave ${page.ids.length} codes, expected ${expected.ids.length}`);
  const firstDifference = page.ids.findIndex((id, index) => id !== expected.ids[index]);
  if (firstDifference >= 0)
    throw new Error(
      `${what} disagrees at position ${firstDifference}: ${page.ids[firstDifference]} for ${expected.ids[firstDifference]}`,
    );
  if (page.total !== expected.total) throw new Error(`${what} counts ${page.total} codes, expected ${expected.total}`);
}

const loadAtStart = loadAverage();
const database = await openDatabase({ databaseUrl });
try {
  // As the server does at start: a data set seeded before the latest migration gets it.
  await migrateDatabase(database);
  const busiest = await busiestOrganism(database, "coupons");
  const token = await upsertBenchIntegrator(database, busiest.organism_id);

  const app = buildApp({ config: inProcessBenchConfig(databaseUrl), database });
  try {
    const baseUrl = await app.listen({ host: "127.0.0.1", port: 0 });
    const graphql = graphqlPageRequest(baseUrl, busiest.organism_id);
    const proxy = proxyPageRequest(baseUrl, busiest.organism_id);
    // The proxy's page is the reference: GraphQL must give the same, then every answer measured too.
    const expected = proxy.read(JSON.parse((await sendPageRequest(proxy, token)).text));
    if (expected.ids.length !== Math.min(pageSize, expected.total))
      throw new Error(`The proxy gave ${expected.ids.length} codes of ${expected.total}`);
    checkSamePage("GraphQL", graphql.read(JSON.parse((await sendPageRequest(graphql, token)).text)), expected);

    const timings = new Map<PageRequest, number[]>([
      [graphql, []],
      [proxy, []],
    ]);
    const bytes = new Map<PageRequest, number>();
    for (let index = 0; index < warmup + runs; index++) {
      // Alternate which goes first, so that neither always finds the other's pages in cache.
      const order = index % 2 === 0 ? [graphql, proxy] : [proxy, graphql];
      for (const request of order) {
        const answer = await sendPageRequest(request, token);
        checkSamePage(`${request.name} (run ${index + 1})`, request.read(JSON.parse(answer.text)), expected);
        if (index < warmup) continue;
        timings.get(request)?.push(answer.milliseconds);
        bytes.set(request, Buffer.byteLength(answer.text));
      }
    }

    console.log(
      `Organism ${busiest.organism_id} (${expected.total.toLocaleString("en")} codes), as its integrator (api and code roles) ` +
        `with an API token, over HTTP on the loopback, database ${new URL(databaseUrl).pathname.slice(1)}: ` +
        `a page of ${pageSize} newest codes with the total, ${runs} runs of each after ${warmup} warm-up, alternately.`,
    );
    console.log("| call | p50 | p95 | mean | min | max | answer |");
    console.log("| --- | --- | --- | --- | --- | --- | --- |");
    for (const [request, samples] of timings) {
      const cells = [
        request.name,
        milliseconds(percentile(samples, 0.5)),
        milliseconds(percentile(samples, 0.95)),
        milliseconds(mean(samples)),
        milliseconds(Math.min(...samples)),
        milliseconds(Math.max(...samples)),
        `${Math.round((bytes.get(request) ?? 0) / 1024)} KiB`,
      ];
      console.log(`| ${cells.join(" | ")} |`);
    }
    const graphqlTimes = timings.get(graphql) ?? [];
    const proxyTimes = timings.get(proxy) ?? [];
    const ratio = (statistic: (samples: readonly number[]) => number) =>
      (statistic(graphqlTimes) / statistic(proxyTimes)).toFixed(2);
    console.log(
      `\nGraphQL / proxy: p50 ${ratio((samples) => percentile(samples, 0.5))}, ` +
        `p95 ${ratio((samples) => percentile(samples, 0.95))}, mean ${ratio(mean)} (target: at most 1.3)`,
    );
  } finally {
    await app.close();
  }
} finally {
  await database.close();
}
console.log(`Load average (1 / 5 / 15 min): ${loadAtStart} at the start, ${loadAverage()} at the end`);
