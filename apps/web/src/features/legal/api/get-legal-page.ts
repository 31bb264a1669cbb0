import { type Language, type LegalPage, type LegalPageAnswer, legalPageAnswerSchema } from "@ondine/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiCall } from "../../../api/client";

/** GET /legal/{page}?language= (docs/legal.md): the page's Markdown in that language, or the nearest one kept. */
export function getLegalPage(page: LegalPage, language: Language, signal?: AbortSignal): Promise<LegalPageAnswer> {
  return apiCall("GET", `/legal/${page}`, legalPageAnswerSchema, { query: { language }, signal });
}

export function legalPageQueryOptions(page: LegalPage, language: Language) {
  return queryOptions({
    queryKey: ["legal", page, language],
    queryFn: ({ signal }) => getLegalPage(page, language, signal),
    // The server lets the browser keep the answer 5 minutes (docs/legal.md): no sooner asked again.
    staleTime: 5 * 60_000,
  });
}

export function useLegalPage(page: LegalPage, language: Language) {
  return useQuery(legalPageQueryOptions(page, language));
}
