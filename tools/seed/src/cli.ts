import { ConfigError, loadConfig } from "@ondine/server/config";
import { DatabaseConnectionError, DataDirLockedError, migrateDatabase, openDatabase } from "@ondine/server/db";
import { seedConfiguredDatabase } from "./seed-configured-database";
import { parseSeedOptions, SeedUsageRequest, seedUsage } from "./seed-options";

async function main(): Promise<number> {
  let options: ReturnType<typeof parseSeedOptions>;
  try {
    options = parseSeedOptions(process.argv.slice(2));
  } catch (error) {
    if (error instanceof SeedUsageRequest) {
      console.log(seedUsage);
      return 0;
    }
    console.error(`${(error as Error).message}\n\n${seedUsage}`);
    return 2;
  }
  const config = loadConfig();
  // Migrations and the seed hold session locks and run long: on the direct connection, never through a
  // transaction pooler (DATABASE_DIRECT_URL, DATABASE_URL when unset; docs/operations.md#pgbouncer).
  const database = await openDatabase({ databaseUrl: config.databaseDirectUrl, dataDir: config.dataDir });
  try {
    await migrateDatabase(database);
    const outcome = await seedConfiguredDatabase(database, config, options);
    if (outcome === "refused") {
      console.error("The database already holds data: seed an empty database (a new DATA_DIR or DATABASE_URL).");
      return 1;
    }
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    // Expected failures get a sentence, not a stack.
    if (
      error instanceof ConfigError ||
      error instanceof DataDirLockedError ||
      error instanceof DatabaseConnectionError
    ) {
      console.error(error.message);
    } else {
      console.error(error);
    }
    process.exitCode = 1;
  },
);
