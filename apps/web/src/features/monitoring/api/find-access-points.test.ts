import { beforeEach, describe, expect, it, vi } from "vitest";
import { apiCall } from "../../../api/client";
import { findOrganismAccessPoints, siteReadConcurrency } from "./find-access-points";
import { findProductionSites } from "./find-production-sites";

vi.mock("../../../api/client", () => ({ apiCall: vi.fn() }));
vi.mock("./find-production-sites", () => ({ findProductionSites: vi.fn() }));

/** A promise settled from outside, to hold reads open while the test looks. */
function deferred<Value>() {
  let resolve: (value: Value) => void = () => {};
  const promise = new Promise<Value>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

const sites = [0, 1, 2, 3, 4].map((id) => ({ id, name: `Site ${id}` }));

describe("findOrganismAccessPoints", () => {
  beforeEach(() => {
    vi.mocked(findProductionSites).mockResolvedValue(sites);
  });

  it("asks a few sites at a time and keeps the sites' order", async () => {
    const gates = sites.map(() => deferred<unknown>());
    let running = 0;
    let mostRunning = 0;
    vi.mocked(apiCall).mockImplementation(async (_method, _path, _answer, options) => {
      const siteId = Number(options?.query?.site);
      running += 1;
      mostRunning = Math.max(mostRunning, running);
      const rows = await gates[siteId]?.promise;
      running -= 1;
      return rows;
    });
    const progress: number[] = [];
    const load = findOrganismAccessPoints(7, ({ done }) => progress.push(done));
    // Settled out of order: the list still follows the sites.
    for (const siteId of [1, 0, 3, 4, 2]) {
      await vi.waitFor(() =>
        expect(apiCall).toHaveBeenCalledWith(
          "GET",
          "/monitoring/devices_more",
          expect.anything(),
          expect.objectContaining({ query: { site: siteId } }),
        ),
      );
      gates[siteId]?.resolve(siteId === 3 ? Promise.reject(new Error("down")) : [{ site: siteId }]);
    }
    const answer = await load;
    expect(answer.accessPoints).toEqual([{ site: 0 }, { site: 1 }, { site: 2 }, { site: 4 }]);
    expect(answer.failedSites).toEqual([sites[3]]);
    expect(mostRunning).toBe(siteReadConcurrency);
    expect(progress).toEqual([0, 1, 2, 3, 4, 5]);
  });
});
