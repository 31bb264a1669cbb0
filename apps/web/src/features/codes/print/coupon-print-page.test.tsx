import { defaultCustomerServicePhones } from "@ondine/domain";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { couponDocument, locationsAnswer, ok } from "../../../testing/codes-fixtures";
import type { ApiCall } from "../../../testing/mock-api";
import { testPublicConfig } from "../../../testing/public-config";
import { renderApp } from "../../../testing/render-app";
import { signInAs, testUser } from "../../../testing/users";
import { encodeCodesListState } from "../codes-list-state";
import { printedCouponFields } from "./printed-coupon-fields";

const manager = () => testUser({ granted: ["code"] });
const batch = "c0ffee00-0000-4000-8000-000000000500";

function hitsOf(coupons: ReturnType<typeof couponDocument>[], total = coupons.length) {
  return ok({
    hits: {
      total: { value: total, relation: "eq" },
      hits: coupons.map((coupon) => ({ _id: String(coupon.id), _source: coupon, sort: [coupon.code, coupon.id] })),
    },
  });
}

/** The search proxy as the print page calls it: the printable codes, and a count (size 0) of the disabled ones. */
function printSearch(printable: (call: ApiCall) => ReturnType<typeof ok>, disabled = 0) {
  return (call: ApiCall) => {
    const body = call.body as { size?: number };
    return body.size === 0 ? ok({ hits: { total: { value: disabled, relation: "eq" }, hits: [] } }) : printable(call);
  };
}

const printableOf = (query: unknown) => ({
  bool: { filter: [query, { bool: { must_not: [{ exists: { field: "disabled_at" } }] } }] },
});
const disabledOf = (query: unknown) => ({ bool: { filter: [query, { exists: { field: "disabled_at" } }] } });
const postsOf = (api: ReturnType<typeof signInAs>) =>
  api
    .callsTo("POST /es_proxy/coupons/_search")
    .map((call) => call.body as Record<string, unknown>)
    .filter((body) => body.size !== 0);

const fiveHundred = Array.from({ length: 500 }, (_, index) =>
  couponDocument({ id: 1_000 + index, code: `PR${String(index).padStart(6, "0")}`, correlation_id: batch }),
);

