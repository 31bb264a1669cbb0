import { type TicketPerson, ticketAssigneesAnswerSchema } from "@ondine/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiCall } from "../../../../api/client";
import { ticketsQueryKey } from "./ticket-query-keys";

/** GET /tickets/assignees (docs/tickets.md#calls): the support desk, to assign a ticket to. */
export async function findTicketAssignees(signal?: AbortSignal): Promise<TicketPerson[]> {
  const answer = await apiCall("GET", "/tickets/assignees", ticketAssigneesAnswerSchema, { signal });
  return answer.assignees;
}

export function ticketAssigneesQueryOptions() {
  return queryOptions({
    queryKey: [...ticketsQueryKey, "assignees"] as const,
    queryFn: ({ signal }) => findTicketAssignees(signal),
    // The desk changes rarely; one read serves every ticket opened meanwhile.
    staleTime: 5 * 60_000,
  });
}

/** Read only for the desk (`enabled`): a customer's call would answer 403. */
export function useTicketAssignees(enabled: boolean) {
  return useQuery({ ...ticketAssigneesQueryOptions(), enabled });
}
