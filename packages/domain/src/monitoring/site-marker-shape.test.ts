import { describe, expect, it } from "vitest";
import { siteMarkerShape } from "./site-marker-shape";

describe("siteMarkerShape (docs/product.md#monitoring-availability)", () => {
  it("is a plain marker without incident or intervention", () => {
    expect(siteMarkerShape({ openIncidents: 0, activeInterventions: 0 })).toBe("marker");
  });

  it("tells incidents, interventions, or both", () => {
    expect(siteMarkerShape({ openIncidents: 2, activeInterventions: 0 })).toBe("incident");
    expect(siteMarkerShape({ openIncidents: 0, activeInterventions: 1 })).toBe("intervention");
    expect(siteMarkerShape({ openIncidents: 1, activeInterventions: 3 })).toBe("both");
  });
});
