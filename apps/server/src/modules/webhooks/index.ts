// The public surface of this module: everything outside it imports from here (docs/architecture.md "Boundaries").
export {
  recordWebhookEvent,
  recordWebhookEvents,
  type WebhookEventToRecord,
  webhookDispatchKind,
} from "./record-webhook-event";
// The delivery engine (docs/webhooks.md#delivery): the address guard endpoints are saved through, the
// secrets, the owners' mail, the request body the log shows, and the jobs plugins/webhooks.ts registers.
export {
  refusedWebhookAddress,
  type WebhookAddressCheck,
  type WebhookAddressRefusal,
  type WebhookResolver,
} from "./webhook-address-guard";
export {
  defaultWebhookDispatchOptions,
  dispatchWebhooks,
  type WebhookDispatchDependencies,
  type WebhookDispatchOptions,
  type WebhookDispatchReport,
} from "./webhook-dispatch";
export { mailWebhookEndpointOwners, type WebhookOwnerMailDependencies } from "./webhook-owner-mail";
export { pruneWebhookHistory, webhookPruneIntervalMs, webhookPruneKind } from "./webhook-prune";
export { webhookRequestBody } from "./webhook-request-body";
export { newWebhookSecret } from "./webhook-signature";
// The calls of an organism's endpoints, their secret, log and replays (docs/webhooks.md#calls).
export { webhooksRoutes } from "./webhooks.routes";
