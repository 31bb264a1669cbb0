import { LRUCache } from "lru-cache";
import type { RequestActor } from "./actor";

/** The channel migration 0009's triggers notify. */
export const principalChannel = "ondine_principals";

/** A second fence behind the notifications: an entry is read again from the database after this long. */
export const principalMaxAgeMs = 5 * 60_000;
const maxEntries = 10_000;

/** A resolved session as the cache keeps it: what the request needs, and the times the idle timeout reads. */
export type CachedSession = {
  actor: RequestActor;
  csrfToken: string;
  userId: number;
  impersonatorId: number | null;
  rememberMe: boolean;
  lastSeenAt: Date;
  expiresAt: Date;
};

/**
 * A resolved API token as the cache keeps it: its actor, and the times every
 * request checks (expiry) or writes (last use), which change no entry's
 * validity: the expiry is checked against the clock on every request.
 */
export type CachedApiToken = {
  actor: RequestActor;
  /** The last moment it works; null: never expires. */
  expiresAt: Date | null;
  /** As last written to `api_token_uses`; null: never used. */
  lastUsedAt: Date | null;
};

/** What a notification of the channel names: one user's principals, or anyone's. */
export type PrincipalChange = { userId: number } | "all";

type Entry = ({ kind: "session"; session: CachedSession } | { kind: "api_token"; token: CachedApiToken }) & {
  /** The users whose change drops it. */
  userIds: number[];
};

/**
 * Who sessions and API tokens act as, per process, so that a signed-in
 * request costs no SQL when nothing changed (docs/security.md "Principal
 * cache"). It is only trusted while the database listener is connected.
 * Each change to a session, an account, its locations or the sites an
 * organism brings bumps `principal_changes.version` and notifies
 * `ondine_principals` with it, in the same transaction (migration 0009):
 * `<version>:user:<id>` drops that user's entries, `<version>:all` every
 * entry. A request trusts the cache only once the listener has applied the
 * version the database holds (`caughtUp`): a change committed before the
 * request started, by any process or plain SQL, has then been applied.
 */
export class PrincipalCache {
  private readonly entries = new LRUCache<string, Entry>({
    max: maxEntries,
    ttl: principalMaxAgeMs,
    dispose: (entry, key) => {
      for (const userId of entry.userIds) this.unindex(userId, key);
    },
  });
  /** Keys by user id: the session's user, its impersonator, the token's owner. */
  private readonly keysOfUser = new Map<number, Set<string>>();
  /** Bumped by every invalidation: a load that started before one does not store what it read. */
  private generation = 0;
  private listening = false;
  /** The highest principal_changes.version whose invalidation was applied. */
  private appliedVersion = 0;
  private readonly waiters = new Set<{ version: number; resolve: (caughtUp: boolean) => void }>();
  private readonly watchers = new Set<(change: PrincipalChange) => void>();

  /** Whether entries may be trusted: the listener is connected. */
  get enabled(): boolean {
    return this.listening;
  }

  /** A mark to compare with `generationNow()` before storing a load's result. */
  generationNow(): number {
    return this.generation;
  }

  /**
   * Resolves true once the listener applied `version` (what the database
   * holds now), false when it is lost or takes longer than `timeoutMs`: the
   * request then reads the database.
   */
  caughtUp(version: number, timeoutMs = 2_000): Promise<boolean> {
    if (!this.listening) return Promise.resolve(false);
    if (version <= this.appliedVersion) return Promise.resolve(true);
    return new Promise((resolve) => {
      const waiter = {
        version,
        resolve: (caughtUp: boolean) => {
          clearTimeout(timer);
          this.waiters.delete(waiter);
          resolve(caughtUp);
        },
      };
      const timer = setTimeout(() => waiter.resolve(false), timeoutMs);
      this.waiters.add(waiter);
    });
  }

