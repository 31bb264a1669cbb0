import { createMemoryHistory } from "@tanstack/react-router";
import { render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, onTestFinished } from "vitest";
import { createQueryClient } from "../../api/query-client";
import { couponsQueryKey, couponsQueryOptions } from "../../features/codes/api/find-coupons";
import { printCouponsQueryOptions } from "../../features/codes/api/find-print-coupons";
import { codesListHash, codesListStateFromHash } from "../../features/codes/codes-list-state";
import { applyLanguage } from "../../i18n/change-language";
import { initialLanguage } from "../../i18n/language-preference";
import { couponDocument, couponsAnswer, locationsAnswer } from "../../testing/codes-fixtures";
import { signInAs, testUser } from "../../testing/users";
import { App } from "../app";
import { prefetchScreen as prefetchPrintScreen } from "../screens/codes-print-correlation-screen";
import { createAppRouter } from "./router";

const manager = () => testUser({ granted: ["code"] });
const batch = "c0ffee00-0000-4000-8000-000000000003";

/** The router alone at `url`: its guard and loaders have run, nothing is drawn. */
async function loadRoute(url: string) {
  await applyLanguage(initialLanguage(new URL(url, "http://localhost").search));
  const queryClient = createQueryClient();
  onTestFinished(() => queryClient.clear());
  const router = createAppRouter({ queryClient, history: createMemoryHistory({ initialEntries: [url] }) });
  await router.load();
  return { queryClient, router };
}

/** The codes searches sent, but the print page's count of disabled codes (size 0). */
const codesSearches = (api: ReturnType<typeof signInAs>) =>
  api.callsTo("POST /es_proxy/coupons/_search").filter((call) => (call.body as { size?: number }).size !== 0);

// The whole console renders: slower than a unit test on a busy machine.
describe("the codes routes' loaders (docs/performance.md)", { timeout: 60_000 }, () => {
  it("starts a batch's search before the print page draws, under the key the page reads", async () => {
    const codes = [0, 1, 2].map((index) =>
      couponDocument({ id: 100 + index, code: `PR00000${index}`, correlation_id: batch }),
    );
    const api = signInAs(manager(), { ...locationsAnswer(), "POST /es_proxy/coupons/_search": couponsAnswer(codes) });
    const { queryClient, router } = await loadRoute(`/codes/print/correlation/${batch}?lang=en`);

    const key = printCouponsQueryOptions({ mode: "correlation", correlationId: batch }).queryKey;
    await waitFor(() => expect(queryClient.getQueryState(key)?.status).toBe("success"));
    expect(codesSearches(api)).toHaveLength(1);

    render(<App router={router} queryClient={queryClient} env="test" />);
    expect(await screen.findByRole("heading", { name: "3 codes to print" }, { timeout: 20_000 })).toBeInTheDocument();
    // The page read the loader's answer rather than asking again.
    expect(codesSearches(api)).toHaveLength(1);
  });

  it("starts nothing, and throws nothing, without a batch id", () => {
    const queryClient = createQueryClient();
    expect(() => prefetchPrintScreen(queryClient, {}, { params: {} })).not.toThrow();
    expect(queryClient.getQueryCache().findAll({ queryKey: couponsQueryKey })).toEqual([]);
  });

  it("opens a print address naming no batch without an error: the page has nothing to print", async () => {
    signInAs(manager(), { ...locationsAnswer(), "POST /es_proxy/coupons/_search": couponsAnswer([]) });
    const { router, queryClient } = await loadRoute("/codes/print/correlation/%20no%20such%20batch?lang=en");
    expect(router.state.matches.map((match) => match.status)).not.toContain("error");

    render(<App router={router} queryClient={queryClient} env="test" />);
    expect(await screen.findByText("No codes to print.", undefined, { timeout: 20_000 })).toBeInTheDocument();
  });

  it("starts the list's first search before it draws, pre-filtered by the address' location", async () => {
    const api = signInAs(manager(), {
      ...locationsAnswer(),
      "POST /es_proxy/coupons/_search": couponsAnswer([couponDocument({ code: "KX7PQ2MD" })]),
    });
    const { queryClient, router } = await loadRoute("/codes/list?location_site=12&lang=en");

    // The site's organism comes from the caller's locations, as the screen's pre-filter takes it.
    const key = couponsQueryOptions({ organism: 7, site: 12 }).queryKey;
    await waitFor(() => expect(queryClient.getQueryState(key)?.status).toBe("success"));
    const pageSearches = () => codesSearches(api).filter((call) => (call.body as { size: number }).size > 0);
    expect(pageSearches()).toHaveLength(1);

    render(<App router={router} queryClient={queryClient} env="test" />);
    expect(await screen.findByText("KX7PQ2MD", undefined, { timeout: 20_000 })).toBeInTheDocument();
    expect(codesListStateFromHash(router.state.location.hash)).toEqual({ organism: 7, site: 12 });
    expect(pageSearches()).toHaveLength(1);
  });

  it("starts the search of the state in the address' hash", async () => {
    signInAs(manager(), {
      ...locationsAnswer(),
      "POST /es_proxy/coupons/_search": couponsAnswer([couponDocument({ code: "AB12CD34" })]),
    });
    const state = { q: "Dupont", status: "used", organism: 7, view: "table", coupon: 4 } as const;
    const { queryClient } = await loadRoute(`/codes/list?location_organism=7&lang=en#${codesListHash(state)}`);

    // The view and the open code are not part of the search.
    const key = couponsQueryOptions(state).queryKey;
    expect(key).toEqual(couponsQueryOptions({ q: "Dupont", status: "used", organism: 7 }).queryKey);
    await waitFor(() => expect(queryClient.getQueryState(key)?.status).toBe("success"));
  });
});
