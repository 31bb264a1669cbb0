import { describe, expect, it } from "vitest";
import { worldCountries } from "./world-geometry";

describe("world geometry", () => {
  it("names each country by the ISO alpha-2 code the guests' country holds, Antarctica left out", () => {
    const names = worldCountries().features.map((country) => country.properties.name);
    expect(names).toEqual(expect.arrayContaining(["FR", "GB", "DE", "US", "CN", "JP", "MA", "BR", "NL", "BE"]));
    expect(names).not.toContain("AQ");
    expect(names.filter((name) => name !== "").every((name) => /^[A-Z]{2}$/.test(name))).toBe(true);
    expect(new Set(names.filter((name) => name !== "")).size).toBe(names.filter((name) => name !== "").length);
  });

  it("keeps the countries across the antimeridian in one piece (no ring jumps from east to west)", () => {
    for (const country of worldCountries().features) {
      const polygons =
        country.geometry.type === "Polygon"
          ? [country.geometry.coordinates]
          : country.geometry.type === "MultiPolygon"
            ? country.geometry.coordinates
            : [];
      for (const ring of polygons.flat()) {
        const jumps = ring.filter(
          (point, index) => index > 0 && Math.abs((point[0] ?? 0) - (ring[index - 1]?.[0] ?? 0)) > 180,
        );
        expect(jumps, country.properties.name).toEqual([]);
      }
    }
  });
});
