import { monitoredSiteState, supervisedEquipmentStates } from "@ondine/domain";
import { type DemoPlan, type SimulatedSite, sortedPlan } from "../../simulate/src/demo-plan";
import type { DemoInventory } from "./demo-inventory";
import type { DemoLocations } from "./demo-locations";

/**
 * The simulator's plan of a generated data set: what `readDemoPlan` reads
 * back from the database once it is written (and until people change it).
 */
export function planOfInventory(locations: DemoLocations, inventory: DemoInventory): DemoPlan {
  const kinds = new Map(locations.organisms.map((organism) => [organism.id, organism.kind]));
  const sites = new Map<number, SimulatedSite>();
  for (const site of locations.sites) {
    if (site.state !== monitoredSiteState) continue;
    const kind = kinds.get(site.organismId);
    if (!kind) continue;
    sites.set(site.id, {
      siteId: site.id,
      organismId: site.organismId,
      kind,
      accessPoints: [],
      accessPointTags: [],
      otherEquipment: [],
      lines: [],
    });
  }
  for (const item of inventory.equipment) {
    const site = sites.get(item.siteId);
    if (!site || !supervisedEquipmentStates.includes(item.state)) continue;
    if (item.category === "access_point") {
      site.accessPoints.push(item.mac);
      if (item.tag) site.accessPointTags.push(item.tag);
    } else if (item.category === "switch" || item.category === "gateway") site.otherEquipment.push(item.mac);
  }
  for (const line of inventory.lines) {
    sites.get(line.siteId)?.lines.push({ lineId: line.lineId, name: line.name, bandwidthMax: line.bandwidthMax });
  }
  return sortedPlan({
    sites: [...sites.values()],
    collectors: inventory.collectors.map((collector) => ({ name: collector.name, siteIds: [...collector.siteIds] })),
  });
}
