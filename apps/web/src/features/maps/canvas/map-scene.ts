import {
  type AffineMatrix,
  type EquipmentItem,
  type EslRow,
  floorPlanSize,
  legendEntryOfCategory,
  type MapLegendEntry,
  type MapMode,
  type MapRotation,
  type MapStateGroup,
  mapColourKey,
  mapColours,
  mapStateGroup,
  type PlanSize,
  planProjectionMatrix,
  projectedBounds,
  projectPlanPoint,
  type ViewBounds,
} from "@ondine/domain";
import type { CanvasFloor } from "./map-canvas-props";

export type MarkerShape = "accessPoint" | "switch";

/** One piece of equipment as the canvas draws it, its place projected once per scene. */
export interface SceneMarker {
  /** Its index in `MapScene.markers` (the per-frame arrays are indexed by it). */
  index: number;
  equipment: EquipmentItem;
  shape: MarkerShape;
  /** In view units (about the view's centre, before scale and pan). */
  x: number;
  y: number;
  fill: string;
  legendEntry: MapLegendEntry;
  stateGroup: MapStateGroup;
  /** The shelf labels hanging from this access point, drawn around it. */
  esls: EslRow[];
  /** docs/product.md#maps-equipment: shelf labels take their access point's reachability. */
  eslGroup: "reachable" | "unreachable";
}

/** Markers of one fill and shape on one floor: one canvas path each frame. */
export interface MarkerBatch {
  shape: MarkerShape;
  fill: string;
  markers: SceneMarker[];
}

export interface SceneFloor {
  uuid: string;
  plan: CanvasFloor["plan"];
  size: PlanSize;
  /** Plan units to view units. */
  matrix: AffineMatrix;
  /** Its plan's extent in the view. */
  bounds: ViewBounds;
  selected: boolean;
  batches: MarkerBatch[];
  /** Access points with shelf labels, by the labels' colour group. */
  eslBatches: { group: "reachable" | "unreachable"; fill: string; markers: SceneMarker[] }[];
  /** Its access points, for their connected-device counts. */
  accessPoints: SceneMarker[];
}

/**
 * What the canvas draws, projected once per change of floors, mode, rotation
 * or shelf labels: each frame then only scales and pans it.
 */
export interface MapScene {
  mode: MapMode;
  /** In drawing order: lower floors first (isometric); the selected floor alone (flat). */
  floors: SceneFloor[];
  markers: SceneMarker[];
  bounds: ViewBounds;
  /** Changes when the view must be fitted again (another floor, mode, rotation or plan size), not on live updates. */
  fitKey: string;
}

export function planSizeOf(floor: Pick<CanvasFloor, "plan">): PlanSize {
  return floor.plan ? { width: floor.plan.width, height: floor.plan.height } : floorPlanSize;
}

const macKey = (mac: string) => mac.toLowerCase();

export function buildMapScene(input: {
  mode: MapMode;
  floors: readonly CanvasFloor[];
  selectedFloorUuid: string;
  rotation: MapRotation;
  esls: readonly EslRow[];
}): MapScene {
  const { mode, selectedFloorUuid } = input;
  // docs/product.md#maps-screen: the rotation only applies to the isometric view.
  const rotation = mode === "building" ? input.rotation : 0;
  const drawn =
    mode === "floor"
      ? input.floors.filter((floor) => floor.uuid === selectedFloorUuid)
      : [...input.floors].sort((a, b) => a.level - b.level);

  const markers: SceneMarker[] = [];
  const accessPointsByMac = new Map<string, SceneMarker>();
  const floors = drawn.map((floor): SceneFloor => {
    const size = planSizeOf(floor);
    const options = { rotation, level: floor.level };
    const floorMarkers: SceneMarker[] = [];
    for (const equipment of floor.equipment) {
      // Shelf labels are drawn by their access point, from the site's list of them.
      if (!equipment.position || equipment.category === "esl") continue;
      // Muted equipment (docs/alerts.md#silent-mode) is drawn muted, whatever its state.
      const colourKey = mapColourKey(equipment.state, equipment.muted);
      if (colourKey === null) continue;
      const at = projectPlanPoint(mode, equipment.position, size, options);
      const shape: MarkerShape = equipment.category === "access_point" ? "accessPoint" : "switch";
      const marker: SceneMarker = {
        index: markers.length,
        equipment,
        shape,
        x: at.x,
        y: at.y,
        fill: mapColours[colourKey],
        legendEntry: legendEntryOfCategory(equipment.category),
        stateGroup: mapStateGroup(colourKey),
        esls: [],
        eslGroup: equipment.is_reachable ? "reachable" : "unreachable",
      };
      markers.push(marker);
      floorMarkers.push(marker);
      if (shape === "accessPoint") {
        accessPointsByMac.set(macKey(equipment.mac), marker);
        if (equipment.main_mac_address) accessPointsByMac.set(macKey(equipment.main_mac_address), marker);
      }
    }
    return {
      uuid: floor.uuid,
      plan: floor.plan,
      size,
      matrix: planProjectionMatrix(mode, size, options),
      bounds: projectedBounds(mode, [{ plan: size, level: floor.level }], rotation),
      selected: floor.uuid === selectedFloorUuid,
      batches: batchesOf(floorMarkers),
      eslBatches: [],
      accessPoints: floorMarkers.filter((marker) => marker.shape === "accessPoint"),
    };
  });

  for (const esl of input.esls) {
    const parent = esl.topology.parent.mac;
    if (parent) accessPointsByMac.get(macKey(parent))?.esls.push(esl);
  }
  for (const floor of floors) {
    for (const group of ["reachable", "unreachable"] as const) {
      const withLabels = floor.accessPoints.filter((marker) => marker.esls.length > 0 && marker.eslGroup === group);
      if (withLabels.length > 0) floor.eslBatches.push({ group, fill: mapColours[group], markers: withLabels });
    }
  }

  const geometry = drawn.map((floor) => ({ plan: planSizeOf(floor), level: floor.level }));
  return {
    mode,
    floors,
    markers,
    bounds: projectedBounds(mode, geometry, rotation),
    fitKey: [
      mode,
      rotation,
      ...drawn.map(
        (floor, index) => `${floor.uuid}:${floor.level}:${geometry[index]?.plan.width}x${geometry[index]?.plan.height}`,
      ),
    ].join("|"),
  };
}

function batchesOf(markers: readonly SceneMarker[]): MarkerBatch[] {
  const batches = new Map<string, MarkerBatch>();
  for (const marker of markers) {
    const key = `${marker.shape}${marker.fill}`;
    let batch = batches.get(key);
    if (!batch) {
      batch = { shape: marker.shape, fill: marker.fill, markers: [] };
      batches.set(key, batch);
    }
    batch.markers.push(marker);
  }
  return [...batches.values()];
}

/** Whether the legend lets this marker show (docs/product.md#maps-equipment: hidden entries hide their category or state group). */
export function isMarkerShown(marker: SceneMarker, hidden: ReadonlySet<MapLegendEntry>): boolean {
  return !hidden.has(marker.legendEntry) && !hidden.has(marker.stateGroup);
}

/** Whether this access point's shelf labels show. */
export function areShelfLabelsShown(marker: SceneMarker, hidden: ReadonlySet<MapLegendEntry>): boolean {
  return marker.esls.length > 0 && !hidden.has("shelfLabel") && !hidden.has(marker.eslGroup);
}
