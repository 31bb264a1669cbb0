import type { BuildingSummary } from "@ondine/domain";
import { describe, expect, it } from "vitest";
import { buildingMapPoints, siteMapPoints } from "./map-points";

const nantes = { id: 12, name: "Hôtel Nantes", coord: { latitude: 47.2, longitude: -1.55 } };
const lyon = { id: 13, name: "Hôtel Lyon", coord: { latitude: 45.76, longitude: 4.83 } };
const nowhere = { id: 14, name: "Sans adresse", coord: null };

describe("siteMapPoints (docs/product.md#home-map)", () => {
  it("colours each site by its level, grey while it loads, and leaves out sites without coordinates", () => {
    const points = siteMapPoints({
      sites: [nantes, lyon, nowhere],
      levels: new Map([[12, "down"]]),
      maintenance: undefined,
    });
    expect(points.map((point) => [point.id, point.colour, point.shape])).toEqual([
      [12, "red", "marker"],
      [13, "grey", "marker"],
    ]);
  });

  it("shapes markers by open incidents and interventions under way", () => {
    const points = siteMapPoints({
      sites: [nantes, lyon],
      levels: new Map([
        [12, "up"],
        [13, "degraded"],
      ]),
      maintenance: new Map([[12, { openIncidents: 1, activeInterventions: 2 }]]),
    });
    expect(points.map((point) => [point.colour, point.shape])).toEqual([
      ["green", "both"],
      ["orange", "marker"],
    ]);
  });
});

describe("buildingMapPoints (docs/product.md#home-map)", () => {
  const building = (uuid: string, reached: number, total: number): BuildingSummary => ({
    id: uuid.length,
    uuid,
    name: `Bâtiment ${uuid}`,
    site_id: 12,
    beds_number: null,
    floors_count: 1,
    state: { ap: { reached, total, unref: 0 } },
  });

  it("colours buildings by their access points reached, placed around the site", () => {
    const points = buildingMapPoints(nantes, [building("a", 10, 10), building("b", 5, 10), building("c", 0, 4)]);
    expect(points.map((point) => [point.uuid, point.colour])).toEqual([
      ["a", "green"],
      ["b", "orange"],
      ["c", "red"],
    ]);
    expect(points[0]).toMatchObject({ latitude: 47.2, longitude: -1.55 });
  });

  it("draws no building for a site without coordinates", () => {
    expect(buildingMapPoints(nowhere, [building("a", 1, 1)])).toEqual([]);
  });
});
