import type { EquipmentCategory, EquipmentState } from "@ondine/domain";
import type { Database } from "../db";
import { equipment } from "../db/schema";

let equipmentCount = 0;

/** A piece of equipment of a site; an access point in the unknown state unless told, with a unique MAC. */
export async function insertEquipment(
  db: Database,
  values: {
    id?: number;
    siteId: number;
    floorId?: number;
    mac?: string;
    category?: EquipmentCategory;
    state?: EquipmentState;
    model?: string;
    serial?: string;
    tag?: string;
    position?: { x: number; y: number };
  },
): Promise<{ id: number; mac: string }> {
  equipmentCount += 1;
  const mac =
    values.mac ??
    `02:00:00:00:${String(Math.floor(equipmentCount / 100) % 100).padStart(2, "0")}:${String(equipmentCount % 100).padStart(2, "0")}`;
  const [row] = await db
    .insert(equipment)
    .values({
      id: values.id,
      siteId: values.siteId,
      floorId: values.floorId ?? null,
      category: values.category ?? "access_point",
      model: values.model ?? "AP-305",
      mac,
      serial: values.serial ?? null,
      tag: values.tag ?? null,
      positionX: values.position?.x ?? null,
      positionY: values.position?.y ?? null,
      state: values.state ?? "unknown",
    })
    .returning({ id: equipment.id, mac: equipment.mac });
  if (!row) throw new Error("insertEquipment: no row returned");
  return row;
}
