// The search proxy against the same search written by hand, on one database
// (docs/performance.md "Search proxy"):
//   npm run bench:search -- [--database-url URL] [--iterations N] [--warmup N] [--busy]
// or one caller's codes screen, before the figures kept between searches and since, alternately
// (codes-screen-bench.ts):
//   npm run bench:search -- --mode codes-screen [--database-url URL] [--rounds N] [--actions N] [--busy]
// --busy keeps one core busy while it measures (busy-core.ts).
// DATABASE_URL, else the large data set (ondine_large on the local server).
import { parseArgs } from "node:util";
import { roleFlagsFrom, rolesTree } from "@ondine/domain";
import { openDatabase } from "@ondine/server/db";
import { createSearchLimits, scopeOf, searchIndex } from "@ondine/server/tools-api";
import { sql } from "drizzle-orm";
import { besideBusyCore } from "../busy-core";
import { benchCodesScreen } from "./codes-screen-bench";
import { couponSearchBody, handWrittenCouponSearch } from "./coupon-search";
import { milliseconds, percentile } from "./percentiles";

const { values } = parseArgs({
  options: {
    "database-url": { type: "string" },
    iterations: { type: "string", default: "300" },
    warmup: { type: "string", default: "30" },
    mode: { type: "string", default: "proxy-vs-sql" },
    rounds: { type: "string", default: "5" },
    actions: { type: "string", default: "40" },
    busy: { type: "boolean", default: false },
  },
});
const databaseUrl =
  values["database-url"] ?? process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/ondine_large";
const iterations = Number(values.iterations);
const warmup = Number(values.warmup);

const database = await openDatabase({ databaseUrl });
const { db } = database;
try {
  if (values.busy) console.log("One core kept busy by the bench while it measures.");
  await besideBusyCore(values.busy === true, () =>
    values.mode === "codes-screen"
      ? benchCodesScreen(database, { rounds: Number(values.rounds), actions: Number(values.actions) })
      : benchProxyAgainstSql(),
  );
} finally {
  await database.close();
}

async function benchProxyAgainstSql() {
  const [busiest] = (
    await db.execute(sql`select organism_id, count(*) as count from coupons group by 1 order by 2 desc limit 1`)
  ).rows as { organism_id: number; count: number }[];
  if (!busiest) throw new Error("No coupons in this database: seed the large data set first.");
  const organismId = busiest.organism_id;
  // Three characters taken inside real codes of that organism: what someone types from a printed code.
  const samples = (
    await db.execute(sql`select code from coupons where organism_id = ${organismId} order by md5(code) limit 100`)
  ).rows as { code: string }[];

  // A customer's site manager holding the organism (not an admin: the scope condition is part of the work).
  const actor = { id: 0, admin: false, roles: rolesTree(roleFlagsFrom(["code"]), false) };
  const accountScope = await scopeOf(db, {
    admin: false,
    locations: [{ locationType: "Organism", locationId: organismId }],
  });
  if (accountScope.kind !== "assigned") throw new Error("expected an assigned scope");

  // The server's path: its limits and its default timeout of 5 s per query.
  const searchDeps = { database: { db, engine: database.engine, timeoutMs: 5000 }, limits: createSearchLimits() };
  const viaProxy = (text: string) =>
    searchIndex(searchDeps, {
      index: "coupons",
      body: couponSearchBody(organismId, text),
      urlParameters: {},
      actor,
      scope: accountScope,
      now: new Date(),
    });
  const byHand = (text: string) => handWrittenCouponSearch(db, accountScope, organismId, text);

  console.log(
    `Coupon search in organism ${organismId} (${busiest.count} codes) as its manager: page of 50 newest, ` +
      `total up to 10,000, facet of 200 sites; ${iterations} runs after ${warmup} warm-up, each text in turn.`,
  );
  console.log("| typed | matches (median) | proxy p50 | proxy p95 | SQL p50 | SQL p95 | ratio p50 | ratio p95 |");
  console.log("| --- | --- | --- | --- | --- | --- | --- | --- |");
  // Three characters typed from a printed code (a few matches), and two (a full page, a real count and facet).
  for (const length of [3, 2]) {
    const texts = samples.map(({ code }, index) => code.slice(index % 6, (index % 6) + length).toLowerCase());
    const matches: number[] = [];
    // Both must do the same work: same page, same total, same facet.
    for (const text of texts.slice(0, 20)) {
      const [proxy, hand] = await Promise.all([viaProxy(text), byHand(text)]);
      const proxyTotal = typeof proxy.hits.total === "object" ? proxy.hits.total.value : proxy.hits.total;
      const buckets = (proxy.aggregations?.sites?.buckets ?? []) as { key: string; doc_count: number }[];
      const proxyAnswer = [proxy.hits.hits.map((hit) => hit._id), proxyTotal, buckets.map((b) => [b.key, b.doc_count])];
      if (JSON.stringify(proxyAnswer) !== JSON.stringify([hand.ids, hand.total, hand.facet])) {
        throw new Error(`The proxy and the hand-written SQL disagree for "${text}"`);
      }
      matches.push(hand.total);
    }
    const timings = { proxy: [] as number[], hand: [] as number[] };
    const time = async (run: () => Promise<unknown>) => {
      const started = performance.now();
      await run();
      return performance.now() - started;
    };
    for (let index = 0; index < warmup + iterations; index++) {
      const text = texts[index % texts.length] as string;
      // Alternate which goes first, so that neither always finds the other's pages in cache.
      const proxyFirst = index % 2 === 0;
      const first = await time(() => (proxyFirst ? viaProxy(text) : byHand(text)));
      const second = await time(() => (proxyFirst ? byHand(text) : viaProxy(text)));
      if (index < warmup) continue;
      timings.proxy.push(proxyFirst ? first : second);
      timings.hand.push(proxyFirst ? second : first);
    }
    const ratio = (fraction: number) => percentile(timings.proxy, fraction) / percentile(timings.hand, fraction);
    const cells = [
      `${length} characters`,
      String(percentile(matches, 0.5)),
      milliseconds(percentile(timings.proxy, 0.5)),
      milliseconds(percentile(timings.proxy, 0.95)),
      milliseconds(percentile(timings.hand, 0.5)),
      milliseconds(percentile(timings.hand, 0.95)),
      ratio(0.5).toFixed(2),
      ratio(0.95).toFixed(2),
    ];
    console.log(`| ${cells.join(" | ")} |`);
  }
}
