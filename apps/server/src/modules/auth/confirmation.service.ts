import { AppError } from "../../errors/app-error";
import { hashPassword } from "../../security/passwords";
import { sha256Hex } from "../../security/secret-tokens";
import { recordAuditEvent } from "../audit";
import { confirmationLink } from "./account-links";
import type { AuthDependencies } from "./auth-dependencies";
import { confirmUser, findUserById, type UserRow } from "./auth-users.repository";
import { issueUserToken, userTokenLifetimesMs } from "./user-tokens";
import { consumeUserToken, findUserToken } from "./user-tokens.repository";

export type ConfirmationRecipient = Pick<UserRow, "id" | "email" | "firstName" | "language">;

const invalidToken = () => new AppError("NOT_AUTHORIZED", "The confirmation link is not valid (any more).");
const alreadyConfirmed = () =>
  new AppError("INVALID_PARAMETERS", "The account is already confirmed.", {
    confirmation_token: ["account.already_confirmed"],
  });

/**
 * Mails an unconfirmed user the link to choose their password (valid 3 days;
 * an earlier link stops working). Account creation and "resend confirmation"
 * call it; pass `{ ...deps, db: tx }` to write the mail in their transaction.
 */
export async function sendConfirmationInstructions(deps: AuthDependencies, user: ConfirmationRecipient): Promise<void> {
  const token = await issueUserToken(deps.db, { userId: user.id, purpose: "confirmation", now: deps.now() });
  await deps.mail.sendMail(deps.db, {
    to: user.email,
    language: user.language,
    template: "confirmation",
    params: {
      firstName: user.firstName,
      link: confirmationLink(deps.config.publicUrl, token),
      validDays: userTokenLifetimesMs.confirmation / 86_400_000,
    },
  });
}

/** The user a confirmation link is for (the password-create page greets them), if still usable. */
export async function getConfirmation(
  deps: AuthDependencies,
  token: string,
): Promise<{ email: string; first_name: string }> {
  const row = await findUserToken(deps.db, sha256Hex(token), "confirmation");
  const user = row ? await findUserById(deps.db, row.userId) : undefined;
  if (!row || !user || user.deletedAt) throw invalidToken();
  if (user.confirmedAt) throw alreadyConfirmed();
  if (row.usedAt || row.expiresAt.getTime() <= deps.now().getTime()) throw invalidToken();
  return { email: user.email, first_name: user.firstName };
}

/** Sets the first password and confirms the account; the link then stops working. */
export async function confirmAccount(
  deps: AuthDependencies,
  input: { token: string; password: string },
  ip: string,
): Promise<{ email: string; first_name: string }> {
  await getConfirmation(deps, input.token);
  const passwordHash = await hashPassword(input.password);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const row = await consumeUserToken(tx, sha256Hex(input.token), "confirmation", now);
    if (!row) throw invalidToken();
    if (!(await confirmUser(tx, row.userId, passwordHash, now))) throw alreadyConfirmed();
    const user = await findUserById(tx, row.userId);
    if (!user) throw invalidToken();
    await recordAuditEvent(tx, { action: "confirmed", actorId: user.id, subjectId: user.id, ip });
    return { email: user.email, first_name: user.firstName };
  });
}
