import { describe, expect, it } from "vitest";
import { buildingPositions } from "./building-layout";

const nantes = { latitude: 47.2184, longitude: -1.5536 };

function metresBetween(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const dy = (a.latitude - b.latitude) * 111_320;
  const dx = (a.longitude - b.longitude) * 111_320 * Math.cos((a.latitude * Math.PI) / 180);
  return Math.hypot(dx, dy);
}

describe("buildingPositions", () => {
  it("puts a lone building on its site", () => {
    expect(buildingPositions(nantes, 1)).toEqual([nantes]);
    expect(buildingPositions(nantes, 0)).toEqual([]);
  });

  it("lays the others in rings around the site, none on top of another", () => {
    const positions = buildingPositions(nantes, 10);
    expect(positions).toHaveLength(10);
    for (const position of positions.slice(1, 7)) expect(metresBetween(nantes, position)).toBeCloseTo(45, 0);
    for (const position of positions.slice(7)) expect(metresBetween(nantes, position)).toBeCloseTo(90, 0);
    for (const [index, a] of positions.entries()) {
      for (const b of positions.slice(index + 1)) expect(metresBetween(a, b)).toBeGreaterThan(20);
    }
  });

  it("gives the same layout every time", () => {
    expect(buildingPositions(nantes, 5)).toEqual(buildingPositions(nantes, 5));
  });
});
