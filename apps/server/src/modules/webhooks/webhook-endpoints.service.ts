import {
  type WebhookEndpoint,
  type WebhookEndpointCreate,
  type WebhookEndpointList,
  type WebhookEndpointQuery,
  type WebhookEndpointUpdate,
  type WebhookEndpointWithSecret,
  webhookLimits,
  webhookUrlErrors,
} from "@ondine/domain";
import type { Database } from "../../db";
import { AppError } from "../../errors/app-error";
import type { ModuleDependencies } from "../../module-dependencies";
import type { ScopedLocation } from "../../scope/in-scope";
import { findLocationNames, findLocationsInScope } from "../locations";
import { refusedWebhookAddress } from "./webhook-address-guard";
import { presentWebhookEndpoint, withoutDeliveries } from "./webhook-endpoint.presenter";
import {
  countOrganismEndpoints,
  deleteWebhookEndpoint,
  findEndpointInScope,
  findEndpointsWithCounts,
  insertWebhookEndpoint,
  lockOrganismEndpoints,
  updateWebhookEndpoint,
  type WebhookEndpointRow,
  type WebhookEndpointWithCounts,
} from "./webhook-endpoints.repository";
import { mailWebhookEndpointOwners } from "./webhook-owner-mail";
import { newWebhookSecret } from "./webhook-signature";
import { recordWebhooksAudit } from "./webhooks-audit";
import { assertMayManageWebhooks, type WebhooksCaller } from "./webhooks-caller";
import type { WebhooksDependencies } from "./webhooks-dependencies";

const dayMs = 24 * 3_600_000;

/** The endpoints answered with their organism's name: one look-up for them all. */
async function presentEndpoints(db: Database, rows: readonly WebhookEndpointWithCounts[]): Promise<WebhookEndpoint[]> {
  const names = await findLocationNames(db, {
    organismIds: [...new Set(rows.map((row) => row.organismId))],
    siteIds: [],
  });
  return rows.map((row) => presentWebhookEndpoint(row, names.organisms.get(row.organismId) ?? ""));
}

/** One endpoint of the scope with its health, as `GET /webhooks/endpoints/{id}` answers it. */
async function endpointAnswer(
  deps: Pick<ModuleDependencies, "db" | "now">,
  caller: WebhooksCaller,
  id: number,
): Promise<WebhookEndpoint> {
  const rows = await findEndpointsWithCounts(deps.db, caller.scope, { id }, new Date(deps.now().getTime() - dayMs));
  const [answer] = await presentEndpoints(deps.db, rows);
  if (!answer) throw new AppError("NOT_FOUND", "No such webhook endpoint.");
  return answer;
}

