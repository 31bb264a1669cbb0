/** A token's last use is written at most this often, not on every request (as a session's activity). */
export const apiTokenUseIntervalMs = 60_000;

export function shouldRecordApiTokenUse(lastUsedAt: Date | null, now: Date): boolean {
  return lastUsedAt === null || now.getTime() - lastUsedAt.getTime() >= apiTokenUseIntervalMs;
}