// The whole console renders: slower than a unit test on a busy machine.
describe("print pages (docs/product.md#codes-printing)", { timeout: 60_000 }, () => {
  it("prints a batch of 500 codes by correlation on 56 A4 pages of 9, in one post of 500", async () => {
    const api = signInAs(manager(), {
      ...locationsAnswer(),
      "POST /es_proxy/coupons/_search": printSearch(() => hitsOf(fiveHundred)),
    });
    await renderApp(`/codes/print/correlation/${batch}?lang=en`);

    expect(await screen.findByRole("heading", { name: "500 codes to print" }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByText("56 A4 pages")).toBeInTheDocument();
    const sheets = screen.getAllByTestId("print-sheet");
    expect(sheets).toHaveLength(56);
    expect(within(sheets[0] as HTMLElement).getAllByTestId("printed-coupon")).toHaveLength(9);
    expect(within(sheets[55] as HTMLElement).getAllByTestId("printed-coupon")).toHaveLength(5);
    expect(within(sheets[0] as HTMLElement).getByText("PR000000")).toBeInTheDocument();
    expect(postsOf(api)).toEqual([
      {
        size: 500,
        _source: [...printedCouponFields],
        sort: ["code", "id"],
        track_total_hits: true,
        query: printableOf({ term: { correlation_id: batch } }),
      },
    ]);
    // English interface: printed once.
    expect(screen.queryByText("Wi-Fi access code", { selector: "[lang=en]" })).not.toBeInTheDocument();

    const print = vi.spyOn(window, "print").mockImplementation(() => {});
    await userEvent.setup().click(screen.getByRole("button", { name: "Print" }));
    expect(print).toHaveBeenCalledOnce();
    print.mockRestore();
  });

  it("prints one code, doubled in English under another interface language, with the dates (docs/product.md#codes-printing) and durations", async () => {
    const coupon = couponDocument({
      id: 42,
      code: "KX7PQ2MD",
      created_at: "2026-07-14T08:05:00Z",
      starts_at: "2026-07-14T08:00:00Z",
      ends_at: "2026-08-13T21:59:00Z",
      duration: 1_209_600,
      max_usage: 3,
    });
    const api = signInAs(manager(), {
      ...locationsAnswer(),
      "POST /es_proxy/coupons/_search": printSearch(() => hitsOf([coupon])),
    });
    await renderApp("/codes/print/id/42?lang=fr");

    const printed = await screen.findByTestId("printed-coupon", {}, { timeout: 20_000 });
    expect(postsOf(api)).toEqual([
      { size: 1, _source: [...printedCouponFields], query: printableOf({ ids: { values: ["42"] } }) },
    ]);
    expect(within(printed).getByText("KX7PQ2MD")).toBeInTheDocument();
    expect(printed).toHaveTextContent("Code d'accès Wi-Fi");
    expect(within(printed).getByText("Wi-Fi access code")).toHaveAttribute("lang", "en");
    expect(printed).toHaveTextContent("Accès : 2 semaines à partir de la première connexion");
    expect(printed).toHaveTextContent("Access: 2 weeks from the first connection");
    expect(printed).toHaveTextContent("À utiliser du 14/07/2026 au 13/08/2026");
    expect(printed).toHaveTextContent("To be used from 14/07/2026 to 13/08/2026");
    expect(printed).toHaveTextContent("Pour 3 appareils");
    expect(printed).toHaveTextContent("Émis le 14/07/2026 10:05");
    // No settings read (the test answers none): the default number.
    expect(printed).toHaveTextContent(`Service client : ${defaultCustomerServicePhones.default}`);
  });

  it("prints the configured school-service hotline for a school-service organism", async () => {
    const coupon = couponDocument({ id: 43, organism_name: "Service scolaire de Nantes", duration: 7_200 });
    signInAs(manager(), {
      ...locationsAnswer(),
      "POST /es_proxy/coupons/_search": printSearch(() => hitsOf([coupon])),
      "GET /config/public": ok(
        testPublicConfig({
          customer_service_phones: { default: "+33 4 72 00 00 01", school_service: "+33 4 72 00 00 02" },
        }),
      ),
    });
    await renderApp("/codes/print/id/43?lang=en");
    const printed = await screen.findByTestId("printed-coupon", {}, { timeout: 20_000 });
    expect(printed).toHaveTextContent("Customer service: +33 4 72 00 00 02");
    expect(printed).toHaveTextContent("Access: 2 hours from the first connection");
  });

  it("prints a dashboard's search in posts of 100 up to 300, and says when codes are left out", async () => {
    const many = Array.from({ length: 300 }, (_, index) => couponDocument({ id: 5_000 + index }));
    const api = signInAs(manager(), {
      ...locationsAnswer(),
      "POST /es_proxy/coupons/_search": printSearch((call: ApiCall) => {
        const body = call.body as { search_after?: [string, number] };
        const start = body.search_after ? many.findIndex((coupon) => coupon.id === body.search_after?.[1]) + 1 : 0;
        return hitsOf(many.slice(start, start + 100), 320);
      }, 4),
    });
    await renderApp(
      `/codes/print/state/${encodeCodesListState({ organism: 7, status: "valid", sort: "code_asc" })}?lang=en`,
    );

    expect(await screen.findByRole("heading", { name: "300 codes to print" }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByText("Printing 300 of 320 codes: that is as many as one print can hold.")).toBeInTheDocument();
    expect(screen.getByText("4 disabled codes left out: they would not connect anyone.")).toBeInTheDocument();
    expect(screen.getAllByTestId("print-sheet")).toHaveLength(34);
    const posts = postsOf(api);
    expect(posts).toHaveLength(3);
    expect(posts.map((post) => post.size)).toEqual([100, 100, 100]);
    expect(posts[0]?._source).toEqual([...printedCouponFields]);
    // The id ends the order: search_after skips no code sharing a value at a post's edge.
    expect(posts[0]?.sort).toEqual([{ code: { order: "asc" } }, { id: { order: "asc" } }]);
    expect(posts[1]?.search_after).toEqual([many[99]?.code, many[99]?.id]);
    const dashboardQuery = (posts[0] as { query: { bool: { filter: [unknown, unknown] } } }).query.bool.filter[0];
    expect(JSON.stringify(dashboardQuery)).toContain('{"term":{"organism_id":7}}');
    expect(posts[0]?.query).toEqual(printableOf(dashboardQuery));
    const count = api
      .callsTo("POST /es_proxy/coupons/_search")
      .find((call) => (call.body as { size: number }).size === 0);
    expect(count?.body).toEqual({ size: 0, track_total_hits: true, query: disabledOf(dashboardQuery) });
  });

  it("prints no disabled code, and says so when that leaves nothing", async () => {
    signInAs(manager(), {
      ...locationsAnswer(),
      "POST /es_proxy/coupons/_search": printSearch(() => hitsOf([]), 1),
    });
    await renderApp("/codes/print/id/44?lang=en");
    expect(await screen.findByText("No codes to print.", {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByText("1 disabled code left out: it would not connect anyone.")).toBeInTheDocument();
    expect(screen.queryByTestId("printed-coupon")).not.toBeInTheDocument();
  });
});
