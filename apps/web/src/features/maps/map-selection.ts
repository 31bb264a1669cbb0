import type { EquipmentEsl, EquipmentItem, EslRow, SiteMapAnswer, SiteMapBuilding, SiteMapFloor } from "@ondine/domain";

/** The building and floor the map shows, and the equipment the address names when it is on that floor. */
export interface MapSelection {
  building: SiteMapBuilding | null;
  floor: SiteMapFloor | null;
  equipment: EquipmentItem | null;
}

/** What the address names (docs/product.md#maps-screen /network/status/maps/{buildingUuid}/{floorUuid}, `?equipment=` its MAC). */
export interface MapAddress {
  buildingId?: string;
  floorId?: string;
  equipmentMac?: string;
}

/**
 * docs/product.md#maps-screen: the address names the building and floor
 * (/network/status/maps/{buildingUuid}/{floorUuid}) and may name a piece of
 * equipment by MAC. A building or floor the site does not hold (another
 * site's, a mistyped link) falls back to the first one; a floor alone finds
 * its building; equipment alone finds its floor. The equipment is selected
 * when it is on the floor shown.
 */
export function resolveMapSelection(map: SiteMapAnswer, address: MapAddress = {}): MapSelection {
  const { buildingId, equipmentMac } = address;
  const named = equipmentMac === undefined ? undefined : findFloorEquipment(map, equipmentMac);
  const floorId = address.floorId ?? named?.floor.uuid;
  const floorsBuilding =
    floorId === undefined
      ? undefined
      : map.locations.find((building) => building.children.some((floor) => floor.uuid === floorId));
  const building =
    map.locations.find((candidate) => candidate.uuid === buildingId) ??
    floorsBuilding ??
    map.locations.find((candidate) => candidate.children.length > 0) ??
    map.locations[0] ??
    null;
  if (!building) return { building: null, floor: null, equipment: null };
  const floor = building.children.find((candidate) => candidate.uuid === floorId) ?? building.children[0] ?? null;
  const equipment = named && floor && named.floor.uuid === floor.uuid ? named.item : null;
  return { building, floor, equipment };
}

/** The piece of equipment placed on a floor with this MAC (any case), and its floor. */
function findFloorEquipment(map: SiteMapAnswer, mac: string): { item: EquipmentItem; floor: SiteMapFloor } | undefined {
  for (const building of map.locations) {
    for (const floor of building.children) {
      const item = floor.equipment.find((candidate) => sameMac(candidate.mac, mac));
      if (item) return { item, floor };
    }
  }
  return undefined;
}

/** A building's floors from the top down, as a building's directory lists them. */
export function floorsTopDown(building: SiteMapBuilding): SiteMapFloor[] {
  return [...building.children].sort((a, b) => b.level - a.level);
}

/** Equipment drawn on a map: placed on its plan, spare left out (docs/product.md#maps-equipment); shelf labels hang from their access point. */
export function isMarker(item: EquipmentItem): boolean {
  return item.position !== null && item.state !== "spare" && item.category !== "esl";
}

/** Equipment the site holds but no plan places: the site's unlocalized access points and switches, and those on a floor with no position. */
export function unplacedEquipment(map: SiteMapAnswer): { item: EquipmentItem; floor: SiteMapFloor | null }[] {
  const onFloors = map.locations.flatMap((building) =>
    building.children.flatMap((floor) =>
      floor.equipment
        .filter((item) => item.position === null && item.state !== "spare" && item.category !== "esl")
        .map((item) => ({ item, floor })),
    ),
  );
  const unlocalized = [...map.unlocalizedEquipment.ap, ...map.unlocalizedEquipment.switch]
    .filter((item) => item.state !== "spare")
    .map((item) => ({ item, floor: null }));
  return [...unlocalized, ...onFloors];
}

const sameMac = (a: string | null | undefined, b: string | null | undefined) =>
  !!a && !!b && a.toLowerCase() === b.toLowerCase();

/** The shelf labels an access point carries (esl topology.parent.mac, docs/product.md#maps-equipment), by its MAC or its main MAC. */
export function eslsOf(item: EquipmentItem, esls: readonly (EslRow | EquipmentEsl)[]): (EslRow | EquipmentEsl)[] {
  if (item.category !== "access_point") return [];
  return esls.filter(
    (esl) => sameMac(esl.topology.parent.mac, item.mac) || sameMac(esl.topology.parent.mac, item.main_mac_address),
  );
}
