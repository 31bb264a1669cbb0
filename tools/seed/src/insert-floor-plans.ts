import { type Database, schema } from "@ondine/server/db";
import { type DemoFloorPlanRow, demoFloorPlanRows } from "./demo-floor-plans";
import type { DemoData } from "./generate-demo-data";

/** Plans per statement: about 1.5 MB of SVG and 4,000 parameters. */
const plansPerStatement = 500;

/** Writes every floor's plan, made batch after batch (the large data set's 23,000 are about 67 MB); how many. */
export async function insertFloorPlans(db: Database, data: DemoData): Promise<number> {
  let batch: DemoFloorPlanRow[] = [];
  let written = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await db.insert(schema.floorPlans).values(batch);
    written += batch.length;
    batch = [];
  };
  for (const row of demoFloorPlanRows(data, data.floorLayouts)) {
    batch.push(row);
    if (batch.length >= plansPerStatement) await flush();
  }
  await flush();
  return written;
}
