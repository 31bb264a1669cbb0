import { describe, expect, it } from "vitest";
import { chartTopSize, shareInPercent, topEntries, topWithOthers } from "./top-with-others";

const apps = [
  { key: "YouTube", count: 40 },
  { key: "Netflix", count: 55 },
  { key: "Spotify", count: 12 },
  { key: "Disney+", count: 20 },
  { key: "Prime Video", count: 20 },
  { key: "Canal+", count: 7 },
  { key: "Deezer", count: 3 },
  { key: "Twitch", count: 0 },
];

describe("topEntries ('pie top 5 apps', docs/product.md#statistics-limits)", () => {
  it("keeps the five largest, largest first", () => {
    expect(chartTopSize).toBe(5);
    expect(topEntries(apps).map((entry) => entry.key)).toEqual([
      "Netflix",
      "YouTube",
      "Disney+",
      "Prime Video",
      "Spotify",
    ]);
  });

  it("orders equal counts by key, whatever the input order", () => {
    const reversed = [...apps].reverse();
    expect(topEntries(reversed)).toEqual(topEntries(apps));
    expect(topEntries(apps).slice(2, 4)).toEqual([
      { key: "Disney+", count: 20 },
      { key: "Prime Video", count: 20 },
    ]);
  });

  it("leaves entries of 0 out, and answers fewer when there are fewer", () => {
    expect(topEntries(apps, 10).map((entry) => entry.key)).not.toContain("Twitch");
    expect(topEntries(apps, 10)).toHaveLength(7);
    expect(topEntries([])).toEqual([]);
  });

  it("does not reorder the list it is given", () => {
    const copy = apps.map((entry) => ({ ...entry }));
    topEntries(apps);
    expect(apps).toEqual(copy);
  });
});

describe("topWithOthers ('top 5 plus others', docs/product.md#statistics-limits)", () => {
  it("sums everything past the top 5 into one others slice, last", () => {
    const slices = topWithOthers(apps);
    expect(slices).toHaveLength(6);
    expect(slices.slice(0, 5).every((slice) => !slice.isOthers)).toBe(true);
    expect(slices[5]).toEqual({ key: "others", count: 10, isOthers: true });
  });

  it("keeps the whole: the slices add up to the entries' total", () => {
    const total = apps.reduce((sum, entry) => sum + entry.count, 0);
    expect(topWithOthers(apps).reduce((sum, slice) => sum + slice.count, 0)).toBe(total);
  });

  it("has no others slice when nothing is left past the top", () => {
    const five = apps.slice(0, 5);
    expect(topWithOthers(five).some((slice) => slice.isOthers)).toBe(false);
    // An entry of 0 past the top adds nothing, so no slice of 0 either.
    expect(topWithOthers([...five, { key: "Twitch", count: 0 }]).some((slice) => slice.isOthers)).toBe(false);
  });

  it("takes another size and another key for the others slice", () => {
    const slices = topWithOthers(apps, 2, "rest");
    expect(slices.map((slice) => slice.key)).toEqual(["Netflix", "YouTube", "rest"]);
    expect(slices[2]?.count).toBe(62);
  });
});

describe("shareInPercent", () => {
  it("is the share of the total in percent to one decimal", () => {
    expect(shareInPercent(1, 3)).toBe(33.3);
    expect(shareInPercent(2, 3)).toBe(66.7);
    expect(shareInPercent(55, 55)).toBe(100);
  });

  it("is 0 of an empty total rather than a division by zero", () => {
    expect(shareInPercent(0, 0)).toBe(0);
  });
});
