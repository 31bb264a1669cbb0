import type { EquipmentItem, EslRow, FloorPlan, MapLegendEntry, MapMode, MapRotation } from "@ondine/domain";

/** One floor as the canvas draws it. */
export interface CanvasFloor {
  uuid: string;
  name: string;
  level: number;
  /** Null: no plan uploaded; positions are on `floorPlanSize` and a plain outline is drawn. */
  plan: FloorPlan | null;
  /** Its equipment but the spare (docs/product.md#maps-equipment), placed or not (the canvas draws the placed ones). */
  equipment: readonly EquipmentItem[];
}

/** What the canvas tells when the pointer rests on a marker, in CSS pixels of the canvas element. */
export interface MarkerHover {
  equipment: EquipmentItem;
  /** The shelf labels drawn by this access point (docs/product.md#maps-screen: hover card: label and MAC). */
  esls: readonly EslRow[];
  x: number;
  y: number;
}

/**
 * The floor and building map canvas. The screen owns the state
 * (mode, rotation, zoom, hidden legend entries, coverage, highlight); the
 * canvas draws it, pans by drag, wheel and pinch by itself, and reports zoom
 * changes it makes (wheel, pinch) through `onZoomChange`.
 */
export interface MapCanvasProps {
  mode: MapMode;
  /** Flat: only the selected floor is drawn. Isometric: every floor of the building, stacked by level. */
  floors: readonly CanvasFloor[];
  selectedFloorUuid: string;
  /** Quarter turns; only used in the isometric mode. */
  rotation: MapRotation;
  /** Ratio of the fitted scale, within `mapZoomLimits[mode]`. */
  zoom: number;
  onZoomChange(zoom: number): void;
  /** The site's shelf labels (`GET /monitoring/esls`), drawn by their parent access point. */
  esls: readonly EslRow[];
  /** Legend entries the user hid. */
  hidden: ReadonlySet<MapLegendEntry>;
  /** Shade the (selected) floor by the estimated signal. */
  coverage: boolean;
  /** Equipment to ring and centre on (find equipment, the list beside the canvas). */
  highlightedId: number | null;
  onHover(hover: MarkerHover | null): void;
  /** A click or tap on a marker. */
  onSelect(equipment: EquipmentItem): void;
  /** Accessible name of the canvas (the list beside it carries the details). */
  label: string;
}
