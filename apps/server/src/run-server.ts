import type { FastifyInstance } from "fastify";
import { buildApp } from "./app";
import { type Config, ConfigError, loadConfig } from "./config";
import {
  DatabaseConnectionError,
  type DatabaseHandle,
  DataDirLockedError,
  migrateDatabase,
  type OpenDatabaseOptions,
  openDatabase,
} from "./db";
import { demoSignIn, isDemoSignInUsable } from "./demo-sign-in";
import { createLogger, type Logger } from "./logger";
import { type StartupPhases, startupPhases } from "./startup-phases";

// A stuck connection must not keep a stopping process alive forever.
const shutdownGraceMs = 10_000;

/**
 * Work a launcher adds to the start (tools/start: the demo data and the
 * simulator's collectors), on the database the server opened and migrated:
 * with PGlite, the one connection the app then serves from, so the folder
 * is opened once (docs/performance.md#cold-start).
 */
export type ServerStartHooks = {
  prepareDatabase?: {
    /** The step's name in the "started in" line. */
    phase: string;
    run(database: DatabaseHandle, context: { config: Config; logger: Logger }): Promise<void>;
  };
  /**
   * Once the server listens and has printed its address, with the port it got
   * (PORT=0 picks one) and its database: work that need not hold back the
   * first answers. A failure is logged; the server goes on.
   */
  onListening?(listening: { port: number; database: DatabaseHandle }): Promise<void>;
};

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

async function openOrExplain(options: OpenDatabaseOptions): Promise<DatabaseHandle | undefined> {
  try {
    return await openDatabase(options);
  } catch (error) {
    // Expected failures get a sentence, not a stack.
    if (error instanceof DataDirLockedError || error instanceof DatabaseConnectionError) {
      console.error(error.message);
      return undefined;
    }
    throw error;
  }
}

async function openAndMigrate(
  config: Config,
  logger: Logger,
  phases: StartupPhases,
  prepare: ServerStartHooks["prepareDatabase"],
): Promise<DatabaseHandle | undefined> {
  // Migrations take a session lock and may run long: over the direct connection, not through a pooler
  // (DATABASE_DIRECT_URL, DATABASE_URL when unset; docs/operations.md#pgbouncer).
  const database = await openOrExplain({ databaseUrl: config.databaseDirectUrl, dataDir: config.dataDir, logger });
  if (!database) return undefined;
  phases.end("database");
  try {
    const applied = await migrateDatabase(database);
    logger.info({ migrationsApplied: applied }, "Database schema is up to date");
    phases.end("migrations");
    if (prepare) {
      await prepare.run(database, { config, logger });
      phases.end(prepare.phase);
    }
  } catch (error) {
    await database.close();
    throw error;
  }
  if (!config.databaseUrl) return database;
  // A migration may run a statement longer than a request may (an index built on a large table):
  // it ran on a pool without bounds; requests get the bounded one (docs/operations.md#database-faults).
  await database.close();
  const pooled = await openOrExplain({
    databaseUrl: config.databaseUrl,
    logger,
    postgresPool: config.databasePool,
    postgresConnections: {
      directUrl: config.databaseDirectUrl,
      replica: config.databaseReplicaUrl
        ? { url: config.databaseReplicaUrl, maxLagSeconds: config.replicaMaxLagSeconds }
        : undefined,
    },
  });
  phases.end("database");
  return pooled;
}

function describeDatabase(config: Config): string {
  if (!config.databaseUrl) return `PGlite (embedded), data in ${config.dataDir}`;
  const url = new URL(config.databaseUrl);
  return `PostgreSQL at ${url.hostname}${url.port ? `:${url.port}` : ""}${url.pathname}`;
}

function listeningPort(config: Config, app: FastifyInstance): number {
  const address = app.server.address();
  return typeof address === "object" && address ? address.port : config.port;
}

