// The public surface of this module: everything outside it imports from here (docs/architecture.md "Boundaries").
export { logAsRoutes } from "./log-as.routes";
// The owners of an organism's webhook endpoints, mailed when one is disabled or enabled (docs/webhooks.md#disabling).
export { findOrganismRoleHolders } from "./organism-role-holders.repository";
// For the modules that show or mail people by id (tickets: docs/architecture.md "Who owns which table").
export {
  findMailRecipients,
  findPeopleByIds,
  type MailRecipient,
  type PersonRecord,
} from "./people.repository";
// The same scope for many people and sites at once (the alerts' fan-out, docs/alerts.md#subscriptions).
export { findSiteHolders, type SiteHolderCandidate } from "./site-holders.repository";
// The support desk (docs/tickets.md#who-sees-what): whom tickets are assigned to and mailed.
export {
  findSupportDesk,
  findSupportDeskMailRecipients,
  isActiveSupportDeskMember,
} from "./support-desk.repository";
// A user as the permissions and scopes read them, for work that has a user id rather than a request.
export { type ActorAndScope, actorAndScopeOfUser } from "./user-actor.service";
export { userVisibleTo } from "./user-visibility";
export { usersRoutes } from "./users.routes";
