import { describe, expect, it } from "vitest";
import { assignedScope, unscoped } from "../../../scope/scope";
import { codeChangeOf } from "./code-changes";
import { type SearchFigures, SearchFiguresCache } from "./search-figures-cache";

const figures = (value: number): SearchFigures => ({ total: { value, relation: "eq" }, aggregations: {} });

const hotels = assignedScope([1], [11, 12]);
const siteOfHotels = assignedScope([], [12]);
const campsites = assignedScope([2], [21]);

/** A listening cache holding one entry per scope given, each under the key "codes". */
function cacheHolding(...scopes: Parameters<SearchFiguresCache["get"]>[0][]) {
  const cache = new SearchFiguresCache();
  cache.startListening();
  scopes.forEach((scope, index) => {
    cache.store(scope, "codes", figures(index), cache.startLoad());
  });
  return cache;
}

describe('SearchFiguresCache (docs/search.md "Figures kept between searches")', () => {
  it("keeps figures per scope: another scope asking the same search is not answered another's", () => {
    const cache = cacheHolding(hotels);
    expect(cache.get(hotels, "codes")).toEqual(figures(0));
    expect(cache.get(assignedScope([1], [11, 12]), "codes")).toEqual(figures(0));
    expect(cache.get(campsites, "codes")).toBeUndefined();
    expect(cache.get(unscoped, "codes")).toBeUndefined();
    expect(cache.get(hotels, "other search")).toBeUndefined();
  });

  it("drops the scopes that hold a changed code, by its organism or its site, and every admin's", () => {
    const cache = cacheHolding(hotels, siteOfHotels, campsites, unscoped);
    // A code of the whole hotel organism: not in the scope of a manager of one of its sites.
    cache.forget({ organismIds: [1], siteIds: [] });
    expect(cache.get(hotels, "codes")).toBeUndefined();
    expect(cache.get(siteOfHotels, "codes")).toEqual(figures(1));
    expect(cache.get(campsites, "codes")).toEqual(figures(2));
    expect(cache.get(unscoped, "codes")).toBeUndefined();

    cache.forget(codeChangeOf("o:1;s:12"));
    expect(cache.get(siteOfHotels, "codes")).toBeUndefined();
    expect(cache.get(campsites, "codes")).toEqual(figures(2));
    cache.forget(codeChangeOf("all"));
    expect(cache.get(campsites, "codes")).toBeUndefined();
  });

  it("reads an unknown notification as a change of any code", () => {
    const cache = cacheHolding(campsites);
    cache.forget(codeChangeOf("something else"));
    expect(cache.get(campsites, "codes")).toBeUndefined();
  });

  it("does not keep what a search read when a change of its scope was learnt while it ran", () => {
    const cache = cacheHolding();
    const hotelsLoad = cache.startLoad();
    const campsitesLoad = cache.startLoad();
    const adminLoad = cache.startLoad();
    cache.forget({ organismIds: [1], siteIds: [11] });
    cache.store(hotels, "codes", figures(1), hotelsLoad);
    cache.store(campsites, "codes", figures(2), campsitesLoad);
    cache.store(unscoped, "codes", figures(3), adminLoad);
    expect(cache.get(hotels, "codes")).toBeUndefined();
    expect(cache.get(campsites, "codes")).toEqual(figures(2));
    expect(cache.get(unscoped, "codes")).toBeUndefined();
  });

  it("keeps and serves nothing while not listening, and starts empty when listening again", () => {
    const cache = cacheHolding(hotels);
    const load = cache.startLoad();
    cache.stopListening();
    expect(cache.get(hotels, "codes")).toBeUndefined();
    cache.store(hotels, "codes", figures(1), cache.startLoad());
    expect(cache.size).toBe(0);
    cache.startListening();
    // Read before the connection was lost: changes may have gone unheard.
    cache.store(hotels, "codes", figures(1), load);
    expect(cache.get(hotels, "codes")).toBeUndefined();
    expect(new SearchFiguresCache().enabled).toBe(false);
  });

  it("is bounded in entries and in size", () => {
    const cache = new SearchFiguresCache({ maxAgeMs: 60_000, maxEntries: 2, maxChars: 10_000 });
    cache.startListening();
    for (const key of ["a", "b", "c"]) cache.store(hotels, key, figures(1), cache.startLoad());
    expect(cache.size).toBe(2);
    expect(cache.get(hotels, "a")).toBeUndefined();
    const large: SearchFigures = { total: undefined, aggregations: { facet: { buckets: "x".repeat(2_000) } } };
    cache.store(hotels, "large", large, cache.startLoad());
    expect(cache.get(hotels, "large")).toBeUndefined();
    // What it refused left the other entries in place, and a change still finds them.
    expect(cache.get(hotels, "c")).toEqual(figures(1));
    cache.forget({ organismIds: [], siteIds: [11] });
    expect(cache.size).toBe(0);
  });
});
