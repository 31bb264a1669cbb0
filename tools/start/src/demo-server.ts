// `npm start`'s server (tools/dist/demo-server.js): the API server, which on
// the database it opened and migrated seeds the demo data when the database
// is empty, before building the app, and once it listens gives the
// simulator's collectors new tokens on the same connection. One process
// opens PGlite's folder, once (docs/performance.md#cold-start); the launcher
// (start.ts) gets the port and the collectors over the IPC channel.
import type { DatabaseHandle } from "@ondine/server/db";
import { runServer } from "@ondine/server/tools-api";
import { seedConfiguredDatabase } from "../../seed/src/seed-configured-database";
import { parseSeedOptions } from "../../seed/src/seed-options";
import { type DemoCollectors, takeDemoCollectors } from "../../simulate/src/demo-collectors";
import { demoCollectorsArgument, type ServerListening } from "./server-listening";

const wantsCollectors = process.argv.slice(2).includes(demoCollectorsArgument);

/** The simulator's collectors with new tokens, or null: none asked for, none in the database, or a failure (said). */
async function demoCollectorsOf(database: DatabaseHandle): Promise<DemoCollectors | null> {
  if (!wantsCollectors) return null;
  try {
    const collectors = await takeDemoCollectors(database.db);
    return collectors.plan.collectors.length > 0 ? collectors : null;
  } catch (error) {
    console.error("Simulator: the demo collectors could not be read; the demo stays still.", error);
    return null;
  }
}

runServer({
  prepareDatabase: {
    phase: "demo data",
    async run(database, { config }) {
      // What `npm run seed -- --if-empty` does: the default seed and scale.
      const outcome = await seedConfiguredDatabase(database, config, parseSeedOptions(["--if-empty"]));
      // A fresh folder leaves garbage V8 would keep for minutes: the WebAssembly instance PGlite ran initdb in
      // (165 MB resident) and the seed's rows and statements (100 MB); collected once, here (docs/performance.md#cold-start).
      if (outcome === "seeded") globalThis.gc?.();
    },
  },
  // The collectors' tokens once the server answers: the simulator only starts then, and the first answers need not wait.
  async onListening({ port, database }) {
    const listening: ServerListening = { kind: "listening", port, demo: await demoCollectorsOf(database) };
    process.send?.(listening);
  },
});
