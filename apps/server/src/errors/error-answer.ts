import { type ApiErrorBody, errorCodeForStatus, type FieldErrors, fieldErrorsFromZodIssues } from "@ondine/domain";
import { z } from "zod";
import { AppError } from "./app-error";
import { appErrorFromDatabaseError } from "./database-error";
import { databaseUnavailableError } from "./database-unavailable";

export type ErrorAnswer = {
  status: number;
  body: ApiErrorBody;
  /** A bug of ours: logged as an error with its stack, the client told nothing of it. */
  isServerFault: boolean;
  /** The database stalled or was lost (docs/operations.md#database-faults): nobody's bug, logged as a warning. */
  isOutage: boolean;
  /** Seconds the client should wait before trying again (`Retry-After`), when the body says so (`retry_after`). */
  retryAfterSeconds: number | undefined;
};

/** Fastify's own schema validation report (ajv), when a route declares JSON schemas. */
type SchemaValidationIssue = { instancePath?: string; keyword?: string; params?: Record<string, unknown> };

function fieldErrorsFromSchemaValidation(issues: readonly SchemaValidationIssue[]): FieldErrors {
  return fieldErrorsFromZodIssues(
    issues.map((issue) => {
      const path = (issue.instancePath ?? "").split("/").filter((part) => part !== "");
      const missing = issue.params?.missingProperty;
      if (issue.keyword === "required" && typeof missing === "string") {
        return { path: [...path, missing], message: "formErrors.required" };
      }
      return { path, message: "formErrors.invalid" };
    }),
  );
}

function answer(error: AppError): ErrorAnswer {
  const retryAfter = error.extras.retry_after;
  return {
    status: error.statusCode,
    body: { code: error.code, message: error.message, errors: error.errors, ...error.extras },
    isServerFault: false,
    isOutage: false,
    retryAfterSeconds: typeof retryAfter === "number" ? retryAfter : undefined,
  };
}

/** A 4xx that Fastify or a plugin raised about the request itself (unreadable body, wrong type, too large). */
function clientErrorStatus(error: unknown): number | undefined {
  if (typeof error !== "object" || error === null || !("statusCode" in error)) return undefined;
  const status = error.statusCode;
  return typeof status === "number" && status >= 400 && status < 500 ? status : undefined;
}

/**
 * What the client is told about an error: the code (docs/product.md#errors) and status, a
 * message, field errors. Only client faults explain themselves; a database
 * that stalls or restarts is a 503 to retry; anything else is a generic 500
 * whose details stay in the log.
 */
export function errorAnswerFor(error: unknown): ErrorAnswer {
  if (error instanceof AppError) return answer(error);
  if (error instanceof z.ZodError) {
    return answer(new AppError("INVALID_PARAMETERS", undefined, fieldErrorsFromZodIssues(error.issues)));
  }
  if (typeof error === "object" && error !== null && "validation" in error && Array.isArray(error.validation)) {
    return answer(new AppError("INVALID_PARAMETERS", undefined, fieldErrorsFromSchemaValidation(error.validation)));
  }
  const unavailable = databaseUnavailableError(error);
  if (unavailable) return { ...answer(unavailable), isOutage: true };
  const fromDatabase = appErrorFromDatabaseError(error);
  if (fromDatabase) return answer(fromDatabase);

  const clientStatus = clientErrorStatus(error);
  if (clientStatus !== undefined) {
    const code = errorCodeForStatus(clientStatus);
    // Only the table's own 4xx keep their status; the others (413 too large,
    // 415 unsupported type...) are unreadable requests: 400 WRONG_PARAMETERS.
    const known =
      code === "NOT_AUTHORIZED" || code === "NOT_ALLOWED" || code === "NOT_FOUND" ? code : "WRONG_PARAMETERS";
    return answer(new AppError(known, (error as Error).message || undefined));
  }
  return { ...answer(new AppError("INTERNAL_ERROR")), isServerFault: true };
}
