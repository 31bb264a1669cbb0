import type { SQL } from "drizzle-orm";
import type { Database } from "../../db";
import { findPostgresErrorReport } from "../../errors/database-error";
import { searchInputError } from "./search-input-error";

export type SearchRow = Record<string, unknown>;

/**
 * Runs one compiled search query. A value the database cannot take (a date
 * out of its range, a regular expression it cannot read, an unknown time
 * zone: SQLSTATE class 22) or a query too complex for it (class 54) is the
 * caller's input: 400, never 500.
 */
export async function runSearchQuery(db: Database, query: SQL): Promise<SearchRow[]> {
  try {
    const result = await db.execute<SearchRow>(query);
    return result.rows;
  } catch (error) {
    const report = findPostgresErrorReport(error);
    if (report?.code.startsWith("22"))
      throw searchInputError("", "search.invalid", "A value of the search cannot be used.");
    if (report?.code.startsWith("54")) throw searchInputError("", "search.too_large", "The search is too complex.");
    throw error;
  }
}
