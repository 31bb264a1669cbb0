import {
  canDeleteUser,
  canReactivateUser,
  canResendConfirmation,
  canViewUser,
  paths,
  totalPages,
  type UserPresentation,
  type UsersPage,
  type UsersQuery,
} from "@ondine/domain";
import type { Database } from "../../db";
import { AppError } from "../../errors/app-error";
import type { Scope } from "../../scope/scope";
import { recordAuditEvent } from "../audit";
import { type AuthDependencies, clearApiToken, presentUser, sendConfirmationInstructions } from "../auth";
import { endUserSessions, type RequestActor } from "../sessions";
import { accountTargetOf, getVisibleUser, presentUserById } from "./user-target";
import { countUsers, findUsersPage, updateUser } from "./users.repository";

/** `GET /api/users`: the accounts the actor can know of, filtered, by last name. */
export async function listUsers(
  db: Database,
  actor: RequestActor,
  scope: Scope,
  query: UsersQuery,
): Promise<UsersPage> {
  const looking = { viewer: actor, scope };
  const filter = { search: query.search || undefined, state: query.state };
  const page = { limit: query.per_page, offset: (query.page - 1) * query.per_page };
  const [records, total] = await Promise.all([
    findUsersPage(db, looking, filter, page),
    countUsers(db, looking, filter),
  ]);
  return {
    users: records.map(presentUser),
    current_page: query.page,
    total_pages: totalPages(total, query.per_page),
    total_count: total,
  };
}

/** `GET /api/users/{id}`: 404 outside the actor's tenancy, 403 when they may not open it. */
export async function getUser(db: Database, actor: RequestActor, scope: Scope, id: number): Promise<UserPresentation> {
  const row = await getVisibleUser(db, actor, scope, id);
  if (!canViewUser(actor, accountTargetOf(row))) throw new AppError("NOT_ALLOWED");
  return presentUserById(db, scope, row);
}

/**
 * `DELETE /api/admin/users/{id}` (admins only; the route checks): deactivates
 * the account (docs/product.md#accounts-impersonation, `deleted_at`), ends its sessions, its log-as ones
 * included, and revokes its API token. docs/product.md#accounts-permissions: never one's own account, only a confirmed one (422).
 */
export async function deactivateUser(
  deps: AuthDependencies,
  actor: RequestActor,
  scope: Scope,
  id: number,
  ip: string,
): Promise<UserPresentation> {
  const row = await getVisibleUser(deps.db, actor, scope, id);
  if (!canDeleteUser(actor, accountTargetOf(row))) {
    throw new AppError("INVALID_PARAMETERS", "Only another, confirmed account can be deactivated.");
  }
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await updateUser(tx, row, { deletedAt: now, updatedAt: now });
    await endUserSessions(tx, row.id);
    await clearApiToken(tx, row.id);
    await recordAuditEvent(tx, {
      action: "user_deleted",
      actorId: actor.id,
      subjectId: row.id,
      impersonatorId: actor.impersonatorId,
      ip,
    });
  });
  return presentUserById(deps.db, scope, row);
}

/**
 * `POST /api/admin/users/{id}/reactivate` (docs/product.md#accounts-users): an admin clears a deactivated
 * account's `deleted_at`; its roles and locations are as they were. Out of the actor's reach: 404;
 * not an admin: 403; not deactivated: 422. The owner is mailed that they can sign in again (an account
 * never confirmed gets its confirmation link instead, having no password to sign in with).
 */
export async function reactivateUser(
  deps: AuthDependencies,
  actor: RequestActor,
  scope: Scope,
  id: number,
  ip: string,
): Promise<UserPresentation> {
  const row = await getVisibleUser(deps.db, actor, scope, id);
  if (!actor.admin) throw new AppError("NOT_ALLOWED");
  if (!canReactivateUser(actor, accountTargetOf(row))) {
    throw new AppError("INVALID_PARAMETERS", "Only a deactivated account can be reactivated.", {
      state: ["accounts.errors.not_deactivated"],
    });
  }
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await updateUser(tx, row, { deletedAt: null, updatedAt: now });
    if (row.confirmedAt) {
      await deps.mail.sendMail(tx, {
        to: row.email,
        language: row.language,
        template: "account_reactivated",
        params: { firstName: row.firstName, link: `${deps.config.publicUrl}${paths.login}` },
      });
    } else {
      await sendConfirmationInstructions({ ...deps, db: tx }, row);
    }
    await recordAuditEvent(tx, {
      action: "user_reactivated",
      actorId: actor.id,
      subjectId: row.id,
      impersonatorId: actor.impersonatorId,
      ip,
    });
  });
  return presentUserById(deps.db, scope, row);
}

/**
 * `GET /api/admin/users/{id}/resend_confirmation_instructions`: a new link
 * (the previous one stops working). docs/product.md#accounts-permissions: for another, unconfirmed account (422).
 * `limitMailsTo` counts the mail against the address's rate limit, once the
 * account is known to be the caller's to resend to (so a 429 tells nothing
 * about accounts they cannot see).
 */
export async function resendConfirmation(
  deps: AuthDependencies,
  actor: RequestActor,
  scope: Scope,
  id: number,
  context: { ip: string; limitMailsTo: (email: string) => Promise<void> },
): Promise<void> {
  const { ip } = context;
  const row = await getVisibleUser(deps.db, actor, scope, id);
  if (!canResendConfirmation(actor, accountTargetOf(row))) {
    throw new AppError("INVALID_PARAMETERS", "Only another, unconfirmed account can be sent the confirmation again.");
  }
  await context.limitMailsTo(row.email);
  await deps.db.transaction(async (tx) => {
    await sendConfirmationInstructions({ ...deps, db: tx }, row);
    await recordAuditEvent(tx, {
      action: "confirmation_sent",
      actorId: actor.id,
      subjectId: row.id,
      impersonatorId: actor.impersonatorId,
      ip,
    });
  });
}
