import { AppError } from "../../errors/app-error";

const largestRowId = 2_147_483_647;

/** A GraphQL ID of a row: digits naming an integer key. Anything else names nothing: NOT_FOUND, as a REST path's id. */
export function rowIdOf(id: string | number, what: string): number {
  const text = String(id);
  const value = /^[1-9][0-9]{0,9}$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(value) || value > largestRowId) throw new AppError("NOT_FOUND", `No such ${what}.`);
  return value;
}

/** An optional ID argument, read as rowIdOf. */
export function optionalRowIdOf(id: string | number | null | undefined, what: string): number | undefined {
  return id === null || id === undefined ? undefined : rowIdOf(id, what);
}
