import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { PoolConnection } from "../db/pool-connect-failures";
import { databaseUnavailableError } from "./database-unavailable";
import { errorAnswerFor } from "./error-answer";

/** PostgreSQL's report as pg builds it: an Error with the SQLSTATE and a severity. */
function serverReport(code: string, message = "server says no"): Error {
  return Object.assign(new Error(message), { code, severity: "FATAL" });
}

function socketError(code: string): Error {
  return Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code, syscall: "connect" });
}

/** As Drizzle wraps every failed query. */
const inQuery = (cause: Error) => new DrizzleQueryError("select 1", [], cause);

/** A socket error of the pool's own connection attempt, marked as PoolConnection marks it. */
async function failedPoolConnect(): Promise<Error> {
  // Port 1 on the loopback: nothing listens there, the refusal is immediate.
  const connection = new PoolConnection({ connectionString: "postgres://nobody@127.0.0.1:1/none" });
  return connection.connect().then(
    () => {
      throw new Error("connected to port 1?");
    },
    (error: Error) => error,
  );
}

describe("databaseUnavailableError", () => {
  it.each([
    ["57P01 admin_shutdown", "57P01"],
    ["57P02 crash_shutdown", "57P02"],
    ["57P03 cannot_connect_now", "57P03"],
    ["08006 connection_failure", "08006"],
    ["53300 too_many_connections", "53300"],
  ])("reads %s in a query as DATABASE_UNAVAILABLE", (_name, code) => {
    const error = databaseUnavailableError(inQuery(serverReport(code)));
    expect(error).toMatchObject({ code: "DATABASE_UNAVAILABLE", statusCode: 503, extras: { retry_after: 2 } });
  });

  it("reads a statement cancelled by its timeout (57014) as DATABASE_UNAVAILABLE, saying so", () => {
    expect(databaseUnavailableError(inQuery(serverReport("57014")))).toMatchObject({
      code: "DATABASE_UNAVAILABLE",
      message: "The database did not answer in time.",
    });
  });

  it.each(["timeout exceeded when trying to connect", "Connection terminated unexpectedly", "Query read timeout"])(
    "reads pg's %j, bare or in a query, as DATABASE_UNAVAILABLE",
    (message) => {
      expect(databaseUnavailableError(new Error(message))?.code).toBe("DATABASE_UNAVAILABLE");
      expect(databaseUnavailableError(inQuery(new Error(message)))?.code).toBe("DATABASE_UNAVAILABLE");
    },
  );

  it("reads a broken socket under a query, or a refused pool connection, as DATABASE_UNAVAILABLE", async () => {
    for (const code of ["ECONNRESET", "EPIPE", "ETIMEDOUT"]) {
      expect(databaseUnavailableError(inQuery(socketError(code)))?.code).toBe("DATABASE_UNAVAILABLE");
    }
    const refused = await failedPoolConnect();
    expect(refused).toMatchObject({ code: "ECONNREFUSED" });
    expect(databaseUnavailableError(refused)?.code).toBe("DATABASE_UNAVAILABLE");
  });

  it("leaves another server's refusal alone: an SSO provider down is not the database", () => {
    const fetchFailed = new TypeError("fetch failed", { cause: socketError("ECONNREFUSED") });
    expect(databaseUnavailableError(fetchFailed)).toBeUndefined();
    expect(errorAnswerFor(fetchFailed)).toMatchObject({ status: 500, isServerFault: true });
  });

  it("leaves the request's own faults and bugs alone", () => {
    expect(databaseUnavailableError(inQuery(serverReport("23505")))).toBeUndefined();
    expect(databaseUnavailableError(inQuery(serverReport("42P01")))).toBeUndefined();
    expect(databaseUnavailableError(new Error("undefined is not a function"))).toBeUndefined();
  });
});

describe("errorAnswerFor a database outage", () => {
  it("is a 503 to retry after 2 s, logged as an outage, not a server fault", () => {
    expect(errorAnswerFor(inQuery(serverReport("57P01")))).toEqual({
      status: 503,
      body: {
        code: "DATABASE_UNAVAILABLE",
        message: "The database is briefly unavailable: try again in a few seconds.",
        errors: {},
        retry_after: 2,
      },
      isServerFault: false,
      isOutage: true,
      retryAfterSeconds: 2,
    });
  });
});
