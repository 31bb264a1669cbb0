import type { Page } from "playwright-core";

export interface SeenSite {
  id: number;
  type: string;
  name: string;
  organism_id: number;
  organism_name: string;
  state: string | null;
}

/** The sites the signed-in page may see, through the search proxy with the page's own session. */
export async function sitesSeenBy(page: Page): Promise<SeenSite[]> {
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === "ondine_csrf")?.value ?? "";
  const response = await page.request.post("/api/es_proxy/locations/_search", {
    headers: { "X-CSRF-Token": csrf },
    data: { size: 3000, query: { term: { type: "Site" } } },
  });
  if (!response.ok()) throw new Error(`the locations search answered ${response.status()}`);
  const answer = (await response.json()) as { hits: { hits: { _source: SeenSite }[] } };
  return answer.hits.hits.map((hit) => hit._source);
}
