import { describe, expect, it } from "vitest";
import { acceptsGzip } from "./accepts-gzip";

describe("acceptsGzip", () => {
  it.each([
    // What browsers send.
    ["gzip, deflate, br, zstd", true],
    ["gzip, deflate", true],
    ["GZIP", true],
    ["x-gzip", true],
    ["br;q=1.0, gzip;q=0.8, *;q=0.1", true],
    ["*", true],
    ["identity, *;q=0.5", true],
  ])("accepts gzip for %j", (header, accepted) => {
    expect(acceptsGzip(header)).toBe(accepted);
  });

  it.each([
    [undefined],
    [""],
    ["identity"],
    ["br"],
    ["deflate, br"],
    ["gzip;q=0"],
    ["gzip;q=0.0, *"],
    ["*;q=0"],
    ["gzip;q=nonsense"],
  ])("keeps the plain bytes for %j", (header) => {
    expect(acceptsGzip(header)).toBe(false);
  });
});
