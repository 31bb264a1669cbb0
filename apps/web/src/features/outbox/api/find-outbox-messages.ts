import { type OutboxPage, outboxPageSchema } from "@ondine/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiCall } from "../../../api/client";

/** GET /admin/outbox?page=: mails and SMS, held or sent, newest first (admins only). */
export function findOutboxMessages(page: number, signal?: AbortSignal): Promise<OutboxPage> {
  return apiCall("GET", "/admin/outbox", outboxPageSchema, { query: { page }, signal });
}

export function outboxQueryOptions(page?: number) {
  return queryOptions({
    queryKey: page === undefined ? ["outbox"] : ["outbox", page],
    queryFn: ({ signal }) => findOutboxMessages(page ?? 1, signal),
    placeholderData: keepPreviousData,
  });
}

export function useOutboxMessages(page: number) {
  return useQuery(outboxQueryOptions(page));
}
