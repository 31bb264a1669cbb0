import { describe, expect, it } from "vitest";
import { parseSeedOptions, SeedUsageRequest } from "./seed-options";

describe("parseSeedOptions", () => {
  it("defaults to seed 1 and the demo scale", () => {
    expect(parseSeedOptions([])).toEqual({ seed: 1, ifEmpty: false, scale: "demo" });
  });

  it("reads the seed, --if-empty and the large scale", () => {
    expect(parseSeedOptions(["--seed", "7", "--if-empty", "--scale", "large"])).toEqual({
      seed: 7,
      ifEmpty: true,
      scale: "large",
    });
  });

  it("refuses an unknown scale or seed, and answers --help with the usage", () => {
    expect(() => parseSeedOptions(["--scale", "huge"])).toThrow('--scale must be one of demo, large, got "huge"');
    expect(() => parseSeedOptions(["--seed", "1.5"])).toThrow("--seed must be a whole number");
    expect(() => parseSeedOptions(["--help"])).toThrow(SeedUsageRequest);
  });
});
