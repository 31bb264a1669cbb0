import { entryRouteId, type NavigationCategory, type NavigationEntry, navigation } from "../routes/navigation";
import type { RouteId } from "../routes/paths";
import {
  type AccountManagerLevel,
  type AccountManagerRights,
  accountManagerLevelRights,
} from "./account-manager-levels";
import { type RoleFlagKey, roleFlagKeys } from "./role-flags";
import type { RolesTree } from "./roles-tree";
import type { UserState } from "./user-state";

/** Who acts: what the checks (docs/product.md#accounts-permissions) read of the signed-in (or impersonated) user. */
export interface Actor {
  id: number;
  admin: boolean;
  roles: RolesTree;
}

/** An actor with their vendor-admin level (`users.account_manager_level`), which the account rules read. */
export interface LeveledActor extends Actor {
  account_manager_level: AccountManagerLevel;
}

/**
 * The account an action is aimed at, already in the actor's reach
 * (`isAccountInReach`): the policies below decide what the actor may do to it.
 */
export interface AccountTarget {
  id: number;
  admin: boolean;
  state: UserState;
}

type Segment = NonNullable<NavigationCategory["segment"]>;

function segmentValue(actor: Actor, segment: Segment): RolesTree[Segment] {
  return actor.roles[segment];
}

/** docs/product.md#accounts-permissions: the category's role is set, and when it is a group, the entry's permission in it. */
function holdsEntry(actor: Actor, category: NavigationCategory, entry: NavigationEntry): boolean {
  if (actor.admin) return true;
  if (entry.adminOnly) return false;
  if (category.segment === null) return true;
  const value = segmentValue(actor, category.segment);
  if (typeof value === "number") return value === 1;
  return entry.permission === undefined || (value as Record<string, number>)[entry.permission] === 1;
}

/**
 * docs/product.md#accounts-users, docs/product.md#accounts-permissions: the menu an actor sees; entries SPEC disables on mobile are
 * left out there, and the environment links when the settings name none (`hasEnvironmentLinks`).
 */
export function visibleNavigation(
  actor: Actor,
  options: { isMobile?: boolean; hasEnvironmentLinks?: boolean } = {},
): NavigationCategory[] {
  return navigation
    .map((category) => ({
      ...category,
      entries: category.entries.filter(
        (entry) =>
          holdsEntry(actor, category, entry) &&
          !(options.isMobile && entry.disabledOnMobile) &&
          (entry.kind !== "environment" || options.hasEnvironmentLinks === true),
      ),
    }))
    .filter((category) => category.entries.length > 0);
}

/**
 * Routes that have no menu entry of their own but belong to one: they need
 * what that entry needs (the creation pages follow `canCreateAccounts` instead).
 */
const routeEntryAliases: Partial<Record<RouteId, RouteId>> = {
  usersDashboard: "accounts",
  advertisementsCreate: "advertisementsList",
  advertisementsEdit: "advertisementsList",
  codesPrintId: "codesList",
  codesPrintState: "codesList",
  codesPrintCorrelation: "codesList",
  ranPrint: "ran",
  supportTicketNew: "supportTickets",
  supportTicket: "supportTickets",
  webhookEndpoint: "webhooks",
};

/**
 * Route allowed (docs/product.md#accounts-permissions): by the menu entry of the route. Home, account
 * pages and routes with no entry are allowed (the home screen gates its own
 * parts); editing an account is checked against the account itself.
 */
export function isRouteAllowed(
  actor: Actor & Partial<Pick<LeveledActor, "account_manager_level">>,
  routeId: RouteId,
): boolean {
  if (routeId === "home") return true;
  // The creation page opens to whoever may create (its menu entry stays the admins'); without a level, admins only.
  if (routeId === "accountsCreate" || routeId === "usersCreate") {
    const level = actor.account_manager_level;
    return level === undefined ? actor.admin : canCreateAccounts({ ...actor, account_manager_level: level });
  }
  const entryRoute = routeEntryAliases[routeId] ?? routeId;
  for (const category of navigation) {
    const entry = category.entries.find((candidate) => entryRouteId(candidate) === entryRoute);
    if (entry) return holdsEntry(actor, category, entry);
  }
  return true;
}

export function canManageAccounts(actor: Actor): boolean {
  return actor.admin || actor.roles.administration["accounts.create"] === 1;
}

/**
 * Vendor-admin levels (docs/product.md#accounts-permissions): what the actor may change on the
 * accounts they reach. An admin manages both; someone without account management neither; a
 * non-admin account manager what their level says.
 */
export function accountManagerRights(actor: LeveledActor): AccountManagerRights {
  if (actor.admin) return { contacts: true, features: true };
  if (!canManageAccounts(actor)) return { contacts: false, features: false };
  return accountManagerLevelRights[actor.account_manager_level];
}

