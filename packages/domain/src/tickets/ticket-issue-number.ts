// The number customers quote for a ticket (docs/tickets.md#model): `T-` and
// the id on six digits, written and read here only.

/** `T-000042` for ticket 42 (more digits past 999,999). */
export function ticketIssueNumber(id: number): string {
  return `T-${String(id).padStart(6, "0")}`;
}

/** The ticket id a search names by its issue number (`T-000042`, `t42`, `000042`, `42`), else undefined. */
export function ticketIdOfIssueNumber(text: string): number | undefined {
  const match = /^\s*(?:T-?)?0*(\d{1,9})\s*$/i.exec(text);
  if (!match?.[1]) return undefined;
  const id = Number(match[1]);
  return id > 0 && id <= 2_147_483_647 ? id : undefined;
}
