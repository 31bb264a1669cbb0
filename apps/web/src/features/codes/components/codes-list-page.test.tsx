import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { couponDocument, couponsAnswer, locationsAnswer } from "../../../testing/codes-fixtures";
import type { ApiCall } from "../../../testing/mock-api";
import { onAPhone } from "../../../testing/on-a-phone";
import { renderApp } from "../../../testing/render-app";
import { signInAs, testUser } from "../../../testing/users";
import { codesListHash, codesListStateFromHash, decodeCodesListState } from "../codes-list-state";

const manager = () => testUser({ granted: ["code"] });

type SearchBody = {
  query: { bool: { filter: unknown[]; must?: unknown[] } };
  sort: unknown[];
  from: number;
  size: number;
  track_total_hits: unknown;
};

/** The list's searches: not the detail panel's (by id), not the figures' (no page). */
const listSearches = (api: ReturnType<typeof signInAs>) =>
  api
    .callsTo("POST /es_proxy/coupons/_search")
    .map((call) => call.body as SearchBody)
    .filter((body) => !JSON.stringify(body).includes('"ids"') && body.size > 0);

const lastCouponsSearch = (api: ReturnType<typeof signInAs>) => listSearches(api).at(-1) as SearchBody;

/** The coupons answers of `total` codes, the list's total counted up to the result window as the server does. */
const countedUpToTheWindow = (total: number) => (call: ApiCall) => {
  const answer = couponsAnswer([couponDocument()], total);
  const reply = typeof answer === "function" ? answer(call) : answer;
  const body = call.body as SearchBody;
  if (body.track_total_hits === 10_000 && total > 10_000) {
    (reply.body as { hits: { total: unknown } }).hits.total = { value: 10_000, relation: "gte" };
  }
  return reply;
};