function consoleUrl(config: Config, port: number): string {
  const isLocal = ["127.0.0.1", "0.0.0.0", "::", "::1", "localhost"].includes(config.host);
  const host = isLocal ? "localhost" : config.host.includes(":") ? `[${config.host}]` : config.host;
  return `http://${host}:${port}`;
}

/** Why the server stops: a signal, or the launcher that spawned it being gone. */
type StopReason = NodeJS.Signals | "launcher gone";

/** The one graceful stop, whatever asks for it: close the app, then the database (and its DATA_DIR lock). */
function gracefulStop(app: FastifyInstance, database: DatabaseHandle, logger: Logger): (reason: StopReason) => void {
  let stopping = false;
  const stop = async (reason: StopReason) => {
    if (stopping) {
      // The launcher forwards its signal, then closes the channel as it exits: that is no second request.
      if (reason === "launcher gone") return;
      logger.warn({ signal: reason }, "Second stop signal: exiting now");
      process.exit(1);
    }
    stopping = true;
    logger.info(reason === "launcher gone" ? { launcher: "gone" } : { signal: reason }, "Stopping");
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
  return (reason) => void stop(reason);
}

function stopOnSignals(stop: (reason: StopReason) => void): void {
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

/**
 * `npm start` spawns the server with an IPC channel (tools/start/src/start-server.ts),
 * which closes when the launcher ends, even by SIGKILL, a signal it cannot
 * forward: the server stops with it rather than live on, orphaned, holding
 * DATA_DIR (docs/operations.md#instances).
 */
function stopWithLauncher(stop: (reason: StopReason) => void): void {
  if (!process.send) return; // not spawned with a channel
  if (process.connected) process.once("disconnect", () => stop("launcher gone"));
  else stop("launcher gone"); // gone while we were starting: its 'disconnect' has passed
}

async function serve(hooks: ServerStartHooks): Promise<number> {
  const phases = startupPhases();
  const config = readConfig();
  if (!config) return 1;
  const logger = createLogger(config);
  phases.end("code");
  const database = await openAndMigrate(config, logger, phases, hooks.prepareDatabase);
  if (!database) return 1;

  const app = buildApp({
    config,
    database,
    logger,
    runOutboxWorker: true,
    runMonitoringStorageMaintenance: true,
    runJobs: true,
    runTicketSmtpListener: true,
  });
  try {
    await app.ready();
    phases.end("app");
    await app.listen({ host: config.host, port: config.port });
    phases.end("listen");
  } catch (error) {
    await app.close();
    await database.close();
    if ((error as NodeJS.ErrnoException).code === "EADDRINUSE") {
      console.error(`Port ${config.port} on ${config.host} is in use: stop what listens there or set PORT.`);
      return 1;
    }
    throw error;
  }
  const stop = gracefulStop(app, database, logger);
  stopOnSignals(stop);
  stopWithLauncher(stop);
  const port = listeningPort(config, app);
  // Printed only while the demo admin still signs in with the demo password.
  const demo = (await isDemoSignInUsable(database.db))
    ? `  sign in: ${demoSignIn.email} / ${demoSignIn.password} (demo data; other accounts in the README)\n`
    : "";
  process.stdout.write(
    `\nOndine console: ${consoleUrl(config, port)}\n` +
      `  database: ${describeDatabase(config)}\n${demo}  ${phases.describe()}\n\n`,
  );
  try {
    await hooks.onListening?.({ port, database });
  } catch (error) {
    logger.error({ err: error }, "The work after listening failed");
  }
  return 0;
}

/**
 * The server process (main.ts, and tools/start's server): read the settings,
 * open and migrate the database, build the app, listen, and stop cleanly on
 * SIGINT/SIGTERM or when the launcher goes. Sets the exit code on failure.
 */
export function runServer(hooks: ServerStartHooks = {}): void {
  serve(hooks).then(
    (code) => {
      if (code !== 0) process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