/**
 * Creating an account is managing contacts (docs/product.md#accounts-permissions): admins, and
 * account managers whose level holds contacts. The menu's creation entry stays the admins'
 * (docs/product.md#navigation-menu); managers reach the page from the accounts list.
 */
export function canCreateAccounts(actor: LeveledActor): boolean {
  return accountManagerRights(actor).contacts;
}

/**
 * docs/product.md#accounts-users: a deactivated account is reactivated by an admin (as only an
 * admin deactivates), never one's own (a deactivated account cannot sign in anyway).
 */
export function canReactivateUser(actor: Actor, target: AccountTarget): boolean {
  return actor.admin && actor.id !== target.id && target.state === "deactivated";
}

/**
 * docs/product.md#accounts-permissions: resend confirmation — admin or accounts.create, not on self, not
 * deleted, unconfirmed; only an admin mails an admin's account.
 */
export function canResendConfirmation(actor: Actor, target: AccountTarget): boolean {
  if (target.admin && !actor.admin) return false;
  return canManageAccounts(actor) && actor.id !== target.id && target.state === "unconfirmed";
}

/**
 * docs/product.md#accounts-permissions: edit — admin or accounts.create, or the user themself. Only an
 * admin edits an admin or a deactivated account. SPEC also names the
 * account's creator: only admins create accounts, so a creator who still
 * has that right edits as an admin; one who lost it keeps no exception
 *.
 */
export function canEditUser(actor: Actor, target: AccountTarget): boolean {
  if (actor.admin) return true;
  if (target.admin || target.state === "deactivated") return false;
  return canManageAccounts(actor) || actor.id === target.id;
}

/** docs/product.md#accounts-permissions: delete — admin only, not on self, a confirmed account. */
export function canDeleteUser(actor: Actor, target: AccountTarget): boolean {
  return actor.admin && actor.id !== target.id && target.state === "confirmed";
}

/**
 * docs/product.md#accounts-permissions: log-as — admin or accounts.create, not on self. Beyond SPEC: only
 * an admin logs in as an admin, and a deactivated account cannot be entered
 * (it could not sign in either).
 */
export function canLogAs(actor: Actor, target: AccountTarget): boolean {
  if (!canManageAccounts(actor) || actor.id === target.id || target.state === "deactivated") return false;
  return actor.admin || !target.admin;
}

/** docs/product.md#accounts-roles: only an admin makes admins or sets the role type; others grant only roles they hold. */
export function grantableRoleKeys(actor: Actor, actorFlags: Partial<Record<RoleFlagKey, 0 | 1>>): RoleFlagKey[] {
  if (actor.admin) return [...roleFlagKeys];
  return roleFlagKeys.filter((key) => actorFlags[key] === 1);
}

export function canGrantAdmin(actor: Actor): boolean {
  return actor.admin;
}

/** docs/product.md#navigation-menu top menu: the beta link for admins or center_beta. */
export function canSeeBetaLink(actor: Actor): boolean {
  return actor.admin || actor.roles.center_beta === 1;
}

/** Home (docs/product.md#home-screen): the incidents card for admin or the support role. */
export function canSeeIncidentsCard(actor: Actor): boolean {
  return actor.admin || actor.roles.support === 1;
}

/** docs/product.md#accounts-permissions: the home quick overview needs network status.home, marker details status.monitoring. */
export function canSeeQuickOverview(actor: Actor): boolean {
  return actor.roles.network["status.home"] === 1;
}

export function canSeeMarkerDetails(actor: Actor): boolean {
  return actor.roles.network["status.monitoring"] === 1;
}

/** docs/product.md#accounts-validation: the RAN-access option needs roles.ran = 1. */
export function canGrantRanAccess(actor: Actor): boolean {
  return actor.roles.ran === 1;
}

/** Token page (docs/product.md#accounts-api-token), : the API token needs the api role. */
export function canUseApiToken(actor: Actor): boolean {
  return actor.roles.administration.api === 1;
}

/** Private Wi-Fi spaces (docs/private-wifi.md#roles): the `ran` role, on the caller's sites; admins on every site. */
export function canManagePrivateWifi(actor: Actor): boolean {
  return actor.admin || actor.roles.ran === 1;
}

/** Site tools (docs/site-tools.md#roles): a line's speed test and a site's diagnosis need the `speedtest` role. */
export function canRunSiteTools(actor: Actor): boolean {
  return actor.admin || actor.roles.network.speedtest === 1;
}

/** Organism security (docs/security.md "Organism security"): IP ranges and required two-factor, admins only. */
export function canManageOrganismSecurity(actor: Actor): boolean {
  return actor.admin;
}
