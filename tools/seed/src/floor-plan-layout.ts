import { floorPlanSize, type OrganismKind } from "@ondine/domain";
import type { Random } from "./prng";

/** A rectangle of a plan, in plan units from its top-left corner (the viewBox of `floorPlanSize`). */
export interface PlanRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type RoomUse = "room" | "stairs" | "lift" | "technical";

export interface LayoutRoom {
  rect: PlanRect;
  use: RoomUse;
  /** Which side of the corridor: its door is in the wall it shares with the corridor. */
  side: "north" | "south";
  /** Where the door starts along that wall (x); null for the lift, which opens on the stairs' landing. */
  doorX: number | null;
  /** The room's place among the numbered rooms of its floor (1, 2, ...); 0 for the core's rooms. */
  number: number;
}

/**
 * One building's floor plan, the same on each of its floors (stacked floors
 * share their walls): outer walls, a corridor along the whole building,
 * rooms on both sides with their doors, and a core of stairs, lift (when
 * there are floors to reach) and the technical room where the switch is.
 */
export interface FloorLayout {
  /** Outdoor grounds (a campsite's mobile-home zone): pitches along an alley rather than rooms. */
  grounds: boolean;
  outline: PlanRect;
  corridor: PlanRect;
  rooms: LayoutRoom[];
  /** Decibels lost through one of its walls (the coverage estimate): concrete in hotels, partitions in offices. */
  wallAttenuationDb: number;
}

/** A door's width: 0.9 m at the seed's 0.05 m a unit. */
export const doorWidth = 18;

/** Room widths along the corridor by kind of customer, in plan units (20 a metre). */
const roomWidths: Record<OrganismKind, [number, number]> = {
  hotel_chain: [72, 96],
  student_residence: [58, 76],
  office: [110, 190],
  campsite: [90, 170],
};

/** Decibels a wall takes from the signal, by kind of customer (drawn within, by half decibels). */
const wallAttenuations: Record<OrganismKind, [number, number]> = {
  hotel_chain: [6.5, 8],
  student_residence: [6, 7.5],
  office: [5, 6],
  campsite: [5, 6],
};

/** Pitches of a mobile-home zone: about 7 m wide. */
const pitchWidths: [number, number] = [130, 150];

interface LayoutOptions {
  kind: OrganismKind;
  /** A campsite's mobile-home zone is drawn as grounds. */
  grounds: boolean;
  /** Stairs and a lift only where there is another floor to reach. */
  hasUpperFloors: boolean;
}

/** The core's rooms along the north side, with their widths, where the core stands. */
function coreRooms(hasUpperFloors: boolean): { use: RoomUse; width: number }[] {
  return hasUpperFloors
    ? [
        { use: "stairs", width: 84 },
        { use: "lift", width: 48 },
      ]
    : [];
}

/**
 * Cuts a side of the corridor, from `start` to `end`, into rooms whose
 * widths are drawn from `widths`, the core's rooms (`fixed`) standing at
 * `fixedAt`; a last room too narrow joins the one before it.
 */
function cutSide(
  random: Random,
  span: { start: number; end: number; y: number; height: number; side: "north" | "south" },
  widths: [number, number],
  fixed: { use: RoomUse; width: number }[],
  fixedAt: number,
): LayoutRoom[] {
  const rooms: LayoutRoom[] = [];
  const door = (rect: PlanRect) => rect.x + Math.round((rect.width - doorWidth) * (0.15 + 0.7 * random.next()));
  let x = span.start;
  let fixedDone = fixed.length === 0;
  while (x < span.end) {
    if (!fixedDone && x >= fixedAt) {
      for (const room of fixed) {
        const rect = { x, y: span.y, width: room.width, height: span.height };
        rooms.push({ rect, use: room.use, side: span.side, doorX: room.use === "lift" ? null : door(rect), number: 0 });
        x += room.width;
      }
      fixedDone = true;
      continue;
    }
    const limit = fixedDone ? span.end : Math.min(span.end, fixedAt);
    let width = Math.min(random.int(widths[0], widths[1]), limit - x);
    const last = rooms[rooms.length - 1];
    if (width < widths[0] * 0.6 && last && last.use === "room" && last.rect.x + last.rect.width === x) {
      // Too narrow for a room: the one before takes it.
      last.rect.width += width;
      x += width;
      continue;
    }
    width = Math.max(width, 1);
    const rect = { x, y: span.y, width, height: span.height };
    rooms.push({ rect, use: "room", side: span.side, doorX: door(rect), number: 0 });
    x += width;
  }
  return rooms;
}

