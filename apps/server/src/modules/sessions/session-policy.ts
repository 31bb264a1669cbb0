const hour = 3_600_000;
const day = 24 * hour;

/** A session not used for this long ends (unless "remember me" was ticked). */
export const sessionIdleTimeoutMs = 12 * hour;
/** A session ends this long after sign-in, however busy. */
export const sessionMaxAgeMs = 14 * day;
/** ...or this long with "remember me". */
export const rememberedSessionMaxAgeMs = 30 * day;
/** last_seen_at is written at most this often, not on every request. */
export const sessionTouchIntervalMs = 60_000;

export function sessionExpiresAt(startedAt: Date, rememberMe: boolean): Date {
  return new Date(startedAt.getTime() + (rememberMe ? rememberedSessionMaxAgeMs : sessionMaxAgeMs));
}

/**
 * Whether a session still holds at `now`. "Remember me" keeps a browser
 * signed in across idle days (as a remember-me cookie would), up to its
 * 30-day end; other sessions also end after 12 idle hours.
 */
export function isSessionLive(session: { lastSeenAt: Date; expiresAt: Date; rememberMe: boolean }, now: Date): boolean {
  if (now.getTime() >= session.expiresAt.getTime()) return false;
  return session.rememberMe || now.getTime() - session.lastSeenAt.getTime() < sessionIdleTimeoutMs;
}

export function shouldTouchSession(lastSeenAt: Date, now: Date): boolean {
  return now.getTime() - lastSeenAt.getTime() >= sessionTouchIntervalMs;
}
