import { createHash } from "node:crypto";
import { floorPlanSize } from "@ondine/domain";
import { readFloorPlanImage } from "@ondine/server/tools-api";
import { describe, expect, it } from "vitest";
import { demoCatalogue } from "./demo-catalogue";
import { demoFloorPlanRows } from "./demo-floor-plans";
import { isWithin, technicalRoomOf } from "./floor-plan-layout";
import { generateDemoData } from "./generate-demo-data";

const now = new Date("2026-11-20T10:00:00.000Z");

describe("the demo floor plans", () => {
  const data = generateDemoData(demoCatalogue, 1, { now });
  const rows = [...demoFloorPlanRows(data, data.floorLayouts)];
  const buildingOfFloor = new Map(data.floors.map((floor) => [floor.id, floor.buildingId]));
  const layoutOfFloor = (floorId: number) => {
    const layout = data.floorLayouts.get(buildingOfFloor.get(floorId) ?? -1);
    if (!layout) throw new Error(`no layout for floor ${floorId}`);
    return layout;
  };

  it("gives every floor one SVG plan of the default size that an admin's upload would pass", () => {
    expect(rows.map((row) => row.floorId).sort((a, b) => a - b)).toEqual(data.floors.map((floor) => floor.id));
    for (const row of rows) {
      const image = readFloorPlanImage(new TextEncoder().encode(row.svg), "image/svg+xml");
      expect(image).toMatchObject({ contentType: "image/svg+xml", ...floorPlanSize });
      // Stored as an upload would store it: the cleaned SVG is the seed's own text, so its digest is the same.
      expect("bytes" in image ? new TextDecoder().decode(image.bytes) : image).toBe(row.svg);
      expect(row.digest).toBe(createHash("sha256").update(new TextEncoder().encode(row.svg)).digest("hex"));
      expect(row.wallAttenuationDb).toBeGreaterThanOrEqual(5);
      expect(row.wallAttenuationDb).toBeLessThanOrEqual(8);
      expect(row.metresPerUnit).toBe(0.05);
    }
  });

  it("draws walls, a corridor, numbered rooms with doors, and the core where there are floors above", () => {
    const hotel = data.buildings.find((building) => building.name === "Bâtiment principal");
    const [ground, first] = data.floors.filter((floor) => floor.buildingId === hotel?.id);
    const svgOf = (floorId: number | undefined) => rows.find((row) => row.floorId === floorId)?.svg ?? "";
    const groundPlan = svgOf(ground?.id);
    expect(groundPlan).toContain(">Réception</text>");
    expect(svgOf(first?.id)).toMatch(/>101<\/text>/);
    // The lift's cross, the stairs' steps, the doors' leaves.
    expect(groundPlan.match(/<path /g)?.length).toBeGreaterThanOrEqual(4);
    expect(groundPlan).toContain(">LT</text>");
    // Floors of a building share their walls: only the labels differ.
    const withoutLabels = (svg: string) => svg.replace(/<text[^>]*>[^<]*<\/text>/g, "");
    expect(withoutLabels(svgOf(first?.id))).toBe(withoutLabels(groundPlan));
  });

  it("hangs every placed access point in its floor's corridor or a room, and the switch in the technical room", () => {
    const placed = data.inventory.equipment.filter((item) => item.positionX !== null && item.positionY !== null);
    expect(placed.filter((item) => item.category === "access_point").length).toBeGreaterThan(500);
    for (const item of placed) {
      const layout = layoutOfFloor(item.floorId ?? -1);
      const point = { x: item.positionX ?? -1, y: item.positionY ?? -1 };
      expect(isWithin(point, { x: 0, y: 0, ...floorPlanSize }), item.mac).toBe(true);
      expect(isWithin(point, layout.outline), item.mac).toBe(true);
      if (item.category === "switch") {
        expect(isWithin(point, technicalRoomOf(layout)), item.mac).toBe(true);
      } else {
        const areas = [layout.corridor, ...layout.rooms.map((room) => room.rect)];
        expect(
          areas.some((area) => isWithin(point, area)),
          item.mac,
        ).toBe(true);
      }
    }
  });

  it("spreads a floor's access points along its corridor", () => {
    const byFloor = new Map<number, number[]>();
    for (const item of data.inventory.equipment) {
      if (item.category !== "access_point" || item.floorId === null || item.positionX === null) continue;
      byFloor.set(item.floorId, [...(byFloor.get(item.floorId) ?? []), item.positionX]);
    }
    for (const [floorId, xs] of byFloor) {
      if (xs.length < 2) continue;
      const { corridor } = layoutOfFloor(floorId);
      const sorted = xs.sort((a, b) => a - b);
      // Even shares with a little spread: a third of the corridor at least between the outermost.
      expect((sorted[sorted.length - 1] ?? 0) - (sorted[0] ?? 0)).toBeGreaterThan(corridor.width / 3);
    }
  });

  it("makes the same plans from the same seed", () => {
    const again = generateDemoData(demoCatalogue, 1, { now });
    const digests = (source: typeof data) =>
      [...demoFloorPlanRows(source, source.floorLayouts)].map((row) => row.digest);
    expect(digests(again)).toEqual(rows.map((row) => row.digest));
    const other = generateDemoData(demoCatalogue, 2, { now });
    expect(digests(other)).not.toEqual(rows.map((row) => row.digest));
  });
});
