import type { FastifyInstance } from "fastify";
import { buildApp } from "./app";
import { type Config, ConfigError, loadConfig } from "./config";
import { DatabaseConnectionError, type DatabaseHandle, DataDirLockedError, migrateDatabase, openDatabase } from "./db";
import { demoSignIn, isDemoSignInUsable } from "./demo-sign-in";
import { createLogger, type Logger } from "./logger";

// A stuck connection must not keep a stopping process alive forever.
const shutdownGraceMs = 10_000;

function readConfig(): Config | undefined {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return undefined;
    }
    throw error;
  }
}

async function openAndMigrate(config: Config, logger: Logger): Promise<DatabaseHandle | undefined> {
  let database: DatabaseHandle;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, logger });
  } catch (error) {
    // Expected failures get a sentence, not a stack.
    if (error instanceof DataDirLockedError || error instanceof DatabaseConnectionError) {
      console.error(error.message);
      return undefined;
    }
    throw error;
  }
  try {
    const applied = await migrateDatabase(database);
    logger.info({ migrationsApplied: applied }, "Database schema is up to date");
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}

function describeDatabase(config: Config): string {
  if (!config.databaseUrl) return `PGlite (embedded), data in ${config.dataDir}`;
  const url = new URL(config.databaseUrl);
  return `PostgreSQL at ${url.hostname}${url.port ? `:${url.port}` : ""}${url.pathname}`;
}

function consoleUrl(config: Config, app: FastifyInstance): string {
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  const isLocal = ["127.0.0.1", "0.0.0.0", "::", "::1", "localhost"].includes(config.host);
  const host = isLocal ? "localhost" : config.host.includes(":") ? `[${config.host}]` : config.host;
  return `http://${host}:${port}`;
}

function stopOnSignals(app: FastifyInstance, database: DatabaseHandle, logger: Logger): void {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn({ signal }, "Second stop signal: exiting now");
      process.exit(1);
    }
    stopping = true;
    logger.info({ signal }, "Stopping");
    setTimeout(() => {
      logger.error("Shutdown took too long: exiting");
      process.exit(1);
    }, shutdownGraceMs).unref();
    try {
      await app.close();
    } finally {
      // Releases the DATA_DIR lock, so the next start (or the seed tool) may open it.
      await database.close();
    }
    process.exit(0);
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

async function main(): Promise<number> {
  const config = readConfig();
  if (!config) return 1;
  const logger = createLogger(config);
  const database = await openAndMigrate(config, logger);
  if (!database) return 1;

  const app = buildApp({ config, database, logger, runOutboxWorker: true, runMonitoringStorageMaintenance: true });
  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    await app.close();
    await database.close();
    if ((error as NodeJS.ErrnoException).code === "EADDRINUSE") {
      console.error(`Port ${config.port} on ${config.host} is in use: stop what listens there or set PORT.`);
      return 1;
    }
    throw error;
  }
  stopOnSignals(app, database, logger);
  // Printed only while the demo admin still signs in with the demo password.
  const demo = (await isDemoSignInUsable(database.db))
    ? `  sign in: ${demoSignIn.email} / ${demoSignIn.password} (demo data; other accounts in the README)\n`
    : "";
  process.stdout.write(
    `\nOndine console: ${consoleUrl(config, app)}\n` + `  database: ${describeDatabase(config)}\n${demo}\n`,
  );
  return 0;
}

main().then(
  (code) => {
    if (code !== 0) process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
