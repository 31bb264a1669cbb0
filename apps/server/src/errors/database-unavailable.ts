import { DrizzleQueryError } from "drizzle-orm/errors";
import { isPoolConnectFailure } from "../db/pool-connect-failures";
import { AppError } from "./app-error";
import { findPostgresErrorReport } from "./database-error";

/** What a client told the database is unavailable waits before trying again (`Retry-After`). */
export const databaseRetryAfterSeconds = 2;

/**
 * SQLSTATEs (PostgreSQL appendix A) of a server going away, starting up,
 * refusing connections or losing ours: nothing the request did.
 */
const unavailableStates = new Set([
  "57P01", // admin_shutdown: a fast shutdown or pg_terminate_backend
  "57P02", // crash_shutdown: another backend crashed, the server restarts
  "57P03", // cannot_connect_now: starting up or shutting down
  "08000", // connection_exception
  "08001", // sqlclient_unable_to_establish_sqlconnection
  "08003", // connection_does_not_exist
  "08004", // sqlserver_rejected_establishment_of_sqlconnection
  "08006", // connection_failure
  "53300", // too_many_connections
]);

// 57014 query_canceled: the statement ran past DATABASE_STATEMENT_TIMEOUT_MS (the search
// answers its own timeout as SEARCH_TIMEOUT before this is reached).
const statementTimeoutState = "57014";

/**
 * Node's errors of a server that cannot be reached, or of a connection that
 * broke: the database's only when they come from a query (Drizzle's wrapper)
 * or from opening a pool connection, as another server's look the same.
 */
const socketErrorCodes = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENETUNREACH"]);

/**
 * pg's and pg-pool's own errors (pg 8, pg-pool 3) carry no code: their
 * message is all there is to tell them by.
 */
const driverMessages = new Set([
  "timeout exceeded when trying to connect", // no pool connection within DATABASE_POOL_WAIT_MS
  "Connection terminated due to connection timeout", // a new connection not opened within it
  "Query read timeout", // no answer within the pool's query_timeout: a dead peer
  "Connection terminated unexpectedly",
  "Connection terminated",
  "Client has encountered a connection error and is not queryable",
  "Client was closed and is not queryable",
]);

function causesOf(error: unknown): Error[] {
  const chain: Error[] = [];
  let current: unknown = error;
  // Drizzle wraps the driver's error as its `cause` (DrizzleQueryError); pg-pool wraps a connect failure.
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    chain.push(current);
    current = current.cause;
  }
  return chain;
}

function codeOf(error: Error): string | undefined {
  return "code" in error && typeof error.code === "string" ? error.code : undefined;
}

function isConnectionLost(error: unknown): boolean {
  const chain = causesOf(error);
  if (chain.some((each) => driverMessages.has(each.message))) return true;
  const fromDatabase = chain.some((each) => each instanceof DrizzleQueryError || isPoolConnectFailure(each));
  return fromDatabase && chain.some((each) => socketErrorCodes.has(codeOf(each) ?? ""));
}

/**
 * A database that stalls, restarts or drops us, as a 503 DATABASE_UNAVAILABLE
 * with `Retry-After` (docs/operations.md#database-faults): the request may
 * pass in a moment, and nothing about it was wrong. Undefined for any other
 * error.
 */
export function databaseUnavailableError(error: unknown): AppError | undefined {
  const report = findPostgresErrorReport(error);
  const extras = { retry_after: databaseRetryAfterSeconds };
  if (report?.code === statementTimeoutState) {
    return new AppError("DATABASE_UNAVAILABLE", "The database did not answer in time.", {}, extras);
  }
  if ((report && unavailableStates.has(report.code)) || isConnectionLost(error)) {
    return new AppError("DATABASE_UNAVAILABLE", undefined, {}, extras);
  }
  return undefined;
}
