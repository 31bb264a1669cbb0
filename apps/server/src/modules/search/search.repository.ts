import type { DatabaseEngine } from "@ondine/domain";
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db";
import { AppError } from "../../errors/app-error";
import { findPostgresErrorReport } from "../../errors/database-error";
import { searchInputError } from "./search-input-error";

export type SearchRow = Record<string, unknown>;

/** Where search queries run, and how long each may take (SEARCH_TIMEOUT_SECONDS). */
export type SearchDatabase = {
  readonly db: Database;
  readonly engine: DatabaseEngine;
  readonly timeoutMs: number;
};

/**
 * Runs one compiled search query. On PostgreSQL it runs in its own short
 * read-only transaction whose statement_timeout is set LOCAL, so the limit
 * ends with it and never reaches the next user of the pooled connection;
 * a query over it is cancelled by the server, rolled back, its connection
 * returned, and the search answers 503 SEARCH_TIMEOUT. PGlite cannot
 * interrupt a running query (one WASM thread): there the bounds of the
 * parser keep queries short (docs/search.md "Search limits").
 *
 * A value the database cannot take (a date out of its range, an unknown
 * time zone: SQLSTATE class 22) or a query too complex for it (class 54) is
 * the caller's input: 400, never 500.
 */
export async function runSearchQuery(database: SearchDatabase, query: SQL): Promise<SearchRow[]> {
  try {
    if (database.engine === "pglite") return (await database.db.execute<SearchRow>(query)).rows;
    return await database.db.transaction(
      async (tx) => {
        await tx.execute(sql`select set_config('statement_timeout', ${String(database.timeoutMs)}, true)`);
        return (await tx.execute<SearchRow>(query)).rows;
      },
      { accessMode: "read only" },
    );
  } catch (error) {
    const report = findPostgresErrorReport(error);
    // 57014 query_canceled: our statement_timeout.
    if (report?.code === "57014") {
      throw new AppError("SEARCH_TIMEOUT", `The search did not finish within ${database.timeoutMs / 1000} s.`);
    }
    if (report?.code.startsWith("22"))
      throw searchInputError("", "search.invalid", "A value of the search cannot be used.");
    if (report?.code.startsWith("54")) throw searchInputError("", "search.too_large", "The search is too complex.");
    throw error;
  }
}
