import {
  type EquipmentItem,
  floorState,
  type LiveEquipmentEvent,
  type SiteMapAnswer,
  type SiteMapFloor,
} from "@ondine/domain";

export interface LiveApplication {
  map: SiteMapAnswer;
  /** A change named a floor this map does not hold (added since it was read): read the map again. */
  isStale: boolean;
}

/** A floor's state from its access points (docs/product.md#maps-equipment), as the server computes it. */
function withState(floor: SiteMapFloor, equipment: EquipmentItem[]): SiteMapFloor {
  // A muted access point (silent mode, docs/alerts.md#silent-mode) counts in no figure, as the server counts it.
  const accessPoints = equipment.filter((item) => item.category === "access_point");
  return { ...floor, equipment, state: floorState(accessPoints) };
}

/**
 * The live maps work live map: a site map with one `equipment` event applied. Changed
 * equipment replaces its old copy where it was (or moves: another floor, or
 * unlocalized), new equipment is added, removed and spare equipment leaves;
 * each touched floor's state is computed again. Untouched floors and
 * buildings keep their identity, so only what changed draws again.
 */
export function applyLiveEquipmentEvent(map: SiteMapAnswer, event: LiveEquipmentEvent): LiveApplication {
  const leaving = new Set(event.removed);
  const changedById = new Map<number, EquipmentItem>();
  for (const item of event.changed) {
    changedById.set(item.id, item);
    leaving.add(item.id);
  }
  if (leaving.size === 0) return { map, isStale: false };

  const floorUuids = new Set(map.locations.flatMap((building) => building.children.map((floor) => floor.uuid)));
  let isStale = false;
  const arrivingOnFloor = new Map<string, EquipmentItem[]>();
  const arrivingUnlocalized: EquipmentItem[] = [];
  for (const item of changedById.values()) {
    // docs/product.md#maps-equipment: spare equipment is not drawn; it leaves the map like removed equipment.
    if (item.state === "spare") continue;
    if (item.floor_uuid !== null && floorUuids.has(item.floor_uuid)) {
      const list = arrivingOnFloor.get(item.floor_uuid) ?? [];
      list.push(item);
      arrivingOnFloor.set(item.floor_uuid, list);
    } else if (item.floor_uuid !== null) {
      isStale = true;
    } else if (item.category !== "esl") {
      arrivingUnlocalized.push(item);
    }
  }

  /** The list with its leaving items out and the arriving ones in: a changed item keeps its place when it stays. */
  const merge = (list: readonly EquipmentItem[], arriving: readonly EquipmentItem[]) => {
    const arrivingIds = new Set(arriving.map((item) => item.id));
    const kept = list.flatMap((item) => {
      if (!leaving.has(item.id)) return [item];
      const changed = changedById.get(item.id);
      return changed && arrivingIds.has(item.id) ? [changed] : [];
    });
    const placed = new Set(kept.map((item) => item.id));
    return [...kept, ...arriving.filter((item) => !placed.has(item.id))];
  };
  const touches = (list: readonly EquipmentItem[], arriving: readonly EquipmentItem[] | undefined) =>
    (arriving?.length ?? 0) > 0 || list.some((item) => leaving.has(item.id));

  const locations = map.locations.map((building) => {
    let buildingTouched = false;
    const children = building.children.map((floor) => {
      const arriving = arrivingOnFloor.get(floor.uuid);
      if (!touches(floor.equipment, arriving)) return floor;
      buildingTouched = true;
      return withState(floor, merge(floor.equipment, arriving ?? []));
    });
    return buildingTouched ? { ...building, children } : building;
  });

  const unlocalized = map.unlocalizedEquipment;
  const arrivingAps = arrivingUnlocalized.filter((item) => item.category === "access_point");
  const arrivingSwitches = arrivingUnlocalized.filter((item) => item.category !== "access_point");
  const ap = touches(unlocalized.ap, arrivingAps) ? merge(unlocalized.ap, arrivingAps) : unlocalized.ap;
  const switches = touches(unlocalized.switch, arrivingSwitches)
    ? merge(unlocalized.switch, arrivingSwitches)
    : unlocalized.switch;
  const unlocalizedEquipment =
    ap === unlocalized.ap && switches === unlocalized.switch ? unlocalized : { ap, switch: switches };

  return { map: { ...map, locations, unlocalizedEquipment }, isStale };
}
