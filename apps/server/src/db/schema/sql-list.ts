import { sql } from "drizzle-orm";

/** `('a', 'b')` for a check constraint over a fixed list of our own words (never user input). */
export const sqlList = (values: readonly string[]) => sql.raw(`(${values.map((value) => `'${value}'`).join(", ")})`);
