import { describe, expect, it } from "vitest";
import { floorState } from "./floor-state";

describe("floorState (docs/product.md#monitoring-availability)", () => {
  it("is all-reached, all-unreached or some-unreached by the supervised access points", () => {
    expect(floorState(["reachable", "reachable"])).toBe("all-reached");
    expect(floorState(["unreachable"])).toBe("all-unreached");
    expect(floorState(["reachable", "unreachable"])).toBe("some-unreached");
  });

  it("leaves out access points people took out of supervision", () => {
    expect(floorState(["reachable", "hibernation", "works"])).toBe("all-reached");
    expect(floorState(["planned", "unknown"])).toBeNull();
    expect(floorState([])).toBeNull();
  });

  it("leaves out muted access points, as the site status does", () => {
    expect(
      floorState([
        { state: "reachable", muted: false },
        { state: "unreachable", muted: true },
      ]),
    ).toBe("all-reached");
    expect(floorState([{ state: "unreachable", muted: true }])).toBeNull();
    expect(floorState(["reachable", { state: "unreachable", muted: false }])).toBe("some-unreached");
  });
});
