import { AppError } from "../../errors/app-error";

/** docs/product.md#errors login texts: why a sign-in was refused, in the 401 body's `reason`. */
export type SignInRefusal = "invalid_credentials" | "last_attempt" | "locked" | "unconfirmed" | "deactivated";

const messages: Record<SignInRefusal, string> = {
  invalid_credentials: "The email or the password is wrong.",
  last_attempt: "The email or the password is wrong; one attempt is left before the account is locked.",
  locked: "The account is locked after too many failed sign-ins; the unlock link was mailed.",
  unconfirmed: "The account is not confirmed yet: follow the link of the confirmation mail.",
  deactivated: "The account is deactivated.",
};

export function signInRefused(reason: SignInRefusal): AppError {
  return new AppError("NOT_AUTHORIZED", messages[reason], {}, { reason });
}
