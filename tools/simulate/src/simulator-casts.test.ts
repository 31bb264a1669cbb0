import { describe, expect, it } from "vitest";
import type { DemoPlan } from "./demo-plan";
import { stickCasts } from "./room-casts";
import { simulatedHotel } from "./simulated-site-fixtures";
import { batchesPath, createSimulator } from "./simulator";

const sticks = Array.from({ length: 8 }, (_, index) => `GA3C2B7F${index}X4K1`);
const hotel = simulatedHotel(7, { sticks });
const plan: DemoPlan = { sites: [hotel], collectors: [{ name: "simulated: Hôtels", siteIds: [7] }] };

describe("the simulator's rounds", () => {
  it("send the hotel sticks' casts since the last report through the ingest", async () => {
    const bodies: { casts?: { serial: string; stamp: string }[] }[] = [];
    const fakeFetch = (async (url: URL, init: RequestInit) => {
      if (url.pathname === batchesPath) bodies.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify({ batch_id: null, accepted: 0, rejected: [] }), {
        headers: { "content-type": "application/json" },
      });
    }) as typeof fetch;
    const now = Date.parse("2026-11-22T21:00:00Z");
    const simulator = createSimulator({
      baseUrl: "http://127.0.0.1:1",
      plan,
      tokens: new Map([["simulated: Hôtels", "token"]]),
      intervalMs: 60_000,
      gapCapMs: 6 * 3_600_000,
      log: () => {},
      now: () => now,
      fetch: fakeFetch,
    });
    await simulator.catchUp(new Date(now - 6 * 3_600_000));
    const sent = bodies.flatMap((body) => body.casts ?? []);
    const expected = sticks.flatMap((serial) =>
      stickCasts(serial, now - 6 * 3_600_000, now).map((cast) => ({
        serial,
        stamp: new Date(cast.stamp).toISOString(),
      })),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(sent.map((cast) => ({ serial: cast.serial, stamp: cast.stamp }))).toEqual(expect.arrayContaining(expected));
    expect(sent).toHaveLength(expected.length);
  });
});
