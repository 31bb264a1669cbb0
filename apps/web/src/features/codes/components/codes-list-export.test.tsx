import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { couponDocument, couponsAnswer, locationsAnswer } from "../../../testing/codes-fixtures";
import { stubFileDownloads, withoutInstants } from "../../../testing/export-downloads";
import { renderApp } from "../../../testing/render-app";
import { signInAs, testUser } from "../../../testing/users";
import { codesListHash } from "../codes-list-state";

const fileAnswer = { status: 200, body: "code;offer" };

// The whole console renders: slower than a unit test on a busy machine.
describe("codes list export (docs/product.md#exports)", { timeout: 30_000 }, () => {
  stubFileDownloads();

  it("exports the list's own search and order, whatever its page", async () => {
    const api = signInAs(testUser({ granted: ["code"] }), {
      ...locationsAnswer(),
      "POST /es_proxy/coupons/_search": couponsAnswer([couponDocument({ code: "AB12CD34" })], 45),
      "POST /exports/coupons": fileAnswer,
    });
    const hash = codesListHash({ q: "ab12", status: "valid", sort: "code_asc", organism: 7, page: 2 });
    await renderApp(`/codes/list?location_organism=7&lang=en#${hash}`);
    expect(await screen.findByText("AB12CD34")).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Export" }));
    await user.click(await screen.findByRole("menuitem", { name: "Excel (.xlsx)" }));
    await waitFor(() => expect(screen.getByTestId("export-progress")).toHaveTextContent(/^Done: coupons-/));

    const [sent] = api.callsTo("POST /exports/coupons");
    expect(Object.fromEntries(sent?.query ?? [])).toEqual({ format: "xlsx", locale: "en" });
    // The list's page, not its figures (size 0, no order).
    const listed = api
      .callsTo("POST /es_proxy/coupons/_search")
      .map((call) => call.body as Record<string, unknown>)
      .filter((body) => Number(body.size) > 0)
      .at(-1) as Record<string, unknown>;
    expect(listed.from).toBe(20);
    expect(withoutInstants(sent?.body)).toEqual(withoutInstants({ query: listed.query, sort: listed.sort }));
  });

  it("above 10,000 codes, says so and leaves the menu closed", async () => {
    const api = signInAs(testUser({ granted: ["code"] }), {
      ...locationsAnswer(),
      "POST /es_proxy/coupons/_search": couponsAnswer([couponDocument({ code: "AB12CD34" })], 12_500),
    });
    await renderApp("/codes/list?location_organism=7&lang=en");
    expect(await screen.findByText("AB12CD34")).toBeInTheDocument();

    // Known from the exact count of the list's figures.
    expect(
      await screen.findByText(
        "This search matches 12,500 rows, but an export holds at most 10,000. Narrow the filters (dates, location, offer, status) to export it.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Export" })).toBeDisabled();
    expect(api.callsTo("POST /exports/coupons")).toHaveLength(0);
  });
});
