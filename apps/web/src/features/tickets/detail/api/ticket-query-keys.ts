/** Every ticket query starts with this key, so a change to a ticket refreshes the lists that show it. */
export const ticketsQueryKey = ["tickets"] as const;

export function ticketQueryKey(id: number) {
  return [...ticketsQueryKey, "detail", id] as const;
}