/**
 * A building's floor layout drawn from `random`: the outline centred on the
 * plan, a corridor of 2 to 3 m across its length, rooms of the customer's
 * kind on both sides, the core (stairs and lift) on the north side at one
 * end or in the middle, the technical room across the corridor from it.
 */
export function buildFloorLayout(random: Random, options: LayoutOptions): FloorLayout {
  const { width: planWidth, height: planHeight } = floorPlanSize;
  const width = random.int(820, 920);
  const height = options.grounds ? random.int(520, 600) : random.int(400, 540);
  const outline = {
    x: Math.round((planWidth - width) / 2),
    y: Math.round((planHeight - height) / 2),
    width,
    height,
  };
  const corridorHeight = options.grounds ? random.int(60, 80) : random.int(40, 60);
  const corridorY = outline.y + Math.round((height - corridorHeight) / 2) + random.int(-20, 20);
  const corridor = { x: outline.x, y: corridorY, width, height: corridorHeight };
  const widths = options.grounds ? pitchWidths : roomWidths[options.kind];
  const core = coreRooms(options.hasUpperFloors);
  const coreWidth = core.reduce((sum, room) => sum + room.width, 0);
  const place = random.pick(["west", "middle", "east"] as const);
  const start = outline.x;
  const end = outline.x + width;
  const coreAt =
    place === "west" ? start + 2 * widths[0] : place === "east" ? end - coreWidth - 2 * widths[0] : start + width / 2;
  const north = cutSide(
    random,
    { start, end, y: outline.y, height: corridorY - outline.y, side: "north" },
    widths,
    core,
    Math.round(coreAt),
  );
  const southY = corridorY + corridorHeight;
  const south = cutSide(
    random,
    { start, end, y: southY, height: outline.y + height - southY, side: "south" },
    widths,
    [{ use: "technical", width: 64 }],
    Math.round(coreAt),
  );
  const rooms = [...north, ...south];
  let number = 0;
  for (const room of [...north, ...south.slice().reverse()]) if (room.use === "room") room.number = ++number;
  const [lowest, highest] = wallAttenuations[options.kind];
  const wallAttenuationDb = lowest + random.int(0, (highest - lowest) * 2) / 2;
  return { grounds: options.grounds, outline, corridor, rooms, wallAttenuationDb };
}

/** The centre of a rectangle. */
export function centreOf(rect: PlanRect): { x: number; y: number } {
  return { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 };
}

/** Whether a point lies within a rectangle, its edges included. */
export function isWithin(point: { x: number; y: number }, rect: PlanRect): boolean {
  return point.x >= rect.x && point.x <= rect.x + rect.width && point.y >= rect.y && point.y <= rect.y + rect.height;
}

/**
 * Where `count` access points hang from the corridor's ceiling: spread
 * evenly along it, each moved by its drawn offsets (`dx` ±25, `dy` ±40),
 * the sideways one scaled to stay under the corridor's ceiling.
 */
export function accessPointSpot(
  layout: FloorLayout,
  index: number,
  count: number,
  offsets: { dx: number; dy: number },
): { x: number; y: number } {
  const { corridor } = layout;
  const margin = 12;
  const along = corridor.x + ((index + 0.5) / count) * corridor.width + offsets.dx;
  const x = Math.min(corridor.x + corridor.width - margin, Math.max(corridor.x + margin, along));
  const y = corridor.y + corridor.height / 2 + (offsets.dy / 40) * (corridor.height / 2 - 6);
  return { x: Math.round(x), y: Math.round(y) };
}

/** The technical room, where the building's switch stands on the ground floor. */
export function technicalRoomOf(layout: FloorLayout): PlanRect {
  const room = layout.rooms.find((candidate) => candidate.use === "technical");
  if (!room) throw new Error("a floor layout without its technical room");
  return room.rect;
}

/** Where the switch stands in the technical room, from two draws (`u`, `v` in 0..1). */
export function switchSpot(layout: FloorLayout, u: number, v: number): { x: number; y: number } {
  const room = technicalRoomOf(layout);
  return {
    x: Math.round(room.x + room.width * (0.25 + 0.5 * u)),
    y: Math.round(room.y + room.height * (0.25 + 0.5 * v)),
  };
}
