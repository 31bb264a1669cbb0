import { calendarDayOf, formatCalendarDay } from "@ondine/domain";
import { type Database, schema } from "@ondine/server/db";
import { stickCasts } from "../../simulate/src/room-casts";
import { withIndexesDeferred } from "./deferred-indexes";
import type { DemoData } from "./generate-demo-data";
import { insertAllRows } from "./insert-rows";

// The casting dashboard: the demo hotels' sticks have cast for the
// last weeks, drawn as the simulator draws them live (room-casts.ts), so the
// simulator's first round after the seed re-sends casts the seed already
// wrote (kept once) and adds the new ones.

const dayMs = 86_400_000;
const hourMs = 3_600_000;

/** The days of casts the seed writes. */
export const castHistoryDays = 60;

/**
 * The days whose single casts (`cast_events`) the large scale keeps: the
 * last casts read only the latest; older days are written as the roll-up
 * alone, so 13,000 sticks add seconds, not minutes, to the large seed.
 */
const largeScaleEventDays = 3;

export type DemoCastEvent = typeof schema.castEvents.$inferInsert;
export type DemoCastDay = typeof schema.castDays.$inferInsert;

export interface DemoCasts {
  events: DemoCastEvent[];
  days: DemoCastDay[];
}

/**
 * The casts of every demo stick over the last `castHistoryDays` days up to
 * `now`, and their roll-up by Paris day, stick and app (all of them, events
 * kept or not): the ingest's roll-up of the same casts.
 */
export function buildDemoCasts(data: DemoData): DemoCasts {
  const to = data.now.getTime();
  const from = to - castHistoryDays * dayMs;
  const eventsFrom = data.scale.name === "large" ? to - largeScaleEventDays * dayMs : from;
  const organismOf = new Map(data.sites.map((site) => [site.id, site.organismId]));
  // One time-zone look-up per hour, whatever the number of casts in it.
  const dayOfHour = new Map<number, string>();
  const dayOf = (stamp: number) => {
    const hour = Math.floor(stamp / hourMs);
    let day = dayOfHour.get(hour);
    if (day === undefined) {
      day = formatCalendarDay(calendarDayOf(new Date(hour * hourMs)));
      dayOfHour.set(hour, day);
    }
    return day;
  };
  const events: DemoCastEvent[] = [];
  const days: DemoCastDay[] = [];
  for (const stick of data.iot.devices) {
    if (stick.type !== "chromecast") continue;
    const organismId = organismOf.get(stick.siteId);
    if (organismId === undefined) continue;
    const byDayAndApp = new Map<string, DemoCastDay>();
    for (const cast of stickCasts(stick.serial, from, to)) {
      const stamp = new Date(cast.stamp);
      if (cast.stamp > eventsFrom) {
        events.push({ siteId: stick.siteId, organismId, serial: stick.serial, app: cast.app, stamp });
      }
      const day = dayOf(cast.stamp);
      const key = `${day} ${cast.app}`;
      const row = byDayAndApp.get(key);
      if (row) {
        row.casts += 1;
        row.lastCastAt = stamp;
      } else {
        const fresh = { siteId: stick.siteId, organismId, day, serial: stick.serial, app: cast.app, casts: 1 };
        byDayAndApp.set(key, { ...fresh, lastCastAt: stamp });
      }
    }
    days.push(...byDayAndApp.values());
  }
  return { events, days };
}

/** What the seed wrote of the casts, for its closing line. */
export interface CastCounts {
  events: number;
  days: number;
}

/** Writes the demo's casts and their roll-up in bulk, after the sticks. */
export async function insertDemoCasts(db: Database, data: DemoData): Promise<CastCounts> {
  const { events, days } = buildDemoCasts(data);
  await withIndexesDeferred(db, ["cast_events", "cast_days"], async () => {
    await insertAllRows(db, schema.castEvents, events);
    await insertAllRows(db, schema.castDays, days);
  });
  return { events: events.length, days: days.length };
}
