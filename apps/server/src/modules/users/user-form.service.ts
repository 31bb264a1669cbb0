import {
  type AccountGrants,
  canCreateAccounts,
  canEditUser,
  canManageAccounts,
  changesFeatures,
  grantedRoleKeys,
  grantsKeepApiToken,
  isEmailChange,
  newAccountGrantsFor,
  roleFlagsFrom,
  type UserBody,
  type UserPresentation,
} from "@ondine/domain";
import { AppError } from "../../errors/app-error";
import type { Scope } from "../../scope/scope";
import { recordAuditEvent } from "../audit";
import { type AuthDependencies, clearApiToken, findUserLocationRecords, sendConfirmationInstructions } from "../auth";
import type { RequestActor } from "../sessions";
import { checkEmailChange, requestEmailChange } from "./email-change.service";
import { mappingEmailTaken } from "./email-unavailable";
import { grantsAfter } from "./grant-check";
import { resolveLocationChanges } from "./location-changes";
import { leveledActorOf, refuseLevelChanges } from "./manager-level";
import { accountGrantsOf, accountTargetOf, getVisibleUser, presentUserById } from "./user-target";
import {
  deleteUserLocations,
  insertUser,
  insertUserLocations,
  type NewUserRow,
  type UserChanges,
  type UserRow,
  updateUser as updateUserRow,
} from "./users.repository";

type Request = { ip: string; language: string };

type UserColumns = UserChanges & Pick<NewUserRow, "email" | "firstName" | "lastName">;

/** The identity columns of the form but the e-mail address (which waits for its owner); optional texts left empty are stored as null. */
function identityColumns(body: UserBody["user"]): UserChanges & Pick<NewUserRow, "firstName" | "lastName"> {
  const optionalText = (value: string | undefined) => (value === undefined ? undefined : value || null);
  return {
    firstName: body.first_name,
    lastName: body.last_name,
    country: body.country,
    salutation: body.salutation,
    function: optionalText(body.function),
    language: body.language,
    phone: optionalText(body.phone),
  };
}

/** The identity and grant columns of the form. */
function userColumns(body: UserBody["user"], grants: AccountGrants): UserColumns {
  return {
    ...identityColumns(body),
    email: body.email,
    admin: grants.admin,
    roleFlags: grantedRoleKeys(grants.roles),
    rolesType: grants.roles_type,
    betaOnly: grants.beta_only,
    twoFactorEnabled: grants.two_factor_enabled,
    accountManagerLevel: grants.account_manager_level,
  };
}

/**
 * `POST /api/users`: a new, unconfirmed account with its locations, mailed
 * the link to choose a password, all in one transaction. The creator is the
 * person behind the request (the admin while logged in as someone).
 * docs/product.md#accounts-permissions: admins and account managers of contacts create; a manager
 * without the features level gives the standard roles they hold and chooses none.
 */
export async function createUser(
  deps: AuthDependencies,
  actor: RequestActor,
  scope: Scope,
  body: UserBody,
  request: Request,
): Promise<UserPresentation> {
  const leveled = await leveledActorOf(deps.db, actor);
  if (!canCreateAccounts(leveled)) {
    if (!canManageAccounts(actor)) throw new AppError("NOT_ALLOWED");
    refuseLevelChanges(leveled, null, { contacts: true });
  }
  const start = newAccountGrantsFor(leveled, roleFlagsFrom(actor.roleFlags));
  refuseLevelChanges(leveled, null, { features: changesFeatures(start, body.user) });
  const grants = grantsAfter(actor, start, body.user);
  const locations = await resolveLocationChanges(deps.db, scope, [], body.user.user_locations_attributes);
  const columns = userColumns(body.user, grants);
  const created = await mappingEmailTaken(() =>
    deps.db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        ...columns,
        language: body.user.language ?? request.language,
        creatorId: actor.impersonatorId ?? actor.id,
      });
      await insertUserLocations(tx, user, locations.add);
      await sendConfirmationInstructions({ ...deps, db: tx }, user);
      await recordAuditEvent(tx, {
        action: "user_created",
        actorId: actor.id,
        subjectId: user.id,
        impersonatorId: actor.impersonatorId,
        ip: request.ip,
      });
      return user;
    }),
  );
  return presentUserById(deps.db, scope, created);
}

/** The names of the columns whose value changes. */
function changedColumns(row: UserRow, changes: UserChanges): string[] {
  return Object.entries(changes)
    .filter(
      ([column, value]) =>
        value !== undefined && JSON.stringify(row[column as keyof UserRow]) !== JSON.stringify(value),
    )
    .map(([column]) => column);
}

/**
 * `PATCH /api/users/{id}`: the form's fields, grants the actor may set, and
 * location assignments added or removed (docs/product.md#accounts), in one transaction. A new
 * e-mail address is not written: it waits for the link mailed to it
 * (docs/security.md "E-mail change"); the answer shows it as `unconfirmed_email`.
 * docs/product.md#accounts-permissions: a manager's level may refuse the roles, or the identity and
 * locations, of someone else's account (403, `refuseLevelChanges`).
 */
export async function updateUser(
  deps: AuthDependencies,
  actor: RequestActor,
  scope: Scope,
  id: number,
  body: UserBody,
  request: Request,
): Promise<UserPresentation> {
  const row = await getVisibleUser(deps.db, actor, scope, id);
  if (!canEditUser(actor, accountTargetOf(row))) throw new AppError("NOT_ALLOWED");
  const leveled = await leveledActorOf(deps.db, actor);
  const currentGrants = accountGrantsOf(row);
  refuseLevelChanges(leveled, row, { features: changesFeatures(currentGrants, body.user) });
  const grants = grantsAfter(actor, currentGrants, body.user);
  const current = await findUserLocationRecords(deps.db, scope, row);
  const locations = await resolveLocationChanges(deps.db, scope, current, body.user.user_locations_attributes);
  const newEmail = isEmailChange(row.email, body.user.email) ? body.user.email : null;
  const movesPerimeter = locations.add.length > 0 || locations.removeAssignmentIds.length > 0;
  // The contacts level's fields (docs/product.md#accounts-permissions); salutation and mail language are not among them.
  const { salutation: _salutation, language: _language, ...contactColumns } = identityColumns(body.user);
  const changesIdentity = newEmail !== null || changedColumns(row, contactColumns).length > 0;
  refuseLevelChanges(leveled, row, { contacts: changesIdentity || movesPerimeter });
  if (newEmail) await checkEmailChange(deps, actor, row, newEmail, body.user.current_password);
  const columns = { ...userColumns(body.user, grants), email: row.email };
  const changed = changedColumns(row, columns);
  await mappingEmailTaken(() =>
    deps.db.transaction(async (tx) => {
      await updateUserRow(tx, row, { ...columns, updatedAt: deps.now() });
      if (newEmail) await requestEmailChange({ ...deps, db: tx }, actor, row, newEmail, request.ip);
      // Losing the api role (or the admin flag that held it) revokes the token.
      if (!grantsKeepApiToken(grants)) await clearApiToken(tx, row.id);
      await deleteUserLocations(tx, row, locations.removeAssignmentIds);
      await insertUserLocations(tx, row, locations.add);
      await recordAuditEvent(tx, {
        action: "user_updated",
        actorId: actor.id,
        subjectId: row.id,
        impersonatorId: actor.impersonatorId,
        ip: request.ip,
        details: {
          changed,
          locations_added: locations.add.map((location) => `${location.type}-${location.id}`),
          locations_removed: locations.removeAssignmentIds.length,
        },
      });
    }),
  );
  return presentUserById(deps.db, scope, row);
}
