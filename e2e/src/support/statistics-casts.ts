import type { CastingAnswers, CastingStatisticName, IotRoom, TimeWindow } from "@ondine/domain";
import type { DemoCollectors } from "@ondine/tools/simulate";
import type { Page } from "playwright-core";

/** What guests cast in a hotel, most cast first: each app's casts per stick and evening. */
const hotelApps = [
  { app: "Netflix", weight: 2 },
  { app: "YouTube", weight: 2 },
  { app: "Prime Video", weight: 1 },
  { app: "Disney+", weight: 1 },
  { app: "Spotify", weight: 1 },
  { app: "Canal+", weight: 1 },
] as const;

/** The casts played: app counts over the whole batch, for the journey to compare with the screen. */
export interface PlayedCasts {
  serials: string[];
  casts: { site_id: number; serial: string; app: string; stamp: string }[];
}

/**
 * The casts of a hotel's sticks over the last `days` days, as the sticks
 * send them: in the evening, each stick a few casts a day, each app its
 * number of casts above (exact counts, so the top 5 is known).
 */
export function hotelCasts(siteId: number, rooms: readonly IotRoom[], days: number, now = new Date()): PlayedCasts {
  const serials = rooms.flatMap((room) =>
    room.devices.filter((device) => device.type === "chromecast").map((device) => device.serial),
  );
  const casts: PlayedCasts["casts"] = [];
  const dayMs = 86_400_000;
  serials.slice(0, 8).forEach((serial, stickIndex) => {
    for (let day = 0; day < days; day += 1) {
      // Yesterday and earlier, from 19:00 on, a minute apart per app: never in the future.
      const evening = new Date(now.getTime() - (day + 1) * dayMs);
      evening.setUTCHours(18, stickIndex, 0, 0);
      hotelApps.forEach(({ app, weight }, appIndex) => {
        for (let cast = 0; cast < weight; cast += 1) {
          const stamp = new Date(evening.getTime() + (appIndex * 10 + cast) * 60_000);
          casts.push({ site_id: siteId, serial, app, stamp: stamp.toISOString() });
        }
      });
    }
  });
  return { serials, casts };
}

/** Posts casts through the ingest with the site's demo collector token (docs/ingest.md "Casts"), as a stick's collector does. */
export async function sendCasts(
  baseUrl: string,
  collectors: DemoCollectors,
  siteId: number,
  casts: PlayedCasts["casts"],
): Promise<{ accepted: number; rejected: unknown[] }> {
  const collector = collectors.plan.collectors.find((candidate) => candidate.siteIds.includes(siteId));
  const token = collector && collectors.tokens.get(collector.name);
  if (!token) throw new Error(`no demo collector serves site ${siteId}`);
  const response = await fetch(new URL("/api/ingest/v1/batches", baseUrl), {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ batch_id: `e2e-casts-${siteId}-${casts.length}`, casts }),
  });
  if (!response.ok) throw new Error(`the casts batch answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as { accepted: number; rejected: unknown[] };
}

/** GET /chromecast/{name} for a site over a window, with the signed-in page's own session (docs/api.md "Casting statistics"). */
export async function castingAnswer<Name extends CastingStatisticName>(
  page: Page,
  name: Name,
  siteId: number,
  window: TimeWindow,
): Promise<CastingAnswers[Name]> {
  const from = Math.floor(window.startAt.getTime() / 1000);
  const to = Math.floor(window.stopAt.getTime() / 1000);
  const response = await page.request.get(`/api/chromecast/${name}?site_id=${siteId}&from=${from}&to=${to}`);
  if (!response.ok()) throw new Error(`GET /api/chromecast/${name} answered ${response.status()}`);
  return (await response.json()) as CastingAnswers[Name];
}
