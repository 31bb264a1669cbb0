import { describe, expect, it } from "vitest";
import { apportion } from "./activity-plan";
import { demoCouponCode } from "./coupon-codes";
import { createRandom, streamSeed } from "./prng";

describe("demoCouponCode", () => {
  it("gives distinct eight-sign codes to distinct ids, without signs read alike", () => {
    const codes = Array.from({ length: 200_000 }, (_, index) => demoCouponCode(index + 1, 1));
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes.slice(0, 1000)) expect(code).toMatch(/^[A-HJKMNP-TV-Z0-9]{8}$/);
    expect(demoCouponCode(1, 2)).not.toBe(demoCouponCode(1, 1));
  });
});

describe("apportion", () => {
  it("shares a total out exactly, in proportion", () => {
    expect(apportion(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(apportion(1_000_000, [0.3, 0, 2.7, 1])).toEqual([75_000, 0, 675_000, 250_000]);
    expect(apportion(5, [0, 0])).toEqual([0, 0]);
  });
});

describe("streamSeed", () => {
  it("gives each part of the data set its own stream, the same every time", () => {
    expect(streamSeed(1, 12, 7)).toBe(streamSeed(1, 12, 7));
    const firsts = [streamSeed(1, 12, 7), streamSeed(1, 12, 8), streamSeed(1, 11, 7), streamSeed(2, 12, 7)];
    expect(new Set(firsts).size).toBe(4);
    expect(createRandom(streamSeed(1, 12, 7)).next()).toBe(createRandom(streamSeed(1, 12, 7)).next());
  });
});

describe("Random.weighted", () => {
  it("draws each item about as often as its weight", () => {
    const random = createRandom(3);
    const draws = Array.from({ length: 10_000 }, () =>
      random.weighted([
        ["a", 1],
        ["b", 3],
      ] as const),
    );
    const share = draws.filter((draw) => draw === "b").length / draws.length;
    expect(share).toBeGreaterThan(0.72);
    expect(share).toBeLessThan(0.78);
  });
});
