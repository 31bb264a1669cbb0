import { emailChangeNeedsCurrentPassword, emailChangeValidHours } from "@ondine/domain";
import { AppError } from "../../errors/app-error";
import { type InScope, markInScope } from "../../scope/in-scope";
import { verifyPassword } from "../../security/passwords";
import { recordAuditEvent } from "../audit";
import {
  type AuthDependencies,
  clearApiToken,
  emailChangeLink,
  findUserByEmail,
  findUserById,
  issueUserToken,
  useUserToken,
} from "../auth";
import { type RequestActor, requireBrowserSession } from "../sessions";
import { emailUnavailable, mappingEmailTaken } from "./email-unavailable";
import { type UserRow, updateUser } from "./users.repository";

const linkNotValid = () => new AppError("NOT_FOUND", "The e-mail confirmation link is not valid (any more).");

/**
 * Whether the actor may ask to move `account` to `newEmail` (docs/security.md
 * "E-mail change"): never through an API token (403); one's own address
 * needs one's current password (422 on `user.current_password`); the new
 * address must be free (422 on `user.email`).
 */
export async function checkEmailChange(
  deps: AuthDependencies,
  actor: RequestActor,
  account: UserRow,
  newEmail: string,
  currentPassword: string | undefined,
): Promise<void> {
  requireBrowserSession(actor, "Changing an e-mail address");
  if (emailChangeNeedsCurrentPassword(actor, account)) {
    if (!currentPassword) {
      throw new AppError("INVALID_PARAMETERS", "Changing your e-mail needs your current password.", {
        "user.current_password": ["formErrors.required"],
      });
    }
    if (!(await verifyPassword(account.passwordHash, currentPassword))) {
      throw new AppError("INVALID_PARAMETERS", "The current password is wrong.", {
        "user.current_password": ["account.password.wrong"],
      });
    }
  }
  if (await findUserByEmail(deps.db, newEmail)) throw emailUnavailable();
}

/**
 * Keeps `newEmail` as the account's pending address, mails the link that
 * confirms it there (24 h, once; a newer request replaces it) and tells the
 * old address. Pass `{ ...deps, db: tx }` to write in the edit's transaction.
 */
export async function requestEmailChange(
  deps: AuthDependencies,
  actor: RequestActor,
  account: InScope<"account", UserRow>,
  newEmail: string,
  ip: string,
): Promise<void> {
  const now = deps.now();
  await updateUser(deps.db, account, { unconfirmedEmail: newEmail, updatedAt: now });
  const token = await issueUserToken(deps.db, { userId: account.id, purpose: "email_change", now, newEmail });
  await deps.mail.sendMail(deps.db, {
    to: newEmail,
    language: account.language,
    template: "email_change_confirmation",
    params: {
      firstName: account.firstName,
      newEmail,
      link: emailChangeLink(deps.config.publicUrl, token),
      validHours: emailChangeValidHours,
    },
  });
  await deps.mail.sendMail(deps.db, {
    to: account.email,
    language: account.language,
    template: "email_change_notice",
    params: { firstName: account.firstName, newEmail },
  });
  await recordAuditEvent(deps.db, {
    action: "email_change_requested",
    actorId: actor.id,
    subjectId: account.id,
    impersonatorId: actor.impersonatorId,
    ip,
    details: { new_email: newEmail },
  });
}

/**
 * `PUT /api/users/email_confirmation`: the link's new address becomes the
 * account's sign-in address, unless another account took it meanwhile
 * (422, the link keeps working); the link then stops working, the API token
 * is revoked and the change is logged. An unknown, used or expired link
 * answers 404.
 */
export async function confirmEmailChange(
  deps: AuthDependencies,
  token: string,
  ip: string,
): Promise<{ email: string }> {
  const now = deps.now();
  return mappingEmailTaken(() =>
    deps.db.transaction(async (tx) => {
      const row = await useUserToken(tx, token, "email_change", now);
      const account = row ? await findUserById(tx, row.userId) : undefined;
      const newEmail = row?.newEmail;
      if (!account || account.deletedAt || !newEmail) throw linkNotValid();
      if (await findUserByEmail(tx, newEmail)) throw emailUnavailable();
      // The link's holder acts on their own account, as a signed-in owner would.
      await updateUser(tx, markInScope("account", account), {
        email: newEmail,
        unconfirmedEmail: account.unconfirmedEmail === newEmail ? null : account.unconfirmedEmail,
        updatedAt: now,
      });
      await clearApiToken(tx, account.id);
      await recordAuditEvent(tx, {
        action: "email_changed",
        actorId: account.id,
        subjectId: account.id,
        ip,
        details: { old_email: account.email, new_email: newEmail },
      });
      return { email: newEmail };
    }),
  );
}