/** The endpoint when its organism is the caller's as a whole (locked for a change when asked), else 404. */
export async function endpointOfCaller(
  db: Database,
  caller: WebhooksCaller,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<WebhookEndpointRow> {
  const endpoint = await findEndpointInScope(db, caller.scope, id, options);
  if (!endpoint) throw new AppError("NOT_FOUND", "No such webhook endpoint.");
  return endpoint;
}

/**
 * What the server refuses of a receiver's URL beyond its shape
 * (docs/webhooks.md#endpoints "The URL"), as the address guard says
 * (docs/webhooks.md#guard): plain http unless `WEBHOOKS_ALLOW_LOCAL`, and a
 * host that is or resolves to a refused address; 422 on `url`. A name that
 * does not resolve yet is kept: each attempt asks again, and logs `dns`.
 */
async function assertReceiverAllowed(deps: Pick<WebhooksDependencies, "allowLocal">, url: string): Promise<void> {
  const checked = await refusedWebhookAddress(new URL(url), { allowLocal: deps.allowLocal });
  if (!("refused" in checked) || checked.refused === "dns") return;
  const problem =
    checked.refused === "https_required" ? webhookUrlErrors.httpsRequired : webhookUrlErrors.addressRefused;
  throw new AppError("INVALID_PARAMETERS", "The receiver's address is refused.", { url: [problem] });
}

/** `GET /webhooks/endpoints`: the endpoints of the caller's organisms (of one when given), each with its health. */
export async function listWebhookEndpoints(
  deps: Pick<ModuleDependencies, "db" | "now">,
  caller: WebhooksCaller,
  query: WebhookEndpointQuery,
): Promise<WebhookEndpointList> {
  assertMayManageWebhooks(caller);
  const rows = await findEndpointsWithCounts(
    deps.db,
    caller.scope,
    { organismId: query.organism_id },
    new Date(deps.now().getTime() - dayMs),
  );
  return { endpoints: await presentEndpoints(deps.db, rows) };
}

/** `GET /webhooks/endpoints/{id}`: one endpoint of the caller's organisms with its health; another's 404. */
export function getWebhookEndpoint(
  deps: Pick<ModuleDependencies, "db" | "now">,
  caller: WebhooksCaller,
  id: number,
): Promise<WebhookEndpoint> {
  assertMayManageWebhooks(caller);
  return endpointAnswer(deps, caller, id);
}

/**
 * `POST /webhooks/endpoints`: an endpoint on an organism the caller holds as
 * a whole (404 otherwise, as for one that does not exist), its URL allowed
 * (422 on `url`), at most 20 on the organism (422 on `organism_id`). One
 * transaction, under the organism's lock, counts, writes it with a new
 * secret and its audit line; the secret is answered this once.
 */
export async function createWebhookEndpoint(
  deps: WebhooksDependencies,
  caller: WebhooksCaller,
  input: WebhookEndpointCreate,
): Promise<WebhookEndpointWithSecret> {
  assertMayManageWebhooks(caller);
  const [organism] = await findLocationsInScope(deps.db, caller.scope, [{ type: "Organism", id: input.organism_id }]);
  if (!organism) throw new AppError("NOT_FOUND", "No such organism.");
  await assertReceiverAllowed(deps, input.url);
  const now = deps.now();
  const secret = newWebhookSecret();
  const row = await deps.db.transaction(async (tx) => {
    await assertRoomForEndpoint(tx, organism);
    const inserted = await insertWebhookEndpoint(tx, organism, {
      url: input.url,
      description: input.description,
      eventTypes: input.event_types,
      enabled: input.enabled,
      disabledReason: input.enabled ? null : "manual",
      disabledAt: input.enabled ? null : now,
      secret,
      createdByUserId: caller.actor.id,
      createdAt: now,
      updatedAt: now,
    });
    await recordWebhooksAudit(tx, caller, "webhooks.endpoint_created", inserted, {
      event_types: inserted.eventTypes,
      enabled: inserted.enabled,
    });
    return inserted;
  });
  const [endpoint] = await presentEndpoints(deps.db, [withoutDeliveries(row)]);
  if (!endpoint) throw new Error("createWebhookEndpoint: the endpoint just written is gone");
  return { endpoint, secret };
}

async function assertRoomForEndpoint(tx: Database, organism: ScopedLocation): Promise<void> {
  await lockOrganismEndpoints(tx, organism);
  if ((await countOrganismEndpoints(tx, organism)) >= webhookLimits.endpointsPerOrganism) {
    throw new AppError("INVALID_PARAMETERS", "The organism has as many endpoints as it may.", {
      organism_id: ["webhooks.errors.too_many_endpoints"],
    });
  }
}

/**
 * `PATCH /webhooks/endpoints/{id}` (docs/webhooks.md#endpoints "Disabled"):
 * the URL (checked as on creation), description and events; `enabled: false`
 * disables it (reason `manual`), `enabled: true` on a disabled one starts it
 * afresh (its failing streak forgotten) and, when the failures had disabled
 * it, mails its owners in the same transaction. Audited with what changed.
 */
export async function updateWebhookEndpointSettings(
  deps: WebhooksDependencies,
  caller: WebhooksCaller,
  id: number,
  input: WebhookEndpointUpdate,
): Promise<WebhookEndpoint> {
  assertMayManageWebhooks(caller);
  const found = await endpointOfCaller(deps.db, caller, id);
  if (input.url !== undefined && input.url !== found.url) await assertReceiverAllowed(deps, input.url);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const endpoint = await endpointOfCaller(tx, caller, id, { forUpdate: true });
    const changes: Partial<WebhookEndpointRow> = {};
    if (input.url !== undefined && input.url !== endpoint.url) changes.url = input.url;
    if (input.description !== undefined && input.description !== endpoint.description) {
      changes.description = input.description;
    }
    if (input.event_types !== undefined && input.event_types.join(",") !== endpoint.eventTypes.join(",")) {
      changes.eventTypes = input.event_types;
    }
    const reenabledAfterFailures = input.enabled === true && endpoint.disabledReason === "failing";
    if (input.enabled === true && !endpoint.enabled) {
      Object.assign(changes, { enabled: true, disabledReason: null, disabledAt: null, failingSince: null });
    } else if (input.enabled === false && endpoint.enabled) {
      Object.assign(changes, { enabled: false, disabledReason: "manual", disabledAt: now });
    }
    if (Object.keys(changes).length === 0) return;
    const written = await updateWebhookEndpoint(tx, endpoint, { ...changes, updatedAt: now });
    await recordWebhooksAudit(tx, caller, "webhooks.endpoint_updated", written, {
      // The fields as the call names them.
      changed: (["url", "description", "eventTypes", "enabled"] as const)
        .filter((key) => key in changes)
        .map((key) => (key === "eventTypes" ? "event_types" : key)),
      ...(changes.url === undefined ? {} : { previous_url: endpoint.url }),
      enabled: written.enabled,
    });
    if (reenabledAfterFailures) {
      await mailWebhookEndpointOwners({ ...deps, db: tx }, written.id, "enabled", { userId: caller.actor.id });
    }
  });
  return endpointAnswer(deps, caller, id);
}

