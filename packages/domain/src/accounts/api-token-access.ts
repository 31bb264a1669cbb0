/** Who holds a request: a session never reads only; an API token may (docs/api.md "API tokens"). */
export interface TokenRestrictedActor {
  apiTokenReadOnly: boolean;
}

/**
 * Whether the actor may change anything: not through a read-only API
 * token. The server asks it of every state-changing call (and GraphQL of
 * every mutation); reads stay open.
 */
export function canChangeState(actor: TokenRestrictedActor): boolean {
  return !actor.apiTokenReadOnly;
}
