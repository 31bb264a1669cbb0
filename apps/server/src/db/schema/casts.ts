import { date, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { organisms, sites } from "./locations";
import { moment } from "./timestamps";

// The casting dashboard (docs/product.md#statistics-casting, docs/api.md
// "Casting statistics"): what the hotel rooms' streaming sticks report
// through the ingest (`casts` section), and the day roll-up the statistics
// read. The stick is named by its serial as it reported it (a stick replaced
// since keeps its casts under the old serial, as the rooms' history does).

const siteId = () =>
  integer("site_id")
    .notNull()
    .references(() => sites.id, { onDelete: "cascade" });
const organismId = () =>
  integer("organism_id")
    .notNull()
    .references(() => organisms.id, { onDelete: "cascade" });

/** One cast: a stick started casting an app. `(serial, stamp)` makes a re-sent item a no-op. */
export const castEvents = pgTable(
  "cast_events",
  {
    siteId: siteId(),
    /** The site's organism when the cast came (an organism's reads take one index). */
    organismId: organismId(),
    serial: text("serial").notNull(),
    app: text("app").notNull(),
    stamp: moment("stamp").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.serial, table.stamp] }),
    // The five last casts of a site or an organism.
    index("cast_events_site_id_stamp_idx").on(table.siteId, table.stamp.desc()),
    index("cast_events_organism_id_stamp_idx").on(table.organismId, table.stamp.desc()),
  ],
);

/**
 * Casts by Paris day, site, stick and app, kept by the ingest in the same
 * transaction as the events: app use, day use, the sticks cast to each day
 * and the per-room table are read from here, never from the events.
 */
export const castDays = pgTable(
  "cast_days",
  {
    siteId: siteId(),
    organismId: organismId(),
    /** The Paris day ("room day use in Paris time", docs/product.md#statistics-casting). */
    day: date("day", { mode: "string" }).notNull(),
    serial: text("serial").notNull(),
    app: text("app").notNull(),
    casts: integer("casts").notNull(),
    /** The latest cast of the row (the last casts of a long-quiet stick without the events' scan). */
    lastCastAt: moment("last_cast_at").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.siteId, table.day, table.serial, table.app] }),
    // An organism's days read from the index alone (an index-only scan): with
    // the heap's rows one a page apart, the busiest chain's month read 12,800
    // pages through the primary key, 220 through this index.
    index("cast_days_organism_id_day_idx").on(
      table.organismId,
      table.day,
      table.siteId,
      table.serial,
      table.app,
      table.casts,
    ),
  ],
);
