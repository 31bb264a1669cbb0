import { isWebhookEndpointToDisable } from "@ondine/domain";
import type { WebhookEndpointHealthAfter } from "./webhook-endpoint-health.repository";
import { disableFailingWebhookEndpoint } from "./webhook-endpoint-health.repository";
import { mailWebhookEndpointOwners, type WebhookOwnerMailDependencies } from "./webhook-owner-mail";

/**
 * After a failed attempt (docs/webhooks.md#disabling): an endpoint whose attempts have failed for 5
 * days (no 2xx since `failing_since`) is disabled (reason `failing`), its pending deliveries turn
 * failed and its owners are mailed, in `deps.db`, the transaction that records the attempt. The
 * disabling is conditional on the endpoint still being enabled, so of two instances' failures at once
 * one disables and mails. Answers whether this call disabled it.
 */
export async function disableWebhookEndpointIfFailing(
  deps: WebhookOwnerMailDependencies,
  endpointId: number,
  health: WebhookEndpointHealthAfter,
): Promise<boolean> {
  const now = deps.now();
  if (!health.enabled || !isWebhookEndpointToDisable(health.failingSince, now)) return false;
  if (!(await disableFailingWebhookEndpoint(deps.db, endpointId, now))) return false;
  await mailWebhookEndpointOwners(deps, endpointId, "disabled");
  return true;
}
