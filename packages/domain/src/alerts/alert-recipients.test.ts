import { describe, expect, it } from "vitest";
import type { AlertChoice } from "./alert-codes";
import { shouldTellSubscriber } from "./alert-recipients";

const everything: AlertChoice[] = ["down", "degraded", "recovered"];

describe("shouldTellSubscriber", () => {
  it("tells down and still_down to those who chose down", () => {
    for (const kind of ["down", "still_down"] as const) {
      expect(shouldTellSubscriber(kind, "down", ["down"], false)).toBe(true);
      expect(shouldTellSubscriber(kind, "down", ["degraded", "recovered"], true)).toBe(false);
      expect(shouldTellSubscriber(kind, "down", null, false)).toBe(false);
    }
  });

  it("tells degraded to those who chose degraded", () => {
    expect(shouldTellSubscriber("degraded", "degraded", ["degraded"], false)).toBe(true);
    expect(shouldTellSubscriber("degraded", "degraded", ["down", "recovered"], true)).toBe(false);
  });

  it("tells flapping and repeat to those told of the outage or who chose its level", () => {
    for (const kind of ["flapping", "repeat"] as const) {
      expect(shouldTellSubscriber(kind, "down", ["recovered"], true)).toBe(true);
      expect(shouldTellSubscriber(kind, "down", ["down"], false)).toBe(true);
      expect(shouldTellSubscriber(kind, "degraded", ["down"], false)).toBe(false);
      expect(shouldTellSubscriber(kind, "degraded", ["degraded"], false)).toBe(true);
      expect(shouldTellSubscriber(kind, "down", null, false)).toBe(false);
    }
  });

  it("tells a flapping that is up at the moment to those who chose recovered", () => {
    expect(shouldTellSubscriber("flapping", "up", ["recovered"], false)).toBe(true);
    expect(shouldTellSubscriber("flapping", "up", ["down", "degraded"], false)).toBe(false);
  });

  it("tells recovered to those told of the outage whatever their choices since, and to those who chose recovered", () => {
    expect(shouldTellSubscriber("recovered", "up", null, true)).toBe(true);
    expect(shouldTellSubscriber("recovered", "up", ["down"], true)).toBe(true);
    expect(shouldTellSubscriber("recovered", "up", ["recovered"], false)).toBe(true);
    expect(shouldTellSubscriber("recovered", "up", ["down", "degraded"], false)).toBe(false);
  });

  it("tells nobody who is not subscribed and was never told", () => {
    for (const kind of ["down", "degraded", "recovered", "flapping", "repeat", "still_down"] as const) {
      expect(shouldTellSubscriber(kind, "down", null, false)).toBe(false);
      expect(shouldTellSubscriber(kind, "down", [], false)).toBe(false);
    }
    expect(shouldTellSubscriber("down", "down", everything, false)).toBe(true);
  });
});
