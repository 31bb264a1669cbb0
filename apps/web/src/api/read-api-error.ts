import { errorCodeForStatus } from "@ondine/domain";
import { ApiError } from "./api-error";

/** docs/product.md#errors: code and message from the JSON body when readable, else from the HTTP status line. */
export async function readApiError(response: Response): Promise<ApiError> {
  const json = await readJson(response);
  const { partialErrorBodySchema } = await import("./error-body-schema");
  const body = partialErrorBodySchema.safeParse(json);
  const fields = body.success ? body.data : {};
  return new ApiError({
    status: response.status,
    code: errorCodeForStatus(response.status, fields.code),
    message: fields.message ?? (response.statusText || `HTTP ${response.status}`),
    errors: fields.errors ?? {},
    details: { ...retryAfterOf(response), ...detailsOf(json) },
  });
}

/** A 429's or a 503's `Retry-After` header (whole seconds), for the answers whose body does not repeat it. */
function retryAfterOf(response: Response): { retry_after?: number } {
  const header = response.headers.get("retry-after");
  return header !== null && /^\d+$/.test(header.trim()) ? { retry_after: Number(header) } : {};
}

/** The body's fields beyond code, message and errors, for the calls that add some. */
function detailsOf(json: unknown): Record<string, unknown> {
  if (typeof json !== "object" || json === null || Array.isArray(json)) return {};
  const { code: _code, message: _message, errors: _errors, ...details } = json as Record<string, unknown>;
  return details;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return JSON.parse(await response.text());
  } catch {
    return undefined;
  }
}