// The whole console renders: slower than a unit test on a busy machine.
describe("codes dashboard (docs/product.md#codes-screens)", { timeout: 30_000 }, () => {
  it("pre-filters by the selected location on first open and writes it into the hash", async () => {
    const coupons = [
      couponDocument({ code: "KX7PQ2MD" }),
      couponDocument({ code: "ZZ9QW4RT", disabled_at: new Date().toISOString() }),
    ];
    const api = signInAs(manager(), {
      ...locationsAnswer(),
      "POST /es_proxy/coupons/_search": couponsAnswer(coupons, 2),
    });
    const { router } = await renderApp("/codes/list?location_site=12&lang=en");

    expect(await screen.findByText("KX7PQ2MD")).toBeInTheDocument();
    await waitFor(() => expect(codesListStateFromHash(router.state.location.hash)).toEqual({ organism: 7, site: 12 }));
    expect(lastCouponsSearch(api).query.bool.filter).toEqual([
      { term: { creator_type: "CenterUser" } },
      { term: { site_id: 12 } },
    ]);
    expect(screen.getByText("2 codes")).toBeInTheDocument();
    // docs/product.md#codes-states statuses on the cards.
    const disabledCard = screen.getByRole("button", { name: "Open code ZZ9QW4RT" });
    expect(within(disabledCard).getByText("Disabled")).toBeInTheDocument();
    expect(within(screen.getByRole("button", { name: "Open code KX7PQ2MD" })).getByText("Valid")).toBeInTheDocument();
  });

  it("reads its search, filters, sort and view back from the hash, and writes the typed search into it", async () => {
    const api = signInAs(manager(), {
      ...locationsAnswer(),
      "POST /es_proxy/coupons/_search": couponsAnswer([couponDocument({ code: "AB12CD34" })], 1),
    });
    const hash = codesListHash({ q: "Dupont", status: "used", sort: "code_asc", view: "table", organism: 7 });
    const { router } = await renderApp(`/codes/list?location_organism=7&lang=en#${hash}`);

    expect(await screen.findByRole("table")).toBeInTheDocument();
    expect(screen.getByRole("cell", { name: "AB12CD34" })).toBeInTheDocument();
    expect(screen.getByLabelText("Search")).toHaveValue("Dupont");
    expect(screen.getByRole("combobox", { name: "Status" })).toHaveValue("Used");
    expect(screen.getByRole("combobox", { name: "Sort by" })).toHaveValue("Code (A to Z)");
    const body = lastCouponsSearch(api);
    expect(body.sort).toEqual([{ code: { order: "asc" } }, { id: { order: "asc" } }]);
    expect(body.query.bool.filter).toContainEqual({ term: { used: true } });
    expect(JSON.stringify(body.query.bool.must)).toContain('{"match_phrase":{"description":"Dupont"}}');

    const user = userEvent.setup();
    const search = screen.getByLabelText("Search");
    await user.clear(search);
    await user.type(search, "ab1");
    await waitFor(() => expect(codesListStateFromHash(router.state.location.hash)?.q).toBe("ab1"));
    await waitFor(() =>
      expect(JSON.stringify(lastCouponsSearch(api).query.bool.must)).toContain('{"prefix":{"code":{"value":"AB1"}}}'),
    );
    // The rest of the state stayed.
    expect(codesListStateFromHash(router.state.location.hash)).toMatchObject({
      status: "used",
      view: "table",
      sort: "code_asc",
    });

    await user.click(screen.getByRole("radio", { name: "List" }));
    await waitFor(() => expect(codesListStateFromHash(router.state.location.hash)?.view).toBe("list"));
    expect(await screen.findByRole("button", { name: "Open code AB12CD34" })).toBeInTheDocument();
  });

  it("says before any click that over 300 results cannot be printed, and prints the dashboard's search under it", async () => {
    const api = signInAs(manager(), {
      ...locationsAnswer(),
      "POST /es_proxy/coupons/_search": couponsAnswer([couponDocument()], 301),
    });
    const { router } = await renderApp(`/codes/list?lang=en#${codesListHash({ organism: 7, status: "valid" })}`);
    const user = userEvent.setup();
    // Unavailable beforehand, its reason read with it: no click answered "Denied".
    const tooMany = await screen.findByRole("button", { name: "Print all 301 codes" });
    expect(tooMany).toHaveAttribute("aria-disabled", "true");
    expect(tooMany).toHaveAccessibleDescription(
      "Cannot print: at most 300 codes at once. Narrow the search (status, offer, dates) to print.",
    );
    await user.click(tooMany);
    expect(router.state.location.pathname).toBe("/codes/list");

    api.answer("POST /es_proxy/coupons/_search", couponsAnswer([couponDocument()], 300));
    await router.navigate({ to: "/codes/list", hash: codesListHash({ organism: 7, status: "expired" }) });
    await user.click(await screen.findByRole("button", { name: "Print all 300 codes" }));
    // The print screen is a chunk of its own: the first load may take a while.
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/codes\/print\/state\//), {
      timeout: 15_000,
    });
    const blob = router.state.location.pathname.split("/").at(-1) ?? "";
    expect(decodeCodesListState(blob)).toEqual({ organism: 7, status: "expired" });
  });

  it("counts only the printable codes for print-all: disabled ones are never printed", async () => {
    // 305 codes, 10 of them disabled (the one on the page among them): 295 printable, within the 300.
    const disabled = couponDocument({ disabled_at: "2026-11-22T10:00:00Z" });
    signInAs(manager(), {
      ...locationsAnswer(),
      "POST /es_proxy/coupons/_search": (call) => {
        const answer = couponsAnswer([disabled], 305);
        const reply = typeof answer === "function" ? answer(call) : answer;
        const body = reply.body as { aggregations: { printable: { doc_count: number } } };
        body.aggregations.printable.doc_count = 295;
        return reply;
      },
    });
    const { router } = await renderApp(`/codes/list?lang=en#${codesListHash({ organism: 7 })}`);
    // The difference with the list's count is said beside the button.
    const printAll = await screen.findByRole("button", { name: "Print all 295 codes" });
    expect(printAll).toHaveAccessibleDescription("The 10 disabled codes are not printed.");
    await userEvent.setup().click(printAll);
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/codes\/print\/state\//), {
      timeout: 15_000,
    });
  });

  it("says more than 10,000 codes when the list's count stopped there, in the interface language", async () => {
    const api = signInAs(manager(), {
      ...locationsAnswer(),
      "POST /es_proxy/coupons/_search": countedUpToTheWindow(45_000),
    });
    await renderApp(`/codes/list?lang=fr#${codesListHash({ organism: 7 })}`);
    expect(await screen.findByTestId("codes-count")).toHaveTextContent(/^Plus de 10\s000 codes$/);
    // The page counts up to the window; the print's and the filters' figures are counted exactly, apart.
    expect(lastCouponsSearch(api).track_total_hits).toBe(10_000);
    const figures = api
      .callsTo("POST /es_proxy/coupons/_search")
      .map((call) => call.body as SearchBody & { aggs?: object })
      .find((body) => body.size === 0);
    expect(figures).toMatchObject({ track_total_hits: true, aggs: { offers: {}, printable: {} } });
    expect(figures?.sort).toBeUndefined();
  });

  it("pages through the results within the search window", async () => {
    const api = signInAs(manager(), {
      ...locationsAnswer(),
      "POST /es_proxy/coupons/_search": countedUpToTheWindow(45_000),
    });
    const { router } = await renderApp(`/codes/list?lang=en#${codesListHash({ organism: 7 })}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Page 3" }));
    await waitFor(() => expect(lastCouponsSearch(api).from).toBe(40));
    expect(screen.getByTestId("codes-count")).toHaveTextContent("More than 10,000 codes");
    expect(codesListStateFromHash(router.state.location.hash)?.page).toBe(3);
    expect(screen.getByText(/Only the first 10,000 codes can be browsed/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Page 500" })).toBeInTheDocument();
  });

  describe("on a phone", () => {
    afterEach(() => vi.restoreAllMocks());

    it("folds sort, view and filters under one button that counts the active filters", async () => {
      onAPhone();
      signInAs(manager(), {
        ...locationsAnswer(),
        "POST /es_proxy/coupons/_search": couponsAnswer([couponDocument({ code: "KX7PQ2MD" })], 1),
      });
      const user = userEvent.setup();
      await renderApp(`/codes/list?lang=en#${codesListHash({ organism: 7, site: 12, status: "valid" })}`);

      expect(await screen.findByText("KX7PQ2MD")).toBeInTheDocument();
      const toggle = screen.getByRole("button", { name: /Filters and sort/ });
      expect(toggle).toHaveAttribute("aria-expanded", "false");
      expect(within(toggle).getByLabelText("Active filters: 2")).toHaveTextContent("2");
      expect(screen.getByLabelText("Search")).toBeVisible();
      expect(screen.queryByRole("combobox", { name: "Status" })).not.toBeInTheDocument();

      await user.click(toggle);
      expect(toggle).toHaveAttribute("aria-expanded", "true");
      const filters = document.getElementById(toggle.getAttribute("aria-controls") ?? "");
      expect(filters).toContainElement(await screen.findByRole("combobox", { name: "Status" }, { timeout: 5_000 }));
    });
  });
});
