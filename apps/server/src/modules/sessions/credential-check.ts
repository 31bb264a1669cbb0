import { isApiTokenExpired } from "@ondine/domain";
import type { Database } from "../../db";
import { sha256Hex } from "../../security/secret-tokens";
import type { RequestActor } from "./actor";
import { loadApiToken } from "./api-token-check";
import { isSessionLive } from "./session-policy";
import { loadSession } from "./sessions.service";

/** What a request was signed with, kept to check it again after the request (a live stream): never the secret itself. */
export type Credential = { kind: "session"; sessionId: string } | { kind: "api_token"; tokenHash: string };

/** The credential `actor` came from: its session id, or the hash of the X-API-TOKEN header that signed the request. */
export function credentialOf(actor: RequestActor, apiTokenHeader: unknown): Credential {
  if (actor.authenticatedBy === "session" && actor.sessionId !== null) {
    return { kind: "session", sessionId: actor.sessionId };
  }
  if (typeof apiTokenHeader !== "string") throw new Error("credentialOf: an API token actor without its header");
  return { kind: "api_token", tokenHash: sha256Hex(apiTokenHeader) };
}

/**
 * Who the credential acts as now, read from the database, or null when it
 * no longer holds (session ended, idle or expired; token replaced, expired
 * or its owner no longer allowed one). It records nothing: a check is not
 * activity, so an open stream alone does not keep a session from idling out.
 */
export async function readCredentialActor(
  db: Database,
  credential: Credential,
  now: Date,
): Promise<RequestActor | null> {
  if (credential.kind === "session") {
    const session = await loadSession(db, credential.sessionId);
    return session && isSessionLive(session, now) ? session.actor : null;
  }
  const token = await loadApiToken(db, credential.tokenHash);
  return token && !isApiTokenExpired(token.expiresAt, now) ? token.actor : null;
}
