import { AppError } from "../../errors/app-error";

/** The largest page a connection gives (its `first`): the cost limit multiplies by it. */
export const maxPageSize = 1000;

/** `first` of a connection, 1 to `max` (maxPageSize, or a smaller list's own), else INVALID_PARAMETERS before any read. */
export function pageSizeOf(first: number | null | undefined, max = maxPageSize): number {
  const size = first ?? 50;
  if (!Number.isInteger(size) || size < 1 || size > max) {
    throw new AppError("INVALID_PARAMETERS", `'first' must be 1 to ${max}.`, {
      first: ["formErrors.range_number"],
    });
  }
  return size;
}
