import { castingTimeoutMs, type MonitoringLocation } from "@ondine/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi } from "../../../testing/mock-api";
import { findCastingStatistic } from "./find-casting-statistic";

const hotel: MonitoringLocation = { type: "site", id: 12 };
const chain: MonitoringLocation = { type: "organism", id: 3 };
const window = { startAt: new Date("2026-11-01T00:00:00+01:00"), stopAt: new Date("2026-11-10T12:00:30Z") };

/** A fetch that answers only when its signal aborts, as a server that never answers. */
function silentServer() {
  const fetchMock = vi.fn(
    (_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        const signal = init?.signal;
        if (signal?.aborted) reject(signal.reason);
        signal?.addEventListener("abort", () => reject(signal.reason));
      }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

describe("findCastingStatistic (docs/product.md#statistics-casting)", () => {
  afterEach(() => vi.restoreAllMocks());

  it("asks for the location and the window in unix seconds", async () => {
    const api = mockApi({ "GET /chromecast/app_use": { status: 200, body: [{ name: "Netflix", count: 3 }] } });
    expect(await findCastingStatistic("app_use", hotel, window)).toEqual([{ name: "Netflix", count: 3 }]);
    await findCastingStatistic("app_use", chain, window);
    const [site, organism] = api.callsTo("GET /chromecast/app_use");
    expect(Object.fromEntries(site?.query ?? [])).toEqual({ site_id: "12", from: "1793487600", to: "1794312030" });
    expect(Object.fromEntries(organism?.query ?? [])).toEqual({
      organism_id: "3",
      from: "1793487600",
      to: "1794312030",
    });
  });

  it("answers empty data when the call fails: zero, or an empty list", async () => {
    mockApi({ "GET /chromecast/installation_count": { status: 500, body: { code: "INTERNAL_ERROR" } } });
    expect(await findCastingStatistic("installation_count", hotel, window)).toEqual({ value: 0 });
    expect(await findCastingStatistic("day_use", hotel, window)).toEqual([]);
  });

  it("gives each call 60 s, then answers empty data", async () => {
    silentServer();
    const timeout = vi
      .spyOn(AbortSignal, "timeout")
      .mockImplementation(() => AbortSignal.abort(new DOMException("The call took too long", "TimeoutError")));
    expect(await findCastingStatistic("five_last_casts", hotel, window)).toEqual([]);
    expect(timeout).toHaveBeenCalledWith(castingTimeoutMs);
    expect(castingTimeoutMs).toBe(60_000);
  });

  it("lets a cancellation through: the card went away, nothing is shown", async () => {
    silentServer();
    const leaving = new AbortController();
    const answer = findCastingStatistic("app_use", hotel, window, leaving.signal);
    leaving.abort();
    await expect(answer).rejects.toBeDefined();
  });
});