/** `DELETE /webhooks/endpoints/{id}`: the endpoint, its deliveries and its log go; audited. */
export async function deleteWebhookEndpointOfCaller(
  deps: Pick<ModuleDependencies, "db" | "now">,
  caller: WebhooksCaller,
  id: number,
): Promise<void> {
  assertMayManageWebhooks(caller);
  await deps.db.transaction(async (tx) => {
    const endpoint = await endpointOfCaller(tx, caller, id, { forUpdate: true });
    await deleteWebhookEndpoint(tx, endpoint);
    await recordWebhooksAudit(tx, caller, "webhooks.endpoint_deleted", endpoint);
  });
}

/**
 * `POST /webhooks/endpoints/{id}/secret` (docs/webhooks.md#endpoints
 * "Rotation"): a new secret, answered once; the one it replaces still signs
 * for `secretOverlapMs` (a rotation during an overlap drops the older one:
 * two secrets at most). Audited, never with a secret.
 */
export async function rotateWebhookSecret(
  deps: Pick<ModuleDependencies, "db" | "now">,
  caller: WebhooksCaller,
  id: number,
): Promise<WebhookEndpointWithSecret> {
  assertMayManageWebhooks(caller);
  const now = deps.now();
  const secret = newWebhookSecret();
  await deps.db.transaction(async (tx) => {
    const endpoint = await endpointOfCaller(tx, caller, id, { forUpdate: true });
    const written = await updateWebhookEndpoint(tx, endpoint, {
      secret,
      previousSecret: endpoint.secret,
      previousSecretExpiresAt: new Date(now.getTime() + webhookLimits.secretOverlapMs),
      updatedAt: now,
    });
    await recordWebhooksAudit(tx, caller, "webhooks.secret_rotated", written, {
      previous_secret_expires_at: written.previousSecretExpiresAt?.toISOString() ?? null,
    });
  });
  return { endpoint: await endpointAnswer(deps, caller, id), secret };
}
