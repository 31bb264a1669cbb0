import type { Database } from "../../db";
import { findLocationNames } from "../locations";
import { type MailRequest, queueMail } from "../mail";
import { findMailRecipients, findOrganismRoleHolders, findPeopleByIds, type MailRecipient } from "../users";
import { findWebhookEndpointForMail } from "./webhook-endpoint-health.repository";

type WebhookOwnerMail = "webhook_endpoint_disabled" | "webhook_endpoint_enabled";

export type WebhookOwnerMailDependencies = {
  /** Pass the transaction that disables or enables the endpoint: the mails exist exactly when it commits. */
  db: Database;
  now: () => Date;
  /** The console's address, which the mail's link starts with (`app.config.publicUrl`). */
  publicUrl: string;
  /** Writes a mail to the outbox in the given transaction (`app.mail.sendMail`); the mail module's `queueMail` when absent. */
  queueMail?: (db: Database, mail: MailRequest<WebhookOwnerMail>) => Promise<unknown>;
};

/**
 * An endpoint's owners (docs/webhooks.md#disabling): the active accounts holding the `api` role with
 * its organism assigned as a whole, and the account that created it if still active, each once.
 */
async function endpointOwners(db: Database, organismId: number, creatorId: number | null): Promise<MailRecipient[]> {
  const holders = await findOrganismRoleHolders(db, organismId, "api");
  const creator = creatorId === null ? [] : await findMailRecipients(db, [creatorId]);
  const owners = new Map<number, MailRecipient>();
  for (const person of [...holders, ...creator]) owners.set(person.id, person);
  return [...owners.values()];
}

/**
 * Mails an endpoint's owners, each in their language, that it was disabled for its failures (its
 * address, organism, failing streak, last error) or enabled again (by whom), with a link to its page in
 * the console. Writes to the outbox in `deps.db`: pass the transaction of the change. Answers how many
 * mails were written (none when the endpoint is gone).
 */
export async function mailWebhookEndpointOwners(
  deps: WebhookOwnerMailDependencies,
  endpointId: number,
  change: "disabled",
): Promise<number>;
export async function mailWebhookEndpointOwners(
  deps: WebhookOwnerMailDependencies,
  endpointId: number,
  change: "enabled",
  enabledBy: { userId: number },
): Promise<number>;
export async function mailWebhookEndpointOwners(
  deps: WebhookOwnerMailDependencies,
  endpointId: number,
  change: "disabled" | "enabled",
  enabledBy?: { userId: number },
): Promise<number> {
  const { db } = deps;
  const endpoint = await findWebhookEndpointForMail(db, endpointId);
  if (!endpoint) return 0;
  const owners = await endpointOwners(db, endpoint.organismId, endpoint.createdByUserId);
  if (owners.length === 0) return 0;
  const names = await findLocationNames(db, { organismIds: [endpoint.organismId], siteIds: [] });
  const organismName = names.organisms.get(endpoint.organismId) ?? "";
  const link = `${deps.publicUrl}/administration/webhooks/${endpoint.id}`;
  const now = deps.now();
  const write = deps.queueMail ?? ((tx: Database, mail: MailRequest<WebhookOwnerMail>) => queueMail(tx, mail, now));

  let enabledByName = "";
  if (change === "enabled" && enabledBy) {
    const person = (await findPeopleByIds(db, [enabledBy.userId])).get(enabledBy.userId);
    enabledByName = person ? `${person.firstName} ${person.lastName}`.trim() : "";
  }
  for (const owner of owners) {
    const common = { firstName: owner.firstName, url: endpoint.url, organismName, link };
    await write(
      db,
      change === "disabled"
        ? {
            to: owner.email,
            language: owner.language,
            template: "webhook_endpoint_disabled",
            params: {
              ...common,
              failingSince: endpoint.failingSince ?? now,
              lastFailure: { status: endpoint.lastStatus, error: endpoint.lastError },
            },
          }
        : {
            to: owner.email,
            language: owner.language,
            template: "webhook_endpoint_enabled",
            params: { ...common, enabledBy: enabledByName || "Ondine" },
          },
    );
  }
  return owners.length;
}
