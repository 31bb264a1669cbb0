import { ConfigError, loadConfig } from "@ondine/server/config";
import { DatabaseConnectionError, DataDirLockedError, migrateDatabase, openDatabase } from "@ondine/server/db";
import { demoCatalogue } from "./demo-catalogue";
import { demoScales } from "./demo-scale";
import { describeDemoAccounts } from "./describe-demo-accounts";
import { generateDemoData } from "./generate-demo-data";
import { insertDemoData, isDatabaseEmpty } from "./insert-demo-data";
import { parseSeedOptions, SeedUsageRequest, seedUsage } from "./seed-options";
import { describeDemoData, progressPrinter } from "./seed-progress";

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
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateDatabase(database);
    if (!(await isDatabaseEmpty(database.db))) {
      if (options.ifEmpty) {
        console.log("Demo data: the database already holds data, left as it is.");
        return 0;
      }
      console.error("The database already holds data: seed an empty database (a new DATA_DIR or DATABASE_URL).");
      return 1;
    }
    const started = performance.now();
    const data = generateDemoData(demoCatalogue, options.seed, { now: new Date(), scale: demoScales[options.scale] });
    const counts = await insertDemoData(database.db, data, {
      publicUrl: config.publicUrl,
      monitoringRetentionMonths: config.monitoringRetentionMonths,
      onProgress: progressPrinter(data, (line) => console.log(line)),
    });
    console.log(describeDemoData(data, counts, (performance.now() - started) / 1000));
    console.log(describeDemoAccounts(data.users));
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
