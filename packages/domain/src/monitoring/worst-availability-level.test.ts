import { describe, expect, it } from "vitest";
import { worstAvailabilityLevel } from "./worst-availability-level";

describe("worstAvailabilityLevel", () => {
  it("takes the most alarming level of the sites", () => {
    expect(worstAvailabilityLevel(["up", "degradedAps", "up"])).toBe("degradedAps");
    expect(worstAvailabilityLevel(["degradedAps", "degraded"])).toBe("degraded");
    expect(worstAvailabilityLevel(["degraded", "down", "notReferenced"])).toBe("down");
  });

  it("lets a site that never reported count for nothing", () => {
    expect(worstAvailabilityLevel(["notReferenced", "up"])).toBe("up");
    expect(worstAvailabilityLevel(["notReferenced"])).toBe("notReferenced");
    expect(worstAvailabilityLevel([])).toBe("notReferenced");
  });
});