  session(sessionId: string): CachedSession | undefined {
    if (!this.listening) return undefined;
    const entry = this.entries.get(`s:${sessionId}`);
    return entry?.kind === "session" ? entry.session : undefined;
  }

  storeSession(sessionId: string, session: CachedSession, loadedAt: number): void {
    if (!this.listening || loadedAt !== this.generation) return;
    const key = `s:${sessionId}`;
    const userIds = session.impersonatorId === null ? [session.userId] : [session.userId, session.impersonatorId];
    this.entries.set(key, { kind: "session", session, userIds });
    for (const userId of userIds) this.index(userId, key);
  }

  forgetSession(sessionId: string): void {
    this.entries.delete(`s:${sessionId}`);
  }

  /** What an API token hash acts as, when cached (a refused token is never cached). */
  apiToken(tokenHash: string): CachedApiToken | undefined {
    if (!this.listening) return undefined;
    const entry = this.entries.get(`t:${tokenHash}`);
    return entry?.kind === "api_token" ? entry.token : undefined;
  }

  storeApiToken(tokenHash: string, token: CachedApiToken, loadedAt: number): void {
    if (!this.listening || loadedAt !== this.generation) return;
    const key = `t:${tokenHash}`;
    this.entries.set(key, { kind: "api_token", token, userIds: [token.actor.id] });
    this.index(token.actor.id, key);
  }

  forgetApiToken(tokenHash: string): void {
    this.entries.delete(`t:${tokenHash}`);
  }

  /**
   * Calls `watcher` with each change applied, and with "all" when the
   * listener connects again (changes may have been missed): what holds a
   * principal longer than a request (a live stream) checks it again.
   * Returns the function that stops watching.
   */
  watch(watcher: (change: PrincipalChange) => void): () => void {
    this.watchers.add(watcher);
    return () => this.watchers.delete(watcher);
  }

  /** Applies one notification of the channel: `<version>:user:<id>` or `<version>:all`. */
  receive(payload: string): void {
    const match = /^(\d+):(?:user:(\d+)|all)$/.exec(payload);
    this.generation++;
    if (!match) {
      this.clear();
      this.tellWatchers("all");
      return;
    }
    if (match[2] === undefined) this.clear();
    else this.forgetUser(Number(match[2]));
    this.appliedVersion = Math.max(this.appliedVersion, Number(match[1]));
    for (const waiter of this.waiters) if (waiter.version <= this.appliedVersion) waiter.resolve(true);
    this.tellWatchers(match[2] === undefined ? "all" : { userId: Number(match[2]) });
  }

  /** The listener is connected and the database's version was `version` once it was: entries may be kept. */
  start(version: number): void {
    this.generation++;
    this.clear();
    this.appliedVersion = Math.max(this.appliedVersion, version);
    this.listening = true;
    this.tellWatchers("all");
  }

  /** The listener is lost: nothing is served from the cache, and what it held is dropped. */
  stop(): void {
    this.generation++;
    this.listening = false;
    this.clear();
    for (const waiter of this.waiters) waiter.resolve(false);
  }

  private tellWatchers(change: PrincipalChange): void {
    for (const watcher of [...this.watchers]) watcher(change);
  }

  private forgetUser(userId: number): void {
    const keys = this.keysOfUser.get(userId);
    if (!keys) return;
    for (const key of [...keys]) this.entries.delete(key);
    this.keysOfUser.delete(userId);
  }

  private index(userId: number, key: string): void {
    let keys = this.keysOfUser.get(userId);
    if (!keys) {
      keys = new Set();
      this.keysOfUser.set(userId, keys);
    }
    keys.add(key);
  }

  private unindex(userId: number, key: string): void {
    const keys = this.keysOfUser.get(userId);
    keys?.delete(key);
    if (keys?.size === 0) this.keysOfUser.delete(userId);
  }

  private clear(): void {
    this.entries.clear();
    this.keysOfUser.clear();
  }
}
