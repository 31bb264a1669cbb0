import type { Config } from "@ondine/server/config";
import type { DatabaseHandle } from "@ondine/server/db";
import { ticketBusinessCalendar } from "@ondine/server/tools-api";
import { demoScales } from "./demo-scale";
import { type SeedOutcome, seedDatabase } from "./seed-database";
import type { SeedOptions } from "./seed-options";

/**
 * The seed as the server's settings have it (public URL, monitoring
 * retention, the desk's calendar), printing its progress: `npm run seed`
 * in a process of its own, `npm start` inside its server, on the database
 * the server opened (tools/start/src/demo-server.ts).
 */
export async function seedConfiguredDatabase(
  database: DatabaseHandle,
  config: Config,
  options: SeedOptions,
): Promise<SeedOutcome> {
  const outcome = await seedDatabase(database, {
    seed: options.seed,
    ifEmpty: options.ifEmpty,
    scale: demoScales[options.scale],
    now: new Date(),
    publicUrl: config.publicUrl,
    monitoringRetentionMonths: config.monitoringRetentionMonths,
    ticketCalendar: ticketBusinessCalendar(config),
    log: (line) => console.log(line),
  });
  if (outcome === "left-as-is") console.log("Demo data: the database already holds data, left as it is.");
  return outcome;
}
