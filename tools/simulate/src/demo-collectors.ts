import type { Database } from "@ondine/server/db";
import { rotateCollectorTokens } from "@ondine/server/tools-api";
import { type DemoPlan, simulatedCollectorPrefix } from "./demo-plan";
import { readDemoPlan, readLastSampleStamp } from "./read-demo-plan";

/** What the simulator needs from the database, taken before it plays over HTTP. */
export interface DemoCollectors {
  plan: DemoPlan;
  /** Fresh bearer tokens by collector name: held in memory only, never written out. */
  tokens: Map<string, string>;
  /** Where the history stops: the simulator fills the gap from there. */
  lastSampleAt: Date | null;
}

/**
 * Reads the demo plan and gives the simulated collectors new tokens (only
 * their hashes are stored, so the seed's are lost by design). With PGlite
 * this must run before the server opens DATA_DIR: one process at a time.
 */
export async function takeDemoCollectors(db: Database): Promise<DemoCollectors> {
  const plan = await readDemoPlan(db);
  if (plan.collectors.length === 0) return { plan, tokens: new Map(), lastSampleAt: null };
  const rotated = await rotateCollectorTokens(db, simulatedCollectorPrefix);
  return {
    plan,
    tokens: new Map(rotated.map((collector) => [collector.name, collector.token])),
    lastSampleAt: await readLastSampleStamp(db, plan),
  };
}
