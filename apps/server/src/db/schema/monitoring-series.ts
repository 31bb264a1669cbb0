import { bigint, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { organisms, sites } from "./locations";
import { moment } from "./timestamps";

// Time series of the ingest API. traffic_samples and bandwidth_samples are
// PARTITION BY RANGE (stamp), one partition a month: Drizzle cannot declare
// that, so migration 0003_monitoring adds it by hand and
// modules/monitoring-storage/partitions.ts creates and drops the partitions.
// Primary keys make a re-sent item a no-op (the ingest's idempotence).
//
// The two raw series name their site without a foreign key: checked on each
// row, the key was two thirds of the time of inserting a batch's thousands of
// samples (docs/performance.md "Ingest and traffic reads"). The ingest keeps
// only the sites of the collector that sends (collector_sites, which has the
// key), no route deletes a site, and the retention drops the months.

const siteId = () =>
  integer("site_id")
    .notNull()
    .references(() => sites.id, { onDelete: "cascade" });
/** A raw series' site: no foreign key, see above. */
const seriesSiteId = () => integer("site_id").notNull();
const bitsPerSecond = (name: string) => bigint(name, { mode: "number" }).notNull();

/** Traffic series (docs/product.md#monitoring-data): one sample a site's collector sent (rates in bits per second). Partitioned by month. */
export const trafficSamples = pgTable(
  "traffic_samples",
  {
    siteId: seriesSiteId(),
    stamp: moment("stamp").notNull(),
    rx: bitsPerSecond("rx"),
    tx: bitsPerSecond("tx"),
    activeUsers: integer("active_users").notNull(),
  },
  (table) => [primaryKey({ columns: [table.siteId, table.stamp] })],
);

/** Sums of a bucket's samples: the average rate is the sum over `samples`. */
const rollUpColumns = () => ({
  siteId: siteId(),
  bucket: moment("bucket").notNull(),
  rxSum: bitsPerSecond("rx_sum"),
  txSum: bitsPerSecond("tx_sum"),
  activeUsersMax: integer("active_users_max").notNull(),
  activeUsersSum: bigint("active_users_sum", { mode: "number" }).notNull(),
  samples: integer("samples").notNull(),
});

/** Traffic by hour, maintained by the ingest from the samples it inserts. */
export const trafficHourly = pgTable("traffic_hourly", rollUpColumns(), (table) => [
  primaryKey({ columns: [table.siteId, table.bucket] }),
]);

/** Traffic by day (Paris days), maintained by the ingest from the samples it inserts. */
export const trafficDaily = pgTable("traffic_daily", rollUpColumns(), (table) => [
  primaryKey({ columns: [table.siteId, table.bucket] }),
]);

/** A site's speed tests, bits per second. */
export const speedtests = pgTable(
  "speedtests",
  {
    siteId: siteId(),
    stamp: moment("stamp").notNull(),
    download: bitsPerSecond("download"),
    upload: bitsPerSecond("upload"),
  },
  (table) => [primaryKey({ columns: [table.siteId, table.stamp] })],
);

/** Each line's bandwidth over time, bits per second. Partitioned by month. */
export const bandwidthSamples = pgTable(
  "bandwidth_samples",
  {
    siteId: seriesSiteId(),
    lineId: text("line_id").notNull(),
    stamp: moment("stamp").notNull(),
    current: bitsPerSecond("current"),
    max: bitsPerSecond("max"),
  },
  (table) => [primaryKey({ columns: [table.siteId, table.lineId, table.stamp] })],
);

/**
 * An organism's traffic by day (Paris days): the sum over its sites in
 * production of each site's average rates that day, and of their peaks of
 * active users. Kept by the ingest, day by day, from traffic_daily, so that
 * an organism's year is 365 rows to read, not one a site a day
 * (docs/monitoring.md "Resolutions").
 */
export const trafficDailyOrganism = pgTable(
  "traffic_daily_organism",
  {
    organismId: integer("organism_id")
      .notNull()
      .references(() => organisms.id, { onDelete: "cascade" }),
    bucket: moment("bucket").notNull(),
    rx: bitsPerSecond("rx"),
    tx: bitsPerSecond("tx"),
    activeUsers: bigint("active_users", { mode: "number" }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.organismId, table.bucket] })],
);
