import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { locationsAnswer, ok } from "../../../testing/codes-fixtures";
import type { ApiCall } from "../../../testing/mock-api";
import { renderApp } from "../../../testing/render-app";
import { signInAs, testUser } from "../../../testing/users";
import { dashboardSearchFromHash, dashboardSearchHash } from "../dashboard-search";

type SearchBody = { size?: number; query: { bool: { filter: unknown[] } }; aggs?: Record<string, unknown> };

const bodiesOf = (api: ReturnType<typeof signInAs>, index: string) =>
  api.callsTo(`POST /es_proxy/${index}/_search`).map((call: ApiCall) => call.body as SearchBody);

const buckets = (entries: [string, number][]) => ({
  buckets: entries.map(([key, doc_count]) => ({ key, doc_count })),
});

/** Seven offers: the chart shows five of them and "Others" summing the last two. */
const offersFacet = buckets([
  ["Pass 24 h", 40],
  ["Pass 48 h", 30],
  ["Pass semaine", 20],
  ["Pass mois", 10],
  ["Pass 2 h", 8],
  ["Pass 4 h", 3],
  ["Pass nuit", 2],
]);

function statisticsAnswer(total: number, aggregations: Record<string, unknown>) {
  return ok({ hits: { total: { value: total, relation: "eq" }, hits: [] }, aggregations });
}

const purchasesAnswer = statisticsAnswer(113, {
  turnover_ttc: { value: 1234.5 },
  turnover_ht: { value: 1028.75 },
  currencies: buckets([["EUR", 113]]),
  offers: offersFacet,
  sites: buckets([["Lumière Nantes", 113]]),
  over_time: {
    buckets: [
      { key: 1, key_as_string: "2026-10-01", doc_count: 50 },
      { key: 2, key_as_string: "2026-10-02", doc_count: 63 },
    ],
  },
});

