import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { locationsAnswer, ok } from "../../../testing/codes-fixtures";
import { stubFileDownloads, withoutInstants } from "../../../testing/export-downloads";
import { renderApp } from "../../../testing/render-app";
import { signInAs, testUser } from "../../../testing/users";
import { dashboardSearchHash } from "../dashboard-search";

const noBuckets = { buckets: [] };

const purchasesAnswer = (total: number) =>
  ok({
    hits: { total: { value: total, relation: "eq" }, hits: [] },
    aggregations: {
      turnover_ttc: { value: 120 },
      turnover_ht: { value: 100 },
      currencies: { buckets: [{ key: "EUR", doc_count: total }] },
      offers: { buckets: [{ key: "Pass 24 h", doc_count: total }] },
      sites: noBuckets,
      over_time: noBuckets,
    },
  });

const customer = {
  id: 41,
  created_at: "2026-11-02T09:30:00.000Z",
  first_name: "Jeanne",
  last_name: "Martin",
  email: "jeanne.martin@example.fr",
  newsletter: true,
};

type ListedBody = { query: unknown; sort?: unknown; aggs?: unknown; from?: number };

// The whole console renders: slower than a unit test on a busy machine.
describe("dashboards' exports (docs/product.md#exports)", { timeout: 30_000 }, () => {
  stubFileDownloads();

  it("purchases: exports the purchases the figures count, the latest first", async () => {
    const api = signInAs(testUser({ granted: ["statistic_purchases"] }), {
      ...locationsAnswer(),
      "POST /es_proxy/purchases/_search": purchasesAnswer(113),
      "POST /exports/purchases": { status: 200, body: "reference" },
    });
    const hash = dashboardSearchHash({
      organism: 7,
      q: "dupont",
      offer: "Pass 24 h",
      from: "2026-10-01",
      to: "2026-10-31",
    });
    await renderApp(`/statistics/purchases?location_organism=7&lang=en#${hash}`);
    expect(await screen.findByText("€120.00")).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Export" }));
    await user.click(await screen.findByRole("menuitem", { name: "CSV" }));
    await waitFor(() => expect(api.callsTo("POST /exports/purchases")).toHaveLength(1));

    const [sent] = api.callsTo("POST /exports/purchases");
    expect(Object.fromEntries(sent?.query ?? [])).toEqual({ format: "csv", locale: "en" });
    const figures = api.callsTo("POST /es_proxy/purchases/_search").at(-1)?.body as ListedBody;
    expect(sent?.body).toEqual({
      query: figures.query,
      sort: [{ purchase_date: { order: "desc" } }, { id: { order: "desc" } }],
    });
  });

  it("purchases: above 10,000 purchases the menu is closed and says why", async () => {
    signInAs(testUser({ granted: ["statistic_purchases"] }), {
      ...locationsAnswer(),
      "POST /es_proxy/purchases/_search": purchasesAnswer(10_001),
    });
    await renderApp("/statistics/purchases?location_organism=7&lang=en");
    expect(
      await screen.findByText(
        "This search matches 10,001 rows, but an export holds at most 10,000. Narrow the filters (dates, location, offer) to export it.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Export" })).toBeDisabled();
  });

  it("customers: exports every guest of the list in its order, not its page", async () => {
    const api = signInAs(testUser({ granted: ["statistic_customers"] }), {
      ...locationsAnswer(),
      "POST /es_proxy/guest_users/_search": ok({
        hits: { total: { value: 45, relation: "eq" }, hits: [{ _id: "41", _source: customer }] },
      }),
      "POST /exports/customers": { status: 200, body: "email" },
    });
    const hash = dashboardSearchHash({ organism: 7, q: "martin", sort: "name_asc", page: 2 });
    await renderApp(`/statistics/customers?location_organism=7&lang=fr#${hash}`);
    expect(await screen.findByText("45 clients")).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Exporter" }));
    await user.click(await screen.findByRole("menuitem", { name: "Excel (.xlsx)" }));
    await waitFor(() => expect(api.callsTo("POST /exports/customers")).toHaveLength(1));

    const [sent] = api.callsTo("POST /exports/customers");
    expect(Object.fromEntries(sent?.query ?? [])).toEqual({ format: "xlsx", locale: "fr" });
    const listed = api.callsTo("POST /es_proxy/guest_users/_search").at(-1)?.body as ListedBody;
    expect(listed.from).toBe(20);
    expect(withoutInstants(sent?.body)).toEqual(withoutInstants({ query: listed.query, sort: listed.sort }));
  });
});
