import { AppError } from "../../errors/app-error";
import { isUniqueViolationOf } from "../../errors/database-error";

export const emailUnavailable = () =>
  new AppError("INVALID_PARAMETERS", "The email address is already used by another account.", {
    "user.email": ["users.email_unavailable"],
  });

/** "server email error shows 'email unavailable'" (docs/product.md#errors-behaviour): the unique index on users.email, read by its name. */
export async function mappingEmailTaken<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolationOf(error, "users_email_key")) throw emailUnavailable();
    throw error;
  }
}
