import { constraintColumns } from "../db/constraint-columns";
import { AppError } from "./app-error";

/** The fields both drivers (pg and PGlite) copy from PostgreSQL's error report. */
type PostgresErrorReport = {
  code: string;
  table?: string | undefined;
  column?: string | undefined;
  constraint?: string | undefined;
};

const sqlState = /^[0-9A-Z]{5}$/;

function isPostgresErrorReport(value: unknown): value is PostgresErrorReport {
  return (
    value instanceof Error &&
    "code" in value &&
    typeof value.code === "string" &&
    sqlState.test(value.code) &&
    "severity" in value
  );
}

/** The database's own report inside an error, which Drizzle wraps as its `cause`. */
export function findPostgresErrorReport(error: unknown): PostgresErrorReport | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    if (isPostgresErrorReport(current)) return current;
    current = current.cause;
  }
  return undefined;
}

/** Our own SQL that failed, which Drizzle (and PGlite) keep on the error. */
function findFailedStatement(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    if ("query" in current && typeof current.query === "string") return current.query;
    current = current.cause;
  }
  return undefined;
}

function isDeleteStatement(statement: string | undefined): boolean {
  return statement !== undefined && /^\s*delete\b/i.test(statement);
}

function fieldsFor(columns: readonly string[], messageKey: string): Record<string, string[]> {
  return Object.fromEntries(columns.map((column) => [column, [messageKey]]));
}

/**
 * A constraint violation as the client's fault (422 INVALID_PARAMETERS),
 * read from the SQLSTATE and the constraint name (PostgreSQL appendix A).
 * Anything else is not the client's doing: undefined, and the caller answers 500.
 */
export function appErrorFromDatabaseError(error: unknown): AppError | undefined {
  const report = findPostgresErrorReport(error);
  if (!report) return undefined;
  const constraint = report.constraint ? constraintColumns.get(report.constraint) : undefined;
  switch (report.code) {
    case "23505": // unique_violation
      return new AppError(
        "INVALID_PARAMETERS",
        "A record with the same value already exists.",
        fieldsFor(constraint?.columns ?? [], "formErrors.taken"),
      );
    case "23503": // foreign_key_violation
    case "23001": // restrict_violation (ON DELETE RESTRICT, PostgreSQL 18; 15 says 23503)
      // PostgreSQL reports both sides of a foreign key alike (same table,
      // same constraint); only the failed statement says which: a delete
      // hits rows still pointing at it, a write points at nothing.
      if (report.code === "23001" || isDeleteStatement(findFailedStatement(error))) {
        return new AppError("INVALID_PARAMETERS", "The record is still used by other records.");
      }
      return new AppError(
        "INVALID_PARAMETERS",
        "A referenced record does not exist.",
        fieldsFor(constraint?.columns ?? [], "formErrors.not_found"),
      );
    case "23502": // not_null_violation
      return new AppError(
        "INVALID_PARAMETERS",
        "A required value is missing.",
        fieldsFor(report.column ? [report.column] : [], "formErrors.required"),
      );
    case "23514": // check_violation
      return new AppError("INVALID_PARAMETERS", "A value breaks a rule of the record.");
    default:
      // Class 22, data exception (22P05 untranslatable character, 22021 bad
      // byte sequence, 22003 numeric out of range, 22008 datetime out of
      // range...): a value the schemas should have refused. A fallback, so a
      // value they miss is still the client's fault (docs/security.md "Input validation").
      if (report.code.startsWith("22")) {
        return new AppError(
          "INVALID_PARAMETERS",
          "A value cannot be stored.",
          fieldsFor(report.column ? [report.column] : [], "formErrors.invalid"),
        );
      }
      return undefined;
  }
}

/** Whether an error is a unique violation (SQLSTATE 23505) of that constraint, e.g. `users_email_key`. */
export function isUniqueViolationOf(error: unknown, constraint: string): boolean {
  const report = findPostgresErrorReport(error);
  return report?.code === "23505" && report.constraint === constraint;
}
