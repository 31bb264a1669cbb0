import type { Database } from "@ondine/server/db";
import { sql } from "drizzle-orm";
import { type DemoFloorPlanRow, demoFloorPlanRows } from "./demo-floor-plans";
import type { DemoData } from "./generate-demo-data";

/** Plans per statement: about 1.5 MB of SVG text in one JSON parameter. */
const plansPerStatement = 500;

/**
 * One statement a batch: the SVGs travel as text in one JSON parameter and
 * are stored as their UTF-8 bytes (`convert_to`), five times faster on
 * PGlite than as bound bytea parameters (the large data set's 23,000 plans,
 * 67 MB: about 20 s rather than 80).
 */
async function insertBatch(db: Database, batch: readonly DemoFloorPlanRow[]): Promise<void> {
  await db.execute(sql`
    insert into floor_plans (floor_id, content_type, image, width, height, digest, wall_attenuation_db, metres_per_unit)
    select "floorId", "contentType", convert_to(svg, 'UTF8'), width, height, digest, "wallAttenuationDb", "metresPerUnit"
    from json_to_recordset(${JSON.stringify(batch)}::json) as r(
      "floorId" integer, "contentType" text, svg text, width integer, height integer, digest text,
      "wallAttenuationDb" double precision, "metresPerUnit" double precision)`);
}

/** Writes every floor's plan, made batch after batch rather than all at once; how many. */
export async function insertFloorPlans(db: Database, data: DemoData): Promise<number> {
  let batch: DemoFloorPlanRow[] = [];
  let written = 0;
  for (const row of demoFloorPlanRows(data, data.floorLayouts)) {
    batch.push(row);
    if (batch.length >= plansPerStatement) {
      await insertBatch(db, batch);
      written += batch.length;
      batch = [];
    }
  }
  if (batch.length > 0) await insertBatch(db, batch);
  return written + batch.length;
}
