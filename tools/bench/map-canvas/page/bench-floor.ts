import type { EquipmentItem, EquipmentState, EslRow } from "@ondine/domain";
import type { CanvasFloor } from "../../../../apps/web/src/features/maps/canvas/map-canvas-props";

/** The same floor every run: a small seeded generator (mulberry32). */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const mac = (prefix: string, n: number) =>
  `${prefix}:${[(n >> 16) & 255, (n >> 8) & 255, n & 255].map((byte) => byte.toString(16).padStart(2, "0")).join(":")}`;

export interface BenchFloorOptions {
  accessPoints: number;
  switches: number;
  esls: number;
  floors: number;
  width: number;
  height: number;
  planUrl: string;
}

/**
 * Floors of a large site: access points on a jittered grid (most reachable,
 * some down, a few in works or planned), a few switches, and shelf labels
 * hanging unevenly from the access points of the first floor.
 */
export function benchSite(options: BenchFloorOptions): { floors: CanvasFloor[]; esls: EslRow[] } {
  const random = seeded(15);
  const floors: CanvasFloor[] = [];
  let id = 1;
  for (let level = 0; level < options.floors; level += 1) {
    const uuid = `floor-${level}`;
    const equipment: EquipmentItem[] = [];
    const columns = Math.ceil(Math.sqrt((options.accessPoints * options.width) / options.height));
    const rows = Math.ceil(options.accessPoints / columns);
    for (let i = 0; i < options.accessPoints + options.switches; i += 1) {
      const isSwitch = i >= options.accessPoints;
      const roll = random();
      const state: EquipmentState =
        roll < 0.85 ? "reachable" : roll < 0.93 ? "unreachable" : roll < 0.96 ? "works" : "planned";
      const column = i % columns;
      const row = Math.floor(i / columns) % rows;
      equipment.push({
        id,
        mac: mac("02:00:00", id),
        main_mac_address: null,
        model: { name: isSwitch ? "SW-24" : "AP-500" },
        tag: `AP ${id}`,
        state,
        muted: false,
        status: state === "reachable" ? "reachable" : "unreached",
        category: isSwitch ? "switch" : "access_point",
        connected_stations: Math.floor(random() * 40),
        is_reachable: state === "reachable",
        ssid_2ghz: "Guest",
        ssid_5ghz: "Guest",
        position: {
          x: ((column + 0.2 + random() * 0.6) / columns) * options.width,
          y: ((row + 0.2 + random() * 0.6) / rows) * options.height,
        },
        building_uuid: "building",
        floor_uuid: uuid,
        esl: null,
      });
      id += 1;
    }
    floors.push({
      uuid,
      name: `Floor ${level}`,
      level,
      plan: {
        url: options.planUrl,
        width: options.width,
        height: options.height,
        wall_attenuation_db: 5,
        metres_per_unit: 0.05,
      },
      equipment,
    });
  }
  const parents = floors[0]?.equipment.filter((item) => item.category === "access_point") ?? [];
  const esls: EslRow[] = Array.from({ length: options.esls }, (_, i) => {
    // Squared: a few access points carry many labels, most carry a handful.
    const parent = parents[Math.floor(random() ** 2 * parents.length)];
    return {
      label: `Shelf ${i + 1}`,
      mac: mac("04:00:00", i + 1),
      model: "ESL-2",
      topology: { parent: { mac: parent?.mac ?? null } },
    };
  });
  return { floors, esls };
}
