// Live site maps end to end on PostgreSQL (docs/performance.md "Live site maps"):
//   npm run bench:maps-live -- [--server-url URL] [--sites N] [--access-points N] [--clients N]
//     [--batches N] [--warmup N] [--interval-ms N] [--instances 1|2]
// Creates a throwaway database on the server (postgres://postgres@127.0.0.1:5432 by default), migrates it,
// makes an organism of N sites with their access points, starts the app on the loopback (two instances on the
// same database by default: the maps open on the first, the collector posts to the second, as behind a load
// balancer), opens the clients' event streams (client i on site i mod N), and has the collector post batches
// through POST /api/ingest/v1/batches, each moving every access point's connected stations to the batch's
// number. Times, for each batch and client, from the ingest answer (and from the request sent) to the event
// carrying that number read by the client; then drops the database.
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import type { LiveEquipmentEvent } from "@ondine/domain";
import { loadConfig } from "@ondine/server/config";
import { type DatabaseHandle, openDatabase } from "@ondine/server/db";
import { buildApp } from "@ondine/server/tools-api";
import type { FastifyInstance } from "fastify";
import { withThrowawayDatabase } from "../ingest/throwaway-database";
import { milliseconds, percentile } from "../search/percentiles";
import { insertLiveBenchWorld } from "./live-bench-world";
import { type LiveStreamClient, openLiveStream } from "./live-stream-client";

const { values } = parseArgs({
  options: {
    "server-url": { type: "string", default: "postgres://postgres@127.0.0.1:5432/postgres" },
    sites: { type: "string", default: "20" },
    "access-points": { type: "string", default: "10" },
    clients: { type: "string", default: "50" },
    batches: { type: "string", default: "200" },
    warmup: { type: "string", default: "10" },
    "interval-ms": { type: "string", default: "100" },
    instances: { type: "string", default: "2" },
  },
});
const settings = {
  sites: Number(values.sites),
  accessPoints: Number(values["access-points"]),
  clients: Number(values.clients),
  batches: Number(values.batches),
  warmup: Number(values.warmup),
  intervalMs: Number(values["interval-ms"]),
  instances: Number(values.instances) === 1 ? 1 : 2,
};

const loadAverage = () =>
  loadavg()
    .map((load) => load.toFixed(2))
    .join(" / ");
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