// The whole console renders: slower than a unit test on a busy machine.
describe("statistics dashboards (docs/product.md#statistics-dashboards)", { timeout: 30_000 }, () => {
  it("purchases: pre-filters by the selected location, writes it into the hash, and asks for succeeded purchases only", async () => {
    const api = signInAs(testUser({ granted: ["statistic_purchases"] }), {
      ...locationsAnswer(),
      "POST /es_proxy/purchases/_search": purchasesAnswer,
    });
    const { router } = await renderApp("/statistics/purchases?location_site=12&lang=en");

    await waitFor(() => expect(dashboardSearchFromHash(router.state.location.hash)).toEqual({ organism: 7, site: 12 }));
    expect(await screen.findByText("€1,234.50")).toBeInTheDocument();
    expect(screen.getByText("€1,028.75")).toBeInTheDocument();
    expect(screen.getByText("113")).toBeInTheDocument();
    const body = bodiesOf(api, "purchases").at(-1);
    expect(body?.size).toBe(0);
    expect(body?.query.bool.filter).toEqual([{ term: { succeeded: true } }, { term: { site_id: 12 } }]);

    // The charts' table alternative: the top 5 offers plus the others' sum.
    await userEvent.setup().click(screen.getByRole("radio", { name: "Tables" }));
    const byOffer = within(await screen.findByRole("region", { name: "Purchases by offer" }));
    const rows = byOffer.getAllByRole("row").slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      "Pass 24 h40",
      "Pass 48 h30",
      "Pass semaine20",
      "Pass mois10",
      "Pass 2 h8",
      "Others5",
    ]);
    await waitFor(() => expect(dashboardSearchFromHash(router.state.location.hash)?.view).toBe("table"));
  });

  it("purchases: a see-more address opens the dashboard filtered, and a failure shows empty cards", async () => {
    const api = signInAs(testUser({ granted: ["statistic_purchases"] }), {
      ...locationsAnswer(),
      "POST /es_proxy/purchases/_search": { status: 503, body: { code: "SEARCH_TIMEOUT", message: "timeout" } },
    });
    const hash = dashboardSearchHash({ organism: 7, from: "2026-10-01", to: "2026-10-31" });
    const { router } = await renderApp(`/statistics/purchases?location_site=12&lang=en#${hash}`);

    // A 503 is tried twice more (query-client.ts) before the cards give up.
    expect((await screen.findAllByText("Empty", {}, { timeout: 10_000 })).length).toBe(3);
    expect(dashboardSearchFromHash(router.state.location.hash)).toEqual({
      organism: 7,
      from: "2026-10-01",
      to: "2026-10-31",
    });
    expect(bodiesOf(api, "purchases")[0]?.query.bool.filter).toEqual([
      { term: { succeeded: true } },
      { term: { organism_id: 7 } },
      { range: { purchase_date: { time_zone: "Europe/Paris", gte: "2026-10-01", lte: "2026-10-31" } } },
    ]);
  });

  it("purchases: the typed search joins the hash and the search, the rest of the search stays", async () => {
    const api = signInAs(testUser({ granted: ["statistic_purchases"] }), {
      ...locationsAnswer(),
      "POST /es_proxy/purchases/_search": purchasesAnswer,
    });
    const hash = dashboardSearchHash({ organism: 7, from: "2026-10-01", to: "2026-10-31" });
    const { router } = await renderApp(`/statistics/purchases?location_organism=7&lang=en#${hash}`);

    await userEvent.setup().type(await screen.findByLabelText("Search"), "dupont");
    await waitFor(() => expect(dashboardSearchFromHash(router.state.location.hash)?.q).toBe("dupont"));
    expect(dashboardSearchFromHash(router.state.location.hash)).toMatchObject({ organism: 7, from: "2026-10-01" });
    await waitFor(() =>
      expect(JSON.stringify(bodiesOf(api, "purchases").at(-1)?.query)).toContain(
        '"simple_query_string":{"query":"dupont"',
      ),
    );
  });

  it("used codes: used codes created by back-office users, figures only", async () => {
    const api = signInAs(testUser({ granted: ["statistic_coupons"] }), {
      ...locationsAnswer(),
      "POST /es_proxy/coupons/_search": statisticsAnswer(42, {
        offers: offersFacet,
        sites: buckets([
          ["Lumière Nantes", 30],
          ["Lumière Rennes", 12],
        ]),
        over_time: { buckets: [] },
      }),
    });
    await renderApp("/statistics/codes?location_organism=7&lang=en");

    expect(await screen.findByText("42")).toBeInTheDocument();
    const body = bodiesOf(api, "coupons").at(-1);
    expect(body?.size).toBe(0);
    expect(body?.query.bool.filter).toEqual([
      { term: { used: true } },
      { term: { creator_type: "CenterUser" } },
      { term: { organism_id: 7 } },
    ]);
    // No first use in the period: that card says so.
    expect(within(screen.getByRole("region", { name: "First uses over time" })).getByText("Empty")).toBeInTheDocument();
  });

  it("customers: newsletter acceptors of six months; the detail skips technical fields and shows unknown values", async () => {
    const customer = {
      id: 41,
      created_at: "2026-11-02T09:30:00.000Z",
      first_name: "Jeanne",
      last_name: "Martin",
      email: "jeanne.martin@example.fr",
      newsletter: true,
      country: "DE",
      language: "de",
      device: "tablet",
      room_number: "214",
      site_name: "Lumière Nantes",
      organism_name: "Hôtels Lumière",
      site_id: 12,
      user_agent: "Mozilla/5.0",
    };
    const withoutNewsletter = { ...customer, id: 42, first_name: "Paul", newsletter: false, country: null };
    const api = signInAs(testUser({ granted: ["statistic_customers"] }), {
      ...locationsAnswer(),
      "POST /es_proxy/guest_users/_search": ok({
        hits: {
          total: { value: 2, relation: "eq" },
          hits: [customer, withoutNewsletter].map((source) => ({ _id: String(source.id), _source: source })),
        },
      }),
    });
    const { router } = await renderApp("/statistics/customers?location_organism=7&lang=en");

    expect(await screen.findByText("2 customers")).toBeInTheDocument();
    const filter = bodiesOf(api, "guest_users").at(-1)?.query.bool.filter ?? [];
    expect(filter[0]).toEqual({ term: { newsletter: true } });
    const sixMonths = (filter[1] as { range: { created_at: { gte: string } } }).range.created_at.gte;
    const monthsBack = (Date.now() - Date.parse(sixMonths)) / (30.44 * 86_400_000);
    expect(monthsBack).toBeGreaterThan(5.9);
    expect(monthsBack).toBeLessThan(6.1);

    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Open customer Jeanne Martin" }));
    const detail = within(await screen.findByRole("dialog", { name: "Jeanne Martin" }));
    expect(detail.getByRole("rowheader", { name: "E-mail" })).toBeInTheDocument();
    expect(detail.getByText("jeanne.martin@example.fr")).toBeInTheDocument();
    expect(detail.getByText("Germany")).toBeInTheDocument();
    expect(detail.getByText("Tablet")).toBeInTheDocument();
    expect(detail.queryByText("site_id")).not.toBeInTheDocument();
    expect(detail.queryByText("user_agent")).not.toBeInTheDocument();
    expect(detail.queryByText("Mozilla/5.0")).not.toBeInTheDocument();
    await waitFor(() => expect(dashboardSearchFromHash(router.state.location.hash)?.customer).toBe(41));

    await user.click(detail.getByRole("button", { name: "Close the customer's detail" }));
    await user.click(await screen.findByRole("button", { name: "Open customer Paul Martin" }));
    const other = within(await screen.findByRole("dialog", { name: "Paul Martin" }));
    expect(other.queryByRole("rowheader", { name: "E-mail" })).not.toBeInTheDocument();
    expect(other.queryByText("jeanne.martin@example.fr")).not.toBeInTheDocument();
    expect(other.getByText("Unknown country")).toBeInTheDocument();
  });
});
