import { canUseApiToken, isApiTokenExpired } from "@ondine/domain";
import type { Database } from "../../db";
import { sha256Hex } from "../../security/secret-tokens";
import { buildActor, type RequestActor } from "./actor";
import { shouldRecordApiTokenUse } from "./api-token-policy";
import { recordApiTokenUse } from "./api-token-uses.repository";
import type { CachedApiToken, PrincipalCache } from "./principal-cache";
import { findApiTokenOwner, findLocationRefs } from "./sessions.repository";

/** What an X-API-TOKEN acts as: its owner, or why not (both answer 401, with their own message). */
export type ApiTokenCheck = { kind: "valid"; actor: RequestActor } | { kind: "expired" } | { kind: "refused" };

/**
 * The owner of an API token at `now`: an active, confirmed account that
 * still holds the api role (or is an admin, docs/security.md "API token"),
 * while the token has not expired. From `cache` when it holds it (read
 * again after any change to the account). Records the use, at most once a
 * minute.
 */
export async function checkApiToken(
  db: Database,
  apiToken: string,
  now: Date,
  cache?: PrincipalCache,
): Promise<ApiTokenCheck> {
  const tokenHash = sha256Hex(apiToken);
  const loadedAt = cache?.generationNow() ?? 0;
  let token = cache?.apiToken(tokenHash);
  const fromCache = token !== undefined;
  token ??= await loadApiToken(db, tokenHash);
  if (!token) return { kind: "refused" };
  // Checked on every request, cached ones too: nothing notifies the cache when a token runs out.
  if (isApiTokenExpired(token.expiresAt, now)) {
    cache?.forgetApiToken(tokenHash);
    return { kind: "expired" };
  }
  if (!fromCache) cache?.storeApiToken(tokenHash, token, loadedAt);
  if (shouldRecordApiTokenUse(token.lastUsedAt, now)) {
    // The write notifies nobody (migration 0010): the cached entry keeps the time itself.
    token.lastUsedAt = now;
    await recordApiTokenUse(db, { userId: token.actor.id, tokenHash, usedAt: now });
  }
  return { kind: "valid", actor: token.actor };
}

/** The token's owner as a request would act as them, read from the database; undefined when refused. */
export async function loadApiToken(db: Database, tokenHash: string): Promise<CachedApiToken | undefined> {
  const owner = await findApiTokenOwner(db, tokenHash);
  if (!owner) return undefined;
  const actor = buildActor(owner, await findLocationRefs(db, owner.id), {
    apiToken: { readOnly: owner.apiTokenReadOnly },
  });
  if (!canUseApiToken(actor)) return undefined;
  return { actor, expiresAt: owner.apiTokenExpiresAt, lastUsedAt: owner.apiTokenLastUsedAt };
}
