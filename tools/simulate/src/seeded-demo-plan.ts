import { demoCatalogue } from "../../seed/src/demo-catalogue";
import { generateDemoData } from "../../seed/src/generate-demo-data";
import { planOfInventory } from "../../seed/src/inventory-plan";
import type { DemoPlan } from "./demo-plan";

/**
 * The plan of the demo data set `npm run seed -- --seed N` writes (the
 * demo scale; `npm start` seeds with 1), without a database: what a test
 * needs to compute with `networkConditions` what the simulator reports.
 */
export function seededDemoPlan(seed = 1): DemoPlan {
  // The locations and the inventory do not depend on the moment.
  const data = generateDemoData(demoCatalogue, seed, { now: new Date(0) });
  return planOfInventory(data, data.inventory);
}
