/**
 * The one place where database text becomes JS values, applied by both
 * engines (client.ts), so a query written once returns the same JS types on
 * PGlite and on PostgreSQL (docs/decisions.md#engine-traps: count(*) was a number on one
 * and a string on the other).
 *
 * Both drivers let Drizzle pass its own per-query parsers, which would
 * otherwise take precedence; client.ts puts these first for the types listed.
 */

const int8Oid = 20;
const numericOid = 1700;
const timestamptzOid = 1184;

/** count(*), sum(int), bigint ids: a number while exact, a bigint beyond 2^53. */
function parseInt8(text: string): number | bigint {
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : BigInt(text);
}

/**
 * avg(), sum(bigint), numeric columns: a number. Statistics and euro amounts
 * need no more than 15 significant digits; a value that needs more must be
 * stored as text or bigint, not numeric.
 */
function parseNumeric(text: string): number {
  return Number(text);
}

/** The same reading Drizzle's timestamp columns make, so raw SQL agrees with the query builder. */
function parseTimestamptz(text: string): Date {
  return new Date(text);
}

export const engineTypeParsers: Readonly<Record<number, (text: string) => unknown>> = {
  [int8Oid]: parseInt8,
  [numericOid]: parseNumeric,
  [timestamptzOid]: parseTimestamptz,
};

export function engineTypeParser(typeId: number): ((text: string) => unknown) | undefined {
  return engineTypeParsers[typeId];
}
