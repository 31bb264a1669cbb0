import { describe, expect, it } from "vitest";
import { HitGrid } from "./hit-grid";

function bruteNearest(xs: Float32Array, ys: Float32Array, radii: Float32Array, x: number, y: number) {
  let best = -1;
  let bestDistance = Infinity;
  for (let i = 0; i < xs.length; i += 1) {
    const distance = Math.hypot((xs[i] ?? 0) - x, (ys[i] ?? 0) - y);
    if (distance <= (radii[i] ?? 0) && distance < bestDistance) {
      best = i;
      bestDistance = distance;
    }
  }
  return best;
}

/** A repeatable pseudo-random sequence (a test needs the same markers each run). */
function sequence(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 2 ** 32;
    return state / 2 ** 32;
  };
}

describe("the hit-test grid", () => {
  it("finds the marker under the pointer, the nearest when radii overlap, none outside them", () => {
    const xs = new Float32Array([100, 110, 400]);
    const ys = new Float32Array([100, 100, 300]);
    const radii = new Float32Array([10, 10, 30]);
    const grid = new HitGrid();
    grid.rebuild(xs, ys, radii, 3, 800, 600);
    expect(grid.nearest(101, 100)).toBe(0);
    expect(grid.nearest(107, 102)).toBe(1);
    expect(grid.nearest(425, 300)).toBe(2);
    expect(grid.nearest(300, 300)).toBe(-1);
  });

  it("skips markers that cannot be hit (radius 0) and those off the viewport", () => {
    const grid = new HitGrid();
    grid.rebuild(new Float32Array([50, -500]), new Float32Array([50, 50]), new Float32Array([0, 12]), 2, 400, 300);
    expect(grid.nearest(50, 50)).toBe(-1);
    expect(grid.nearest(0, 50)).toBe(-1);
  });

  it("answers as a scan of every marker would, for 1,300 markers", () => {
    const random = sequence(7);
    const count = 1300;
    const xs = Float32Array.from({ length: count }, () => random() * 1500 - 50);
    const ys = Float32Array.from({ length: count }, () => random() * 950 - 50);
    const radii = Float32Array.from({ length: count }, () => (random() < 0.1 ? 0 : 6 + random() * 30));
    const grid = new HitGrid();
    grid.rebuild(xs, ys, radii, count, 1440, 900);
    for (let probe = 0; probe < 2000; probe += 1) {
      const x = random() * 1440;
      const y = random() * 900;
      expect(grid.nearest(x, y)).toBe(bruteNearest(xs, ys, radii, x, y));
    }
  });

  it("keeps working when rebuilt with fewer markers", () => {
    const grid = new HitGrid();
    grid.rebuild(
      new Float32Array([10, 20, 30]),
      new Float32Array([10, 10, 10]),
      new Float32Array([5, 5, 5]),
      3,
      100,
      100,
    );
    grid.rebuild(
      new Float32Array([60, 20, 30]),
      new Float32Array([60, 10, 10]),
      new Float32Array([5, 5, 5]),
      1,
      100,
      100,
    );
    expect(grid.nearest(20, 10)).toBe(-1);
    expect(grid.nearest(61, 60)).toBe(0);
  });
});