await withThrowawayDatabase(values["server-url"], "ondine_bench_maps_live", async (database, databaseUrl, name) => {
  console.log(`Database ${name}; load average (1 / 5 / 15 min) ${loadAverage()} at the start`);
  const world = await insertLiveBenchWorld(database.db, settings);
  const config = loadConfig({ NODE_ENV: "production", LOG_LEVEL: "silent", DATABASE_URL: databaseUrl });
  const second: DatabaseHandle | undefined = settings.instances === 2 ? await openDatabase({ databaseUrl }) : undefined;
  const streaming = buildApp({ config, database });
  const ingesting: FastifyInstance = second ? buildApp({ config, database: second }) : streaming;
  const clients: LiveStreamClient[] = [];
  try {
    const streamingUrl = await streaming.listen({ host: "127.0.0.1", port: 0 });
    const ingestUrl = ingesting === streaming ? streamingUrl : await ingesting.listen({ host: "127.0.0.1", port: 0 });

    const signIn = await fetch(`${streamingUrl}/api/users/sign_in`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: world.reader.email, password: world.reader.password }),
    });
    if (signIn.status !== 200) throw new Error(`sign-in answered ${signIn.status}: ${await signIn.text()}`);
    const cookie = signIn.headers
      .getSetCookie()
      .map((header) => header.split(";")[0])
      .join("; ");

    const total = settings.warmup + settings.batches;
    const sentAt = new Float64Array(total).fill(Number.NaN);
    const answeredAt = new Float64Array(total).fill(Number.NaN);
    /** arrivedAt[client][batch]: when the client read the event carrying the batch (or a later one: coalesced). */
    const arrivedAt = Array.from({ length: settings.clients }, () => new Float64Array(total).fill(Number.NaN));
    let arrivals = 0;
    const recordArrival = (row: Float64Array, batch: number, at: number) => {
      if (!Number.isNaN(row[batch])) return;
      row[batch] = at;
      arrivals += 1;
    };

    for (let index = 0; index < settings.clients; index++) {
      const site = world.sites[index % world.sites.length];
      const watched = site?.accessPoints[0]?.id;
      if (!site || watched === undefined) throw new Error("a site without access points");
      let highestSeen = -1;
      const arrivedOf = arrivedAt[index] as Float64Array;
      clients.push(
        openLiveStream(`${streamingUrl}/api/monitoring/sites/${site.siteId}/live`, cookie, (data, receivedAt) => {
          const event = JSON.parse(data) as LiveEquipmentEvent;
          const item = event.changed.find((equipment) => equipment.id === watched);
          if (!item) return;
          const batch = item.connected_stations - 1;
          // A stream behind sends the latest state only: the batches it skipped arrive with it.
          for (let skipped = highestSeen + 1; skipped <= batch && skipped < total; skipped++) {
            recordArrival(arrivedOf, skipped, receivedAt);
          }
          highestSeen = Math.max(highestSeen, batch);
        }),
      );
    }
    await Promise.all(clients.map((client) => client.ready));
    console.log(
      `${settings.clients} streams open on ${world.sites.length} sites (${settings.accessPoints} access points each), ` +
        `${settings.instances === 2 ? "the maps on instance A, the collector posting to instance B" : "one instance"}`,
    );

    const firstStamp = Date.now() - 3_600_000;
    const ingestMs: number[] = [];
    for (let batch = 0; batch < total; batch++) {
      const stamp = new Date(firstStamp + batch * 1_000).toISOString();
      const body = JSON.stringify({
        batch_id: `live-${batch}`,
        equipment_states: world.sites.flatMap((site) =>
          site.accessPoints.map((accessPoint) => ({
            site_id: site.siteId,
            mac: accessPoint.mac,
            is_reachable: true,
            connected_stations: batch + 1,
            stamp,
          })),
        ),
      });
      sentAt[batch] = performance.now();
      const answer = await fetch(`${ingestUrl}/api/ingest/v1/batches`, {
        method: "POST",
        headers: { authorization: `Bearer ${world.collectorToken}`, "content-type": "application/json" },
        body,
      });
      const accepted = ((await answer.json()) as { accepted?: number }).accepted;
      answeredAt[batch] = performance.now();
      if (answer.status !== 200 || accepted !== world.sites.length * settings.accessPoints) {
        throw new Error(`batch ${batch} answered ${answer.status}, accepted ${accepted}`);
      }
      if (batch >= settings.warmup) ingestMs.push((answeredAt[batch] as number) - (sentAt[batch] as number));
      await sleep(settings.intervalMs);
    }
    const expected = settings.clients * total;
    const deadline = performance.now() + 10_000;
    while (arrivals < expected && performance.now() < deadline) await sleep(50);

    const fromAnswer: number[] = [];
    const fromSend: number[] = [];
    let missing = 0;
    for (const row of arrivedAt) {
      for (let batch = settings.warmup; batch < total; batch++) {
        const at = row[batch] as number;
        if (Number.isNaN(at)) {
          missing += 1;
          continue;
        }
        fromAnswer.push(at - (answeredAt[batch] as number));
        fromSend.push(at - (sentAt[batch] as number));
      }
    }
    const row = (label: string, samples: number[]) =>
      `| ${label} | ${milliseconds(percentile(samples, 0.5))} | ${milliseconds(percentile(samples, 0.95))} | ` +
      `${milliseconds(Math.max(...samples))} |`;
    console.log(
      `\n${settings.batches} batches of ${world.sites.length * settings.accessPoints} equipment states ` +
        `(${settings.warmup} warm-up batches left out), one every ${settings.intervalMs} ms after the previous answer; ` +
        `${fromAnswer.length} deliveries timed, ${missing} missing; load average ${loadAverage()} at the end`,
    );
    console.log("| timed | p50 | p95 | max |");
    console.log("| --- | --- | --- | --- |");
    console.log(row("ingest answer → event read by the client", fromAnswer));
    console.log(row("batch sent → event read by the client", fromSend));
    console.log(row("POST /api/ingest/v1/batches (answer)", ingestMs));
    if (missing > 0) process.exitCode = 1;
  } finally {
    for (const client of clients) client.close();
    await streaming.close();
    if (ingesting !== streaming) await ingesting.close();
    await second?.close();
  }
});
