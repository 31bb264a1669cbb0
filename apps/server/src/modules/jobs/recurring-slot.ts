/**
 * The slot of a recurring job that `now` falls in: intervals counted from
 * the Unix epoch (a daily slot starts at 00:00 UTC), so every instance finds
 * the same start, and the key it is enqueued under, which is that start.
 */
export function recurringSlot(now: Date, intervalMs: number): { start: Date; key: string } {
  const start = new Date(Math.floor(now.getTime() / intervalMs) * intervalMs);
  return { start, key: start.toISOString() };
}

/** When the slot after the one `now` falls in starts. */
export function nextSlotStart(now: Date, intervalMs: number): Date {
  return new Date(recurringSlot(now, intervalMs).start.getTime() + intervalMs);
}
